import { formatDayRange } from '@wattle/shared/calendar';
import { type AuditEntry, auditPut } from '../audit/audit.ts';
import { tableNames } from '../db/client.ts';
import { rawItem, type TransactionItem, transactWrite } from '../db/transactions.ts';
import { ledgerWrites } from '../leave/ledger.ts';
import { type PostingWrites, payAccrualWrites, payRunAccrualAudit } from '../leave/pay-accrual.ts';
import type { PayRunItem, PayRunTaskItem, PayslipItem } from './pay-run-entities.ts';
import {
  payItemKey,
  readPayslips,
  runUpdate,
  slipKey,
  superBaseField,
  taskDone,
  type YtdRecord,
  ytdKey,
  ytdRecords,
} from './pay-run-store.ts';
import { paidOrdinaryHours } from './payslip-accrual.ts';
import { addTotals, TOTAL_FIELDS, type Totals, zeroTotals } from './payslip-calculator.ts';
import { notNormalOf } from './schedule5-year-to-date.ts';
import { capPeriodStart, financialYearOf, superCapRuleOn } from './super-rules.ts';
import { finalPayLeaveAudit, finalPayLeaveDebits, withChanges } from './termination/final-pay-leave-debit.ts';
import { timeOffChanges, timeOffCredits } from './time-off-credit.ts';
import { lockPaidAdjustments } from './timesheet-adjustment-pay.ts';
import { broughtInOf } from './ytd-brought-in.ts';
import { broughtInTotals } from './ytd-brought-in-math.ts';

/**
 * A finalise task posts its slice of a finalised run: each payslip is locked (`posted`, status
 * finalised) with its year to date, the employee's year-to-date record moves on (version-checked,
 * so two runs never lose each other's figures), and the one-off items it paid are marked paid.
 * Each payslip's leave accrual on the hours it paid is posted in the same transaction
 * (leave/pay-accrual.ts). A payslip already posted is skipped, so a retried task never posts
 * anyone twice.
 */

/** Operations in one posting transaction (each employee takes 2, one per one-off item, and their leave accrual's). */
const OPERATIONS_A_TRANSACTION = 96;

function employeeWrites(
  run: PayRunItem,
  slip: PayslipItem,
  before: YtdRecord | undefined,
  broughtIn: Totals | undefined,
): TransactionItem[] {
  const organizationId = run.organization_id;
  const financialYear = financialYearOf(run.pay_date).label;
  const now = new Date().toISOString();
  const totals = addTotals(zeroTotals(), before ?? {});
  addTotals(totals, slip);
  const rule = superCapRuleOn(run.pay_date);
  const next: YtdRecord = {
    ...(before ?? {}),
    ...ytdKey(organizationId, financialYear, slip.employee_id),
    organization_id: organizationId,
    employee_id: slip.employee_id,
    financial_year: financialYear,
    ...totals,
    // Method B(ii)'s average total earnings: the gross that is not normal earnings (schedule5-year-to-date.ts).
    schedule5_other_cents: (before?.schedule5_other_cents ?? 0) + notNormalOf(slip),
    version: (before?.version ?? 0) + 1,
  } as YtdRecord;
  if (rule) {
    const field = superBaseField(capPeriodStart(rule, run.pay_date));
    const used = before?.[field] ?? 0;
    const room = Math.max(0, rule.maximum_contribution_base_cents - used);
    next[field] = used + Math.min(slip.ordinary_time_earnings_cents, room);
  }
  // The payslip's year to date adds what was brought in from a previous payroll; the record keeps
  // only what was posted here (the brought-in figures stay editable and are added by every reader).
  const shown = addTotals({ ...totals }, broughtIn ?? {});
  const ytd = {
    ...Object.fromEntries(TOTAL_FIELDS.map((field) => [field, shown[field]])),
    financial_year: financialYear,
  };
  const writes: TransactionItem[] = [
    rawItem({
      Update: {
        TableName: tableNames().payroll,
        Key: slipKey(organizationId, run.pay_run_id, slip.employee_id),
        UpdateExpression:
          'SET #status = :finalised, posted = :true, ytd = :ytd, updated_at = :now, version = version + :one',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(posted)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':finalised': 'finalised', ':true': true, ':ytd': ytd, ':now': now, ':one': 1 },
      },
    }),
    rawItem({
      Put: {
        TableName: tableNames().payroll,
        Item: next,
        ConditionExpression: before ? 'version = :version' : 'attribute_not_exists(pk)',
        ...(before ? { ExpressionAttributeValues: { ':version': before.version } } : {}),
      },
    }),
  ];
  for (const line of slip.lines) {
    if (line.source !== 'one_off' || line.pay_item_id === undefined) continue;
    writes.push(
      rawItem({
        Update: {
          TableName: tableNames().payroll,
          Key: payItemKey(organizationId, slip.employee_id, line.pay_item_id),
          UpdateExpression: 'SET paid_in_run_id = :run, updated_at = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':run': run.pay_run_id, ':now': now },
        },
      }),
    );
  }
  return writes;
}

