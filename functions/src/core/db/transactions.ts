import {
  TransactionCanceledException,
  TransactionConflictException,
  TransactionInProgressException,
} from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { withBackoff } from '../aws/backoff.ts';
import { dynamo } from './client.ts';
import { dynamoCause } from './errors.ts';

/**
 * One operation of a transaction, in document form: what an ElectroDB chain's `.commit()` returns
 * (`{ Update: {...} }`, `{ Put: {...} }`, ...) or a raw item written by hand (an audit event).
 * Typed as ElectroDB's committed operation, which its service transactions accept.
 */
// biome-ignore lint/suspicious/noExplicitAny: ElectroDB types a committed operation with a symbol it does not export.
export type TransactionItem = any;

/**
 * ElectroDB's `.commit()` on a standalone entity chain (its types offer it only inside a service
 * transaction; the chain has it at run time): the chain as one operation of a transaction.
 */
export function committed(chain: unknown): TransactionItem {
  return (chain as { commit(): TransactionItem }).commit();
}

/** A hand-written operation (an audit event, a cross-table update) as one a transaction accepts. */
export function rawItem(item: NonNullable<TransactWriteCommandInput['TransactItems']>[number]): TransactionItem {
  return item as unknown as TransactionItem;
}

export interface TransactionResult {
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

/**
 * Writes `items` in one TransactWriteItems, for writes that join no ElectroDB service (a record
 * change and its audit event in another table): the same answer and conflict retries as
 * writeTransaction. A condition that failed is returned as a cancellation, not thrown.
 */
export async function transactWrite(items: readonly unknown[]): Promise<TransactionResult> {
  const TransactItems = items as TransactionItem[];
  return writeTransaction({
    async go() {
      try {
        await dynamo().send(new TransactWriteCommand({ TransactItems }));
        return { canceled: false, data: TransactItems.map(() => ({ rejected: false, code: 'None' })) };
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const reasons = error.CancellationReasons ?? [];
        return {
          canceled: true,
          data: TransactItems.map((_, index) => {
            const code = reasons[index]?.Code ?? 'None';
            return { rejected: code !== 'None', code };
          }),
        };
      }
    },
  });
}
