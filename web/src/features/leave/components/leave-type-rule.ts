import type { LeaveType } from '@wattle/shared/leave-types';

/** How a type's balance builds, in words. */
export function ruleOf(type: LeaveType): string {
  if (type.code === 'long_service') return 'Accrues by state (e.g. NSW 8.6667 weeks after 10 years)';
  if (type.code === 'fdv') return '10 days each year of service, in full from day one';
  if (type.balance === 'accruing') {
    const shift = type.shiftworker_weeks_per_year ? ` (${type.shiftworker_weeks_per_year} for shiftworkers)` : '';
    const cap = type.carry_over_cap_hours ? `; carries over up to ${type.carry_over_cap_hours} h` : '';
    return `${type.weeks_per_year} weeks a year${shift}${cap}`;
  }
  if (type.balance === 'fixed') return `${type.hours_per_year} h each year of service`;
  if (type.days_per_occasion) return `${type.days_per_occasion} days per occasion`;
  return 'No balance';
}
