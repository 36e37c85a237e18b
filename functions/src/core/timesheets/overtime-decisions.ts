import { isCalendarDate } from '@wattle/shared/calendar';
import { weekStartOf } from '@wattle/shared/pay-conditions/time-off-in-lieu';
import { OVERTIME_DECISION_LABELS, type OvertimeDecision } from '@wattle/shared/timesheet-constants';
import { overtimeDecisionInput } from '@wattle/shared/timesheets';
import { noAccess, organizationAccess } from '../access/permissions.ts';
import { VisibleError } from '../error.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { priced, type TimesheetPricing } from './timesheet-pricing.ts';
import {
  assertNotLocked,
  decider,
  nextVersion,
  peopleAndDepartments,
  readTimesheet,
  writeTimesheetChange,
} from './timesheet-store.ts';
import { mayApprove } from './timesheet-views.ts';

/**
 * A week's overtime decided (issue 27 §2 Overtime): paid as overtime, or taken as time off in lieu
 * where the employee's pay condition set allows it. By an approver of the timesheet (never its
 * employee), on an approved timesheet no finalised pay run paid; versioned and audited like every
 * timesheet change. The decision moves the version, so a payslip worked out before it is stale
 * (finalising refuses it until recalculated); pricing (shared time-off-in-lieu.ts) reads it.
 * Editing the timesheet (back to draft) clears its decisions.
 */

export const OVERTIME_MESSAGES = {
  notApproved: 'Only an approved timesheet’s overtime can be decided.',
  ownTimesheet: 'You cannot decide the overtime of your own timesheet.',
  notAWeek: 'Choose the first day of one of the timesheet’s weeks.',
  noOvertime: 'This week has no overtime to decide.',
  awardFree:
    'Time off instead of payment for overtime needs a pay condition set that allows it: this employee is award-free, so the overtime is paid.',
  notAllowed: (set: string) =>
    `${set} does not allow time off instead of payment for overtime (its rule “Time off instead of payment for overtime” is off): the overtime is paid.`,
} as const;

export interface OvertimeDecisionResult {
  timesheet_id: number;
  week_start: string;
  decision: OvertimeDecision;
  /** The timesheet's new version. */
  version: number;
}

/** PATCH /timesheets/{id}/overtime/{week_start}. */
export async function decideOvertime(
  organizationId: number,
  timesheetId: number,
  weekStart: string,
  input: unknown,
  pricing: TimesheetPricing,
): Promise<OvertimeDecisionResult> {
  const data = parseInput(overtimeDecisionInput, input);
  const [item, { directory }] = await Promise.all([
    readTimesheet(organizationId, timesheetId),
    peopleAndDepartments(organizationId),
  ]);
  if (organizationAccess().employeeId === item.employee_id) throw VisibleError.conflict(OVERTIME_MESSAGES.ownTimesheet);
  if (!mayApprove(item.employee_id, directory)) throw noAccess();
  assertNotLocked(item);
  checkVersion(data.version, item.version);
  if (item.status !== 'approved') throw VisibleError.conflict(OVERTIME_MESSAGES.notApproved);
  if (
    !isCalendarDate(weekStart) ||
    weekStart < item.period_start ||
    weekStart > item.period_end ||
    weekStartOf(item.period_start, weekStart) !== weekStart
  )
    throw VisibleError.validation({ week_start: [OVERTIME_MESSAGES.notAWeek] });
  const sheet = (await priced(pricing, organizationId, [item])).get(item.timesheet_id);
  const overtime = (sheet?.pay?.lines ?? []).some(
    (line) => line.category.startsWith('overtime') && weekStartOf(item.period_start, line.date) === weekStart,
  );
  if (!overtime) throw VisibleError.validation({ week_start: [OVERTIME_MESSAGES.noOvertime] });
  if (data.decision === 'time_off' && !sheet?.time_off_rule)
    throw VisibleError.validation({
      decision: [
        sheet?.pay_condition_set_id
          ? OVERTIME_MESSAGES.notAllowed(sheet.pay_condition_set_name ?? 'The employee’s pay condition set')
          : OVERTIME_MESSAGES.awardFree,
      ],
    });
  const by = decider();
  const decision = {
    week_start: weekStart,
    decision: data.decision,
    ...(data.comment ? { comment: data.comment } : {}),
    decided_by: by.decided_by,
    decided_by_user_id: by.decided_by_user_id,
    decided_at: by.decided_at,
  };
  const others = (item.overtime_decisions ?? []).filter((row) => row.week_start !== weekStart);
  const before = item.overtime_decisions?.find((row) => row.week_start === weekStart);
  const after = nextVersion(item, {
    overtime_decisions: [...others, decision].sort((a, b) => a.week_start.localeCompare(b.week_start)),
  });
  await writeTimesheetChange(
    item,
    after,
    `Decided the overtime of ${item.employee_name} in the week of ${weekStart}: ${OVERTIME_DECISION_LABELS[data.decision].toLowerCase()}`,
    [
      {
        field: `overtime.${weekStart}`,
        label: `Overtime in the week of ${weekStart}`,
        before: before ? OVERTIME_DECISION_LABELS[before.decision] : null,
        after: OVERTIME_DECISION_LABELS[data.decision],
      },
      ...(data.comment ? [{ field: 'overtime_comment', label: 'Comment', before: null, after: data.comment }] : []),
    ],
  );
  return {
    timesheet_id: item.timesheet_id,
    week_start: weekStart,
    decision: {
      week_start: weekStart,
      decision: data.decision,
      comment: data.comment ?? null,
      decided_by: by.decided_by,
      decided_at: by.decided_at,
    },
    version: after.version,
  };
}