export async function postTask(task: PayRunTaskItem, run: PayRunItem): Promise<void> {
  const organizationId = run.organization_id;
  const read = await readPayslips(organizationId, run.pay_run_id, task.employee_ids);
  const slips = read.filter((slip) => slip.posted !== true);
  // Leave accrues on the hours each payslip paid, posted with it where that differs from the work
  // pattern's estimate kept on the payslip (an adjustment run's payslips accrue nothing).
  const label = `Pay run ${run.pay_run_id} (${formatDayRange(run.period_start, run.period_end)})`;
  // Overtime taken as time off in lieu is credited with the accrual (nothing read when none was).
  const timeOff = await timeOffChanges(organizationId, timeOffCredits(slips), label);
  // A final pay's unused leave is debited from the balance with the payslip (final-pay-leave-debit.ts).
  const finalPay = finalPayLeaveDebits(slips, label);
  const financialYear = financialYearOf(run.pay_date).label;
  const employeeIds = slips.map((slip) => slip.employee_id);
  const paid = slips.flatMap((slip) => paidOrdinaryHours(slip) ?? []);
  const accruing = new Set(paid.map((row) => row.employee_id));
  const [ytd, broughtIn, accrual, debitsAlone] = await Promise.all([
    ytdRecords(organizationId, financialYear, employeeIds),
    broughtInOf(organizationId, financialYear, employeeIds),
    payAccrualWrites(organizationId, paid, label, withChanges(timeOff, finalPay)),
    // A payslip that accrues nothing (an adjustment run's) writes its debit on its own.
    Promise.all(
      [...finalPay]
        .filter(([employeeId]) => !accruing.has(employeeId))
        .map(
          async ([employeeId, changes]) =>
            [employeeId, await ledgerWrites(organizationId, employeeId, changes)] as const,
        ),
    ),
  ]);
  const leaveWrites = new Map<number, PostingWrites>([
    ...accrual,
    ...debitsAlone.map(([employeeId, items]): [number, PostingWrites] => [employeeId, { items, audits: [] }]),
  ]);
  let batch: TransactionItem[] = [];
  // The accrual's audit events of the transaction, written as one (pay-accrual.ts payRunAccrualAudit).
  let audits: AuditEntry[] = [];
  // Several employees' accruals mark the same leave type used with the same operation; a transaction
  // may not name an item twice (DynamoDB refuses it), and once is all it needs.
  let seen = new Set<string>();
  const flush = async () => {
    if (batch.length === 0) return;
    if (audits.length > 0)
      batch.push(auditPut(payRunAccrualAudit(organizationId, { pay_run_id: run.pay_run_id, label }, audits)));
    const result = await transactWrite(batch);
    // A payslip posted meanwhile by another delivery, or a year to date moved by another run: the
    // queue retries the task, which reads again and skips what is posted.
    if (result.canceled) throw new Error(`Pay run ${run.pay_run_id} task ${task.task_number}: posting was refused.`);
    batch = [];
    audits = [];
    seen = new Set();
  };
  for (const slip of slips) {
    const brought = broughtIn.get(slip.employee_id);
    const writes = [
      ...employeeWrites(run, slip, ytd.get(slip.employee_id), brought && broughtInTotals(brought)),
      ...(leaveWrites.get(slip.employee_id)?.items ?? []),
      ...(finalPay.has(slip.employee_id)
        ? [finalPayLeaveAudit(organizationId, run.pay_run_id, slip, finalPay.get(slip.employee_id) ?? [])]
        : []),
    ];
    const audited = leaveWrites.get(slip.employee_id)?.audits ?? [];
    const unseen = () => writes.filter((write) => !seen.has(JSON.stringify(write)));
    // One operation more for the accrual's audit event, once the transaction has one.
    const auditOperation = () => (audits.length > 0 || audited.length > 0 ? 1 : 0);
    if (batch.length + unseen().length + auditOperation() > OPERATIONS_A_TRANSACTION) await flush();
    for (const write of unseen()) {
      seen.add(JSON.stringify(write));
      batch.push(write);
    }
    audits.push(...audited);
  }
  await flush();
  if (run.adjusts_pay_run_id === undefined) {
    // The timesheets' periods were locked when the run was finalised (timesheets/paid-periods.ts).
    await lockPaidAdjustments(organizationId, run.pay_run_id, read);
  }
  const result = await transactWrite([
    taskDone(task),
    runUpdate(organizationId, run.pay_run_id, {
      expression: 'SET updated_at = :now ADD tasks_done :one',
      condition: '#status = :finalising',
      values: { ':now': new Date().toISOString(), ':one': 1, ':finalising': 'finalising' },
    }),
  ]);
  if (result.canceled && result.data[0]?.code !== 'ConditionalCheckFailed') {
    throw new Error(`Pay run ${run.pay_run_id} task ${task.task_number} could not be completed.`);
  }
}
