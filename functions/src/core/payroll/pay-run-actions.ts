import { BatchGetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { formatDayRange, formatLongDate } from '@wattle/shared/calendar';
import { formatAud } from '@wattle/shared/money';
import type { PayRunView } from '@wattle/shared/pay-runs';
import { useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { config } from '../config.ts';
import { dynamo, tableNames } from '../db/client.ts';
import { isConditionalFailure } from '../db/errors.ts';
import { rawItem, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { type MailMessage, sendAfterCommit } from '../mail/mailer.ts';
import { nextPeriod } from './pay-periods.ts';
import { employeesOf } from './pay-run-inputs.ts';
import { refuseStaleLeave } from './pay-run-recalculate.ts';
import { payRunView, payslipId, runKey } from './pay-run-store.ts';
import { chunk, payslipsOf, readPayRun, runOrganization, taskPut, writeWithTasks } from './pay-runs.ts';

/** Finalising a run in review (refused while any payslip has a problem) and marking a finalised run paid. */

const pad = (id: number) => String(id).padStart(12, '0');
const label = (run: { period_start: string; period_end: string }) => formatDayRange(run.period_start, run.period_end);

/** "Ann", "Ann and Bob", "Ann, Bob and Cy", "Ann, Bob, Cy, Di, Ed and 3 others". */
function namesOf(names: readonly string[]): string {
  const shown = names.length > 6 ? [...names.slice(0, 5), `${names.length - 5} others`] : [...names];
  return shown.length === 1 ? (shown[0] as string) : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

/** The employee ids of a run's calculate tasks (the employees it covers), task by task. */
async function calculateSlices(organizationId: number, payRunId: number): Promise<number[][]> {
  const slices: number[][] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableNames().payroll,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `org#${organizationId}`, ':prefix': `run#${pad(payRunId)}#task#` },
        ProjectionExpression: 'kind, employee_ids',
        ExclusiveStartKey: cursor,
        ConsistentRead: true,
      }),
    );
    for (const item of page.Items ?? []) if (item.kind === 'calculate') slices.push(item.employee_ids as number[]);
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return slices;
}

/** Moves the schedule's next period on past a finalised regular run (when it still points at it). */
async function advanceSchedule(run: Awaited<ReturnType<typeof readPayRun>>): Promise<void> {
  if (run.adjusts_pay_run_id !== undefined) return;
  const next = nextPeriod({ frequency: run.frequency, period_start: run.period_start, pay_date: run.pay_date });
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableNames().payroll,
        Key: { pk: `org#${run.organization_id}`, sk: `schedule#${pad(run.pay_schedule_id)}` },
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
      }),
    );
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
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
  const slices = await calculateSlices(organizationId, payRunId);
  const now = new Date().toISOString();
  const user = useUser();
  const first = [
    rawItem({
      Update: {
        TableName: tableNames().payroll,
        Key: runKey(organizationId, payRunId),
        UpdateExpression:
          'SET #status = :finalising, tasks_total = :total, tasks_done = :zero, finalised_by = :by, finalised_at = :now, updated_at = :now, version = version + :one',
        ConditionExpression: '#status = :review AND version = :version',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':finalising': 'finalising',
          ':review': 'review',
          ':total': slices.length,
          ':zero': 0,
          ':by': user.name,
          ':now': now,
          ':one': 1,
          ':version': run.version,
        },
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

/** E-mail addresses of the linked accounts of these employees (one BatchGet per hundred). */
async function accountEmails(userIds: readonly number[]): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  for (const part of chunk([...new Set(userIds)], 100)) {
    let keys: Record<string, unknown>[] | undefined = part.map((id) => ({ pk: `user#${id}`, sk: 'user' }));
    while (keys && keys.length > 0) {
      const answer = await dynamo().send(
        new BatchGetCommand({
          RequestItems: { [tableNames().identity]: { Keys: keys, ProjectionExpression: 'user_id, email' } },
        }),
      );
      for (const item of answer.Responses?.[tableNames().identity] ?? []) {
        if (typeof item.email === 'string') found.set(Number(item.user_id), item.email);
      }
      keys = answer.UnprocessedKeys?.[tableNames().identity]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return found;
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
    rawItem({
      Update: {
        TableName: tableNames().payroll,
        Key: runKey(organizationId, payRunId),
        UpdateExpression: 'SET #status = :paid, paid_at = :now, updated_at = :now, version = version + :one',
        ConditionExpression: '#status = :finalised',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':paid': 'paid', ':finalised': 'finalised', ':now': now, ':one': 1 },
      },
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
