import { isAuState } from '@wattle/shared/address';
import { showDay } from '@wattle/shared/calendar';
import type { EmployeeData } from '@wattle/shared/employees';
import {
  type AuState,
  defaultWorkPattern,
  describeWorkPattern,
  type EmployeeWorkPattern,
  periodOn,
  type Weekday,
  type WorkPatternPeriod,
} from '@wattle/shared/work-pattern';
import { WORK_PATTERN_MESSAGES } from '@wattle/shared/work-pattern-input';
import { VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import type { EmployeeItem } from './employee-entity.ts';
import type { FieldChange } from './history.ts';

/**
 * The employee's work pattern over time (NES: ordinary hours drive accrual; the state sets the
 * public holidays). Stored on the employee item as `work_pattern_periods`, sorted by
 * effective_from, the first from the joining date. A record saved before the pattern existed has
 * none: it reads as the default (38 h over Mon to Fri, no state) from its joining date.
 */

type StoredPeriod = NonNullable<EmployeeItem['work_pattern_periods']>[number];

const fromStored = (period: StoredPeriod): WorkPatternPeriod => ({
  effective_from: period.effective_from,
  state: (period.state as AuState | undefined) ?? null,
  ordinary_hours_per_week: period.ordinary_hours_per_week,
  work_days: period.work_days as Weekday[],
  ...fieldsOf(period, 'shiftworker', 'start_time', 'employment_type'),
});

/** What the item stores (no null state: DynamoDB maps leave it out). */
export const toStored = (period: WorkPatternPeriod): StoredPeriod => {
  const { state, ...rest } = period;
  return { ...rest, work_days: [...period.work_days], ...(state ? { state } : {}) };
};

/** The employee's periods, or the default from the joining date for a record that has none. */
export function workPatternOf(
  item: Pick<EmployeeItem, 'work_pattern_periods' | 'employment_type' | 'joining_date'>,
): WorkPatternPeriod[] {
  const stored = item.work_pattern_periods ?? [];
  if (stored.length === 0) return [defaultWorkPattern(item.employment_type, item.joining_date)];
  return stored.map(fromStored).sort((a, b) => a.effective_from.localeCompare(b.effective_from));
}

/** The pattern fields of the answer: the period in force on `today` (the first, before joining). */
export function employeeWorkPattern(periods: WorkPatternPeriod[], today: string): EmployeeWorkPattern {
  const current = periodOn(periods, today) ?? (periods[0] as WorkPatternPeriod);
  return {
    state: current.state,
    ordinary_hours_per_week: current.ordinary_hours_per_week,
    work_days: [...current.work_days],
    shiftworker: current.shiftworker,
    start_time: current.start_time,
    work_pattern_periods: periods,
  };
}

const samePattern = (a: WorkPatternPeriod, b: WorkPatternPeriod) =>
  a.state === b.state &&
  a.ordinary_hours_per_week === b.ordinary_hours_per_week &&
  a.work_days.join() === b.work_days.join() &&
  a.shiftworker === b.shiftworker &&
  a.start_time === b.start_time &&
  a.employment_type === b.employment_type;

/** The first period starts on the joining date: earlier ones fold into it, a later first one moves back. */
function alignToJoining(periods: WorkPatternPeriod[], joiningDate: string): WorkPatternPeriod[] {
  const first = periodOn(periods, joiningDate) ?? (periods[0] as WorkPatternPeriod);
  return [
    { ...first, effective_from: joiningDate },
    ...periods.filter((period) => period.effective_from > joiningDate),
  ];
}

/** Drops a period that repeats the one before it. */
const withoutRepeats = (periods: WorkPatternPeriod[]) =>
  periods.filter((period, index) => {
    const previous = periods[index - 1];
    return !previous || !samePattern(previous, period);
  });

export const formatPatternDay = showDay;

export interface WorkPatternUpdate {
  periods: WorkPatternPeriod[];
  /** Whether the periods differ from those stored (or read as the default). */
  changed: boolean;
  /** The history entry, when the pattern in force from the day changed (not only the employment type). */
  change: FieldChange | null;
}

const homeState = (data: EmployeeData): AuState | null =>
  isAuState(data.address_state) ? (data.address_state as AuState) : null;

/**
 * The periods after a create or an update. The sent fields form the pattern from
 * `work_pattern_effective_from` (default: `today`, or the joining date when later; a create always
 * starts on the joining date); fields left out keep the pattern in force that day. A period on the
 * same day is replaced, later ones stay; an employment type change applies to every period from
 * that day on.
 */
export function nextWorkPattern(
  current: Pick<EmployeeItem, 'work_pattern_periods' | 'employment_type' | 'joining_date'> | null,
  data: EmployeeData,
  today: string,
): WorkPatternUpdate {
  const existing = current ? alignToJoining(workPatternOf(current), data.joining_date) : [];
  const from = current
    ? (data.work_pattern_effective_from ?? (today > data.joining_date ? today : data.joining_date))
    : data.joining_date;
  if (from < data.joining_date) {
    throw VisibleError.validation({ work_pattern_effective_from: [WORK_PATTERN_MESSAGES.beforeJoining] });
  }
  const base = periodOn(existing, from) ?? defaultWorkPattern(data.employment_type, data.joining_date);
  // The employee's type is one current value: only a change of it moves the periods' types.
  const typeChanged = !current || data.employment_type !== current.employment_type;
  const period: WorkPatternPeriod = {
    effective_from: from,
    // A new employee's work state, when the body leaves it out, is their home address's state:
    // addresses are Australian, the workspace's country (null, national holidays only, is a choice).
    state: data.state !== undefined ? data.state : current ? base.state : homeState(data),
    ordinary_hours_per_week: data.ordinary_hours_per_week ?? base.ordinary_hours_per_week,
    work_days: data.work_days ?? [...base.work_days],
    shiftworker: data.shiftworker ?? base.shiftworker,
    start_time: data.start_time ?? base.start_time,
    employment_type: typeChanged ? data.employment_type : base.employment_type,
  };
  const periods = withoutRepeats([
    ...existing.filter((entry) => entry.effective_from < from),
    period,
    ...existing
      .filter((entry) => entry.effective_from > from)
      .map((entry) => (typeChanged ? { ...entry, employment_type: data.employment_type } : entry)),
  ]);
  const changed = !current || JSON.stringify(periods) !== JSON.stringify(workPatternOf(current));
  const before = describeWorkPattern(base);
  const after = describeWorkPattern(period);
  if (!current || !changed || before === after) return { periods, changed, change: null };
  // describeChanges writes it as "Work pattern changed from 1 Dec 2026: 22.8 h over Mon, Wed, Fri; …".
  return {
    periods,
    changed,
    change: { field: 'work_pattern', label: `Work pattern changed from ${formatPatternDay(from)}`, before, after },
  };
}
