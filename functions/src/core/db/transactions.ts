import { TransactionConflictException, TransactionInProgressException } from '@aws-sdk/client-dynamodb';
import { withBackoff } from '../aws/backoff.ts';
import { dynamoCause } from './errors.ts';

interface TransactionResult {
  canceled: boolean;
  data: { rejected: boolean; code: string }[];
}

const isConflict = (code: string | undefined) => code === 'TransactionConflict' || code === 'TransactionInProgress';
const isConflictError = (error: unknown) => {
  const cause = dynamoCause(error);
  return cause instanceof TransactionConflictException || cause instanceof TransactionInProgressException;
};

/**
 * Runs an ElectroDB write transaction, running it again (after a backoff) when it lost a race with
 * another transaction on the same items, as shared items like directory shards can. Any other
 * cancellation (a condition that failed) is returned for the caller to explain. The SDK gives each
 * attempt a ClientRequestToken, so its own resend after a lost answer is applied once.
 */
export async function writeTransaction(transaction: { go(): Promise<TransactionResult> }): Promise<TransactionResult> {
  return withBackoff(
    'Write transaction',
    async (attempt) => {
      let result: TransactionResult;
      try {
        result = await transaction.go();
      } catch (error) {
        if (attempt < 5 && isConflictError(error)) return undefined;
        throw error;
      }
      const conflict = result.canceled && result.data.some((reason) => isConflict(reason.code));
      const failedCondition = result.data.some((reason) => reason.code === 'ConditionalCheckFailed');
      if (conflict && !failedCondition && attempt < 5) return undefined;
      return result;
    },
    6,
  );
}
