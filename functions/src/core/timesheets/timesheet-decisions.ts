import { type Timesheet, timesheetDecisionInput } from '@wattle/shared/timesheets';
import { noAccess, organizationAccess } from '../access/permissions.ts';
import { VisibleError } from '../error.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { timesheetExceptionsOf } from './timesheet-exceptions.ts';
import type { TimesheetPricing } from './timesheet-pricing.ts';
import { TIMESHEET_MESSAGES } from './timesheet-rules.ts';
import {
  assertNotLocked,
  decider,
  nextVersion,
  peopleAndDepartments,
  readTimesheet,
  writeTimesheetChange,
} from './timesheet-store.ts';
import { mayApprove, toTimesheet } from './timesheet-views.ts';

/** A timesheet's steps: submitted by whoever may enter it, approved or rejected by an approver who is not its employee. */

async function readBoth(organizationId: number, timesheetId: number) {
  const [item, people] = await Promise.all([
    readTimesheet(organizationId, timesheetId),
    peopleAndDepartments(organizationId),
  ]);
  return { item, ...people };
}

/** POST /timesheets/{id}/submit: a draft (or rejected) timesheet goes to its approvers. */
export async function submitTimesheet(
  organizationId: number,
  timesheetId: number,
  input: unknown,
  pricing: TimesheetPricing,
): Promise<Timesheet> {
  const data = parseInput(timesheetDecisionInput, input);
  const { item, directory, departments } = await readBoth(organizationId, timesheetId);
  assertNotLocked(item);
  checkVersion(data.version, item.version);
  if (item.status !== 'draft' && item.status !== 'rejected') throw VisibleError.conflict(TIMESHEET_MESSAGES.notDraft);
  const after = nextVersion(item, { status: 'submitted', submitted_at: new Date().toISOString() });
  await writeTimesheetChange(item, after, `Submitted the timesheet of ${item.employee_name}`, [
    { field: 'status', label: 'Status', before: item.status, after: 'submitted' },
  ]);
  return toTimesheet(after, directory, departments, await timesheetExceptionsOf(after, pricing));
}

/**
 * PATCH /timesheets/{id}/approve|reject: a submitted timesheet, by an approver whose reach holds
 * its employee (never its employee); a rejection says why.
 */
export async function decideTimesheet(
  organizationId: number,
  timesheetId: number,
  decision: 'approved' | 'rejected',
  input: unknown,
  pricing: TimesheetPricing,
): Promise<Timesheet> {
  const data = parseInput(timesheetDecisionInput, input);
  if (decision === 'rejected' && !data.comment)
    throw VisibleError.validation({ comment: [TIMESHEET_MESSAGES.commentRequired] });
  const { item, directory, departments } = await readBoth(organizationId, timesheetId);
  if (organizationAccess().employeeId === item.employee_id)
    throw VisibleError.conflict(TIMESHEET_MESSAGES.ownTimesheet);
  if (!mayApprove(item.employee_id, directory)) throw noAccess();
  assertNotLocked(item);
  checkVersion(data.version, item.version);
  if (item.status !== 'submitted') throw VisibleError.conflict(TIMESHEET_MESSAGES.notSubmitted);
  const after = nextVersion(item, {
    status: decision,
    ...decider(),
    ...(data.comment ? { comment: data.comment } : { comment: undefined }),
  });
  if (!data.comment) delete after.comment;
  await writeTimesheetChange(
    item,
    after,
    `${decision === 'approved' ? 'Approved' : 'Rejected'} the timesheet of ${item.employee_name}`,
    [
      { field: 'status', label: 'Status', before: item.status, after: decision },
      ...(data.comment
        ? [{ field: 'comment', label: 'Comment', before: item.comment ?? null, after: data.comment }]
        : []),
    ],
  );
  return toTimesheet(after, directory, departments, await timesheetExceptionsOf(after, pricing));
}
