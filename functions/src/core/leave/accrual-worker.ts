import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { addDays, todayIn } from '@wattle/shared/calendar';
import { withActor } from '../actor.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { transactWrite } from '../db/transactions.ts';
import { readDirectory } from '../employees/directory.ts';
import { leaveTypesOf } from './leave-type-store.ts';
import { buildLedgerWrites } from './ledger.ts';
import { readEmployeesWithAccounts } from './ledger-store.ts';

/**
 * The accrual poster (a background worker, handlers/accrual.ts): for every live organization it
 * posts each employee's accrual through the end of last month (the organization's calendar), so
 * accounts stay a month behind at most and balances read few unposted days. Idempotent: an account
 * already posted that far is skipped, and each employee's posting is one version-checked
 * transaction (a request writing the same account meanwhile wins; the next run posts). Bounded:
 * at most `budget` employees are posted per run; the hourly schedule takes the rest.
 */

const BATCH = 100;
const CONCURRENT = 8;

/** The last day of the month before `today`. */
export const endOfLastMonth = (today: string) => addDays(`${today.slice(0, 7)}-01`, -1);

/**
 * Posts accrual through `through` for the organization's employees (not trashed, joined by then)
 * whose accounts are behind it, at most `budget` of them. Returns how many were posted.
 */
export async function postOrganizationAccrual(
  organizationId: number,
  through: string,
  budget: number,
): Promise<number> {
  const directory = await readDirectory(organizationId);
  const ids = directory
    .filter((entry) => !entry.trashed_at && entry.joining_date <= through)
    .map((entry) => entry.employee_id);
  if (ids.length === 0 || budget <= 0) return 0;
  const types = await leaveTypesOf(organizationId);
  let posted = 0;
  for (let start = 0; start < ids.length && posted < budget; start += BATCH) {
    const rows = (await readEmployeesWithAccounts(organizationId, ids.slice(start, start + BATCH), true)).filter(
      ({ account }) => !account.posted_through || account.posted_through < through,
    );
    const due = rows.slice(0, budget - posted);
    for (let index = 0; index < due.length; index += CONCURRENT) {
      await Promise.all(
        due.slice(index, index + CONCURRENT).map(async ({ record, account }) => {
          const items = buildLedgerWrites(types, record, account, through, through, []);
          if (items.length > 0) await transactWrite(items);
        }),
      );
    }
    posted += due.length;
  }
  return posted;
}

interface OrganizationRow {
  organization_id: number;
  timezone?: string;
  deleted_at?: string;
}

/**
 * One run: every live organization in turn (a Scan of the organizations table's organization items:
 * a background job, never a request), posting through the end of its last month until `budget`
 * employees are posted.
 */
export async function runAccrualPosting(
  budget = 2000,
  now = new Date(),
): Promise<{ organizations: number; posted: number }> {
  return withActor({ type: 'system', reason: 'accrual posting' }, async () => {
    let posted = 0;
    let organizations = 0;
    let cursor: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(
        new ScanCommand({
          TableName: tableNames().organizations,
          FilterExpression: 'sk = :organization AND attribute_not_exists(deleted_at)',
          ExpressionAttributeValues: { ':organization': 'organization' },
          ProjectionExpression: 'organization_id, #timezone',
          ExpressionAttributeNames: { '#timezone': 'timezone' },
          ExclusiveStartKey: cursor,
        }),
      );
      for (const row of (page.Items ?? []) as OrganizationRow[]) {
        if (posted >= budget) break;
        organizations += 1;
        const through = endOfLastMonth(todayIn(row.timezone || 'UTC', now));
        posted += await postOrganizationAccrual(row.organization_id, through, budget - posted);
      }
      cursor = posted >= budget ? undefined : page.LastEvaluatedKey;
    } while (cursor);
    return { organizations, posted };
  });
}
