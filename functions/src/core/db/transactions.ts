interface TransactionResult {
  canceled: boolean;
  data: { rejected: boolean; code: string }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isConflict = (code: string | undefined) => code === 'TransactionConflict' || code === 'TransactionInProgress';

/**
 * Runs a write transaction, retrying (with jitter) when it lost a race with another transaction
 * on the same items, as shared items like directory shards can. Any other cancellation (a
 * condition that failed) is returned to the caller to explain.
 */
export async function writeTransaction(transaction: { go(): Promise<TransactionResult> }): Promise<TransactionResult> {
  for (let attempt = 0; ; attempt++) {
    let result: TransactionResult;
    try {
      result = await transaction.go();
    } catch (error) {
      const name = error instanceof Error ? `${error.name} ${error.message}` : '';
      if (attempt >= 5 || !/TransactionConflict|TransactionInProgress/.test(name)) throw error;
      await sleep(25 * 2 ** attempt * (0.5 + Math.random()));
      continue;
    }
    const conflict = result.canceled && result.data.some((reason) => isConflict(reason.code));
    const failedCondition = result.data.some((reason) => reason.code === 'ConditionalCheckFailed');
    if (!conflict || failedCondition || attempt >= 5) return result;
    await sleep(25 * 2 ** attempt * (0.5 + Math.random()));
  }
}
