import type { TransactionItem } from '../db/transactions.ts';
import { transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';

/**
 * Writes a request's step with its ledger operations in one transaction. The ledger's first
 * operation is the balance account, version-checked: when another change to the employee's
 * balances won the race, the ledger part is built again from a fresh read and the whole is retried;
 * any other failed condition (the request's own version) is a 409.
 */
export async function writeWithLedger(
  ledger: () => Promise<TransactionItem[]>,
  step: readonly TransactionItem[],
): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const ledgerItems = await ledger();
    const result = await transactWrite([...ledgerItems, ...step]);
    if (!result.canceled) return;
    const accountLost = ledgerItems.length > 0 && result.data[0]?.code === 'ConditionalCheckFailed';
    const otherFailed = result.data
      .slice(ledgerItems.length)
      .some((reason) => reason.code === 'ConditionalCheckFailed');
    if (!accountLost || otherFailed) break;
  }
  throw VisibleError.conflict(STALE_VERSION_MESSAGE);
}
