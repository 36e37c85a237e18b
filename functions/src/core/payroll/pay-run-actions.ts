import { formatDayRange, formatLongDate } from '@wattle/shared/calendar';
import { formatAud } from '@wattle/shared/money';
import type { PayRunView } from '@wattle/shared/pay-runs';
import { useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { config } from '../config.ts';
import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import { rawItem, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { userEntity } from '../identity/user-entity.ts';
import { type MailMessage, sendAfterCommit } from '../mail/mailer.ts';
import { nextPeriod } from './pay-periods.ts';
import type { PayRunItem } from './pay-run-entities.ts';
import { employeesOf } from './pay-run-inputs.ts';
import { refuseStaleLeave, refuseStaleTimesheets } from './pay-run-recalculate.ts';
import {
  chunk,
  payslipsOf,
  readPayRun,
  runOrganization,
  runUpdate,
  scheduleKey,
  taskPut,
  taskSlices,
  updateIfStill,
  writeWithTasks,
} from './pay-run-store.ts';
import { lockPaidTimesheetPeriods } from './pay-run-timesheets.ts';
import { payRunView, payslipId } from './pay-run-views.ts';

/** Finalising a run in review (refused while any payslip has a problem) and marking a finalised run paid. */

const label = (run: { period_start: string; period_end: string }) => formatDayRange(run.period_start, run.period_end);

/** "Ann", "Ann and Bob", "Ann, Bob and Cy", "Ann, Bob, Cy, Di, Ed and 3 others". */
function namesOf(names: readonly string[]): string {
  const shown = names.length > 6 ? [...names.slice(0, 5), `${names.length - 5} others`] : [...names];
  return shown.length === 1 ? (shown[0] as string) : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/** Moves the schedule's next period on past a finalised regular run (when it still points at it). */
async function advanceSchedule(run: Awaited<ReturnType<typeof readPayRun>>): Promise<void> {
  if (run.adjusts_pay_run_id !== undefined) return;
  const next = nextPeriod({ frequency: run.frequency, period_start: run.period_start, pay_date: run.pay_date });
  // Not moved when the schedule was moved past it already.
  await updateIfStill(
    rawItem({
      Update: {
        TableName: tableNames().payroll,
        Key: scheduleKey(run.organization_id, run.pay_schedule_id),
        UpdateExpression:
          'SET next_period_start = :start, next_pay_date = :pay, updated_at = :now, version = version + :one',
        ConditionExpression: 'next_period_start = :current',
        ExpressionAttributeValues: {
          ':start': next.period_start,
          ':pay': next.pay_date,
          ':current': run.period_start,
          ':now': new Date().toISOString(),
          ':one': 1,
        },
      },
    }),
  );
}

/**
 * POST /payroll/pay-runs/{id}/finalise: locks the run and queues tasks that post each payslip.
 * Finalising a run already finalising, finalised or paid answers it as it is: nothing is posted twice.
 */
export async function finalisePayRun(payRunId: number): Promise<PayRunView> {
  const organizationId = runOrganization(payRunId);
  const run = await readPayRun(organizationId, payRunId);
  if (run.status === 'finalising' || run.status === 'finalised' || run.status === 'paid') return payRunView(run);
  if (run.status !== 'review') throw VisibleError.conflict('The pay run is still calculating.');
  const slips = await payslipsOf(organizationId, payRunId);
  const troubled = slips.filter((slip) => slip.problem);
  if (troubled.length > 0) {
    const problems = troubled.map((slip) => `${slip.employee_name}: ${slip.problem}`);
    throw new VisibleError(
      'validation',
      `Resolve the payslip problems of ${namesOf(troubled.map((slip) => slip.employee_name))} before finalising. ${problems[0]}`,
      { errors: { problems } },
    );
  }
  // Leave changed in the period since a payslip was calculated: 422 naming them (recalculate first).
  await refuseStaleLeave(run, slips);
  // The periods it pays lock first, so no timesheet can change between this check and the run being finalised.
  const { lock, guards } = await lockPaidTimesheetPeriods(run, slips);
  try {
    await refuseStaleTimesheets(run, slips, guards);
    return await commitFinalise(run);
  } catch (error) {
    // Still in review (refused, or changed by someone else): the periods are not paid.
    const now = await readPayRun(organizationId, payRunId).catch(() => run);
    if (now.status === 'review') await lock?.release();
    throw error;
  }
}

/** The run to finalising with its audit event and posting tasks (one write transaction with the first tasks). */
async function commitFinalise(run: PayRunItem): Promise<PayRunView> {
  const organizationId = run.organization_id;
  const payRunId = run.pay_run_id;
  const slices = await taskSlices(organizationId, payRunId);
  const now = new Date().toISOString();
  const user = useUser();
  const first = [
    runUpdate(organizationId, payRunId, {
      expression:
        'SET #status = :finalising, tasks_total = :total, tasks_done = :zero, finalised_by = :by, finalised_at = :now, updated_at = :now, version = version + :one',
      condition: '#status = :review AND version = :version',
      values: {
        ':finalising': 'finalising',
        ':review': 'review',
        ':total': slices.length,
        ':zero': 0,
        ':by': user.name,
        ':now': now,
        ':one': 1,
        ':version': run.version,
      },
    }),
    auditPut({
      organizationId,
      module: 'payroll',
      action: 'update',
      record: { type: 'pay_run', id: payRunId, label: label(run) },
      summary: `Finalised pay run ${label(run)}: gross ${formatAud(run.gross_cents)}, net ${formatAud(run.net_cents)}`,
    }),
  ];
  // Finalise tasks are numbered after the calculate tasks.
  const tasks = slices.map((slice, index) =>
    taskPut(organizationId, payRunId, run.tasks_total + index + 1, 'finalise', slice),
  );
  if (!(await writeWithTasks(first, tasks))) {
    const now = await readPayRun(organizationId, payRunId);
    if (now.status === 'finalising' || now.status === 'finalised' || now.status === 'paid') return payRunView(now);
    throw VisibleError.conflict('This record was changed by someone else. Reload it and try again.');
  }
  await advanceSchedule(run);
  return payRunView(await readPayRun(organizationId, payRunId));
}

/** E-mail addresses of the linked accounts of these employees (BatchGets of a hundred). */
async function accountEmails(userIds: readonly number[]): Promise<Map<number, string>> {
  const table = tableNames().identity;
  const keys = [...new Set(userIds)].map((user_id) => userEntity().get({ user_id }).params<{ Key: object }>().Key);
  const found = await batchGet([{ table, keys: keys as Record<string, unknown>[], projection: ['user_id', 'email'] }]);
  const emails = (found.get(table) ?? []).flatMap((item) =>
    typeof item.email === 'string' ? [[Number(item.user_id), item.email] as const] : [],
  );
  return new Map(emails);
}

function payslipMail(
  to: string,
  name: string,
  run: { period_start: string; period_end: string; pay_date: string },
  link: string,
): MailMessage {
  const text = `Hello ${name},\n\nYour payslip for ${label(run)}, paid on ${formatLongDate(run.pay_date)}, is ready.\n\nView it here: ${link}\n`;
  const safe = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    to,
    subject: 'Your payslip is ready',
    text,
    html: `<p>Hello ${safe(name)},</p><p>Your payslip for ${label(run)}, paid on ${formatLongDate(run.pay_date)}, is ready.</p><p><a href="${safe(link)}">View your payslip</a></p>`,
  };
}

/**
 * POST /payroll/pay-runs/{id}/pay: marks a finalised run paid and e-mails each employee with a
 * linked account a link to their payslip (never the payslip itself). Marking it paid again answers
 * the run and sends nothing.
 */
export async function markPayRunPaid(payRunId: number): Promise<PayRunView> {
  const organizationId = runOrganization(payRunId);
  const run = await readPayRun(organizationId, payRunId);
  if (run.status === 'paid') return payRunView(run);
  if (run.status !== 'finalised') throw VisibleError.conflict('Only a finalised pay run can be marked as paid.');
  const now = new Date().toISOString();
  const result = await transactWrite([
    runUpdate(organizationId, payRunId, {
      expression: 'SET #status = :paid, paid_at = :now, updated_at = :now, version = version + :one',
      condition: '#status = :finalised',
      values: { ':paid': 'paid', ':finalised': 'finalised', ':now': now, ':one': 1 },
    }),
    auditPut({
      organizationId,
      module: 'payroll',
      action: 'update',
      record: { type: 'pay_run', id: payRunId, label: label(run) },
      summary: `Marked pay run ${label(run)} as paid`,
    }),
  ]);
  // Marked paid by a concurrent request, which sends the e-mails.
  if (result.canceled) return payRunView(await readPayRun(organizationId, payRunId));
  const slips = await payslipsOf(organizationId, payRunId);
  const employees = new Map<number, { name: string; user_id?: number }>();
  for (const part of chunk(
    slips.map((slip) => slip.employee_id),
    100,
  )) {
    for (const [id, employee] of await employeesOf(organizationId, part)) employees.set(id, employee);
  }
  const emails = await accountEmails([...employees.values()].flatMap((employee) => employee.user_id ?? []));
  const base = config().APP_URL.replace(/\/$/, '');
  const messages = slips.flatMap((slip) => {
    const employee = employees.get(slip.employee_id);
    const email = employee?.user_id ? emails.get(employee.user_id) : undefined;
    if (!employee || !email) return [];
    const link = `${base}/dashboard/payroll/payslips?payslip=${payslipId(payRunId, slip.employee_id)}`;
    return [payslipMail(email, employee.name, run, link)];
  });
  await sendAfterCommit('payslip', messages);
  return payRunView(await readPayRun(organizationId, payRunId));
}
