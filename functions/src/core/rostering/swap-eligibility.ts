import { addDays, formatLongDate } from '@wattle/shared/calendar';
import type { RosterCheck } from '@wattle/shared/roster-constants';
import type { ShiftSwapCheck, SwapCandidate } from '@wattle/shared/shift-swap-constants';
import { organizationAccess } from '../access/permissions.ts';
import type { DirectoryEntry } from '../employees/directory.ts';
import { fieldsOf } from '../item-fields.ts';
import { leaveBetween } from '../leave/team-calendar.ts';
import { loadOrganizationStructure } from '../tenancy/structure.ts';
import { otherDepartmentShifts, unavailabilityFrom } from './cross-department.ts';
import {
  byStart,
  checkWeek,
  employmentProblem,
  leaveMessage,
  mondayOf,
  type RosterLeave,
  type RosterShift,
  shiftsOverlap,
} from './roster-checks.ts';
import type { ShiftItem } from './roster-entities.ts';
import type { RosterPricing } from './roster-pricing.ts';
import { rosterSeverities } from './roster-settings.ts';
import { departmentShifts } from './roster-view.ts';

/**
 * Who may take a shift (issue 28 §3): a colleague of the shift's department (not its holder),
 * employed on its date, not on approved leave that day, with no shift of theirs overlapping it, and
 * whose roster, with the shift theirs, raises no check the organization set to `block` (the checks
 * of core/rostering/roster-checks.ts, run on their Monday week with and without the shift: what the
 * shift adds). Checks that only warn are kept for the approver. The shift's role is shown, not
 * enforced: the roster records no one's roles.
 *
 * Reads: ONE Query of the department's shifts over the shift's Monday week (with the day before and
 * after), the leave of the day, the settings, the organization's unavailability and departments,
 * and their pay terms for the week in one call (as the roster reads them); then each colleague's
 * shifts in other departments over the same days (one Query each, 8 at once, none when the
 * organization has one department: cross-department.ts), which count in the overlap and the checks
 * as their own do. An employee (rostering scope `self`) is told only that a colleague is on leave,
 * not its type or dates.
 */

/** What an employee is told of a colleague's leave (its type is not theirs to see). */
export const ON_LEAVE = 'On approved leave that day.';

/** Checks the eligibility handles itself (never warnings): leave and employment make one ineligible. */
const PERSON_RULES = new Set(['on_leave', 'not_employed']);

const toSwapCheck = (check: RosterCheck): ShiftSwapCheck => ({
  ...fieldsOf(check, 'rule', 'clause', 'severity', 'message', 'unverified'),
});

export async function swapCandidates(
  shift: ShiftItem,
  candidates: readonly DirectoryEntry[],
  pricing: RosterPricing,
): Promise<SwapCandidate[]> {
  if (candidates.length === 0) return [];
  const organizationId = shift.organization_id;
  const monday = mondayOf(shift.date);
  const sunday = addDays(monday, 6);
  const read = { from: addDays(monday, -1), to: addDays(sunday, 1) };
  const [stored, leave, severity, structure, unavailable, terms] = await Promise.all([
    departmentShifts(organizationId, shift.department_id, read.from, read.to),
    leaveBetween(organizationId, shift.date, shift.date),
    rosterSeverities(organizationId),
    loadOrganizationStructure(organizationId),
    unavailabilityFrom(organizationId, read.from),
    pricing.terms(
      organizationId,
      candidates.map((entry) => ({
        key: String(entry.employee_id),
        employee_id: entry.employee_id,
        period_start: monday,
        period_end: sunday,
      })),
    ),
  ]);
  const elsewhere = await otherDepartmentShifts(
    organizationId,
    shift.department_id,
    candidates.map((entry) => entry.employee_id),
    read,
    structure.departments.keys(),
  );
  const all = [...stored, ...elsewhere];
  const unavailability = new Map<number, typeof unavailable>();
  for (const entry of unavailable)
    unavailability.set(entry.employee_id, [...(unavailability.get(entry.employee_id) ?? []), entry]);
  // A colleague's leave is named (its type and dates) only to those who roster beyond themselves.
  const detailed = organizationAccess().scope !== 'self';
  const leaveOf = new Map<number, RosterLeave[]>();
  for (const entry of leave) leaveOf.set(entry.employee_id, [...(leaveOf.get(entry.employee_id) ?? []), entry]);
  return candidates.map((entry): SwapCandidate => {
    const name = `${entry.first_name} ${entry.last_name}`;
    const employment = { joining_date: entry.joining_date, last_working_day: entry.last_working_day };
    const reasons: string[] = [];
    const problem = employmentProblem(shift.date, employment);
    if (problem) reasons.push(`${problem}.`);
    const onLeave = (leaveOf.get(entry.employee_id) ?? []).find((item) => item.status === 'approved');
    if (onLeave) reasons.push(detailed ? `${leaveMessage(onLeave)}.` : ON_LEAVE);
    const own: RosterShift[] = all
      .filter((item) => item.employee_id === entry.employee_id && item.shift_id !== shift.shift_id)
      .sort(byStart);
    const taken: RosterShift = { ...shift, employee_id: entry.employee_id };
    const clash = own.find((item) => shiftsOverlap(item, taken));
    if (clash) reasons.push(`Already rostered ${clash.start_time}–${clash.end_time} on ${formatLongDate(clash.date)}.`);
    const week = own.filter((item) => item.date >= monday && item.date <= sunday);
    const previous = own.filter((item) => item.date < monday).at(-1);
    const context = {
      employment: new Map([[entry.employee_id, employment]]),
      leave: leaveOf,
      severity,
      unavailability,
    };
    const input = {
      employee_id: entry.employee_id,
      week_start: monday,
      previous,
      terms: terms.get(String(entry.employee_id)),
    };
    const key = (check: RosterCheck) => `${check.rule}#${check.shift_id}`;
    const before = new Set(checkWeek({ ...input, shifts: week }, context).checks.map(key));
    const added = checkWeek({ ...input, shifts: [...week, taken] }, context).checks.filter(
      (check) => !before.has(key(check)) && !PERSON_RULES.has(check.rule),
    );
    for (const check of added) if (check.severity === 'block') reasons.push(`${check.message}.`);
    return {
      employee_id: entry.employee_id,
      name,
      eligible: reasons.length === 0,
      reasons,
      warnings: added.filter((check) => check.severity === 'warn').map(toSwapCheck),
    };
  });
}

/** The colleagues who could take the shift: its department's people, not trashed, not its holder. */
export function colleaguesOf(directory: readonly DirectoryEntry[], shift: ShiftItem): DirectoryEntry[] {
  return directory.filter(
    (entry) =>
      !entry.trashed_at && entry.department_id === shift.department_id && entry.employee_id !== shift.employee_id,
  );
}
