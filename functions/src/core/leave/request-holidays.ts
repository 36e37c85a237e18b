import type { AuState } from '@wattle/shared/work-pattern';
import type { HolidayForCounting } from './accrual.ts';
import { publicHolidaysFor } from './public-holidays.ts';

/**
 * The public holidays a request's days and the team calendar take from public-holidays.ts (the
 * generated days of the state, or the national ones when no state is entered, with the
 * organization's corrections).
 */

export async function holidaysForCounting(
  organizationId: number,
  state: AuState | null,
  from: string,
  to: string,
): Promise<HolidayForCounting[]> {
  return (await publicHolidaysFor(organizationId, state, from, to)).map((holiday) => ({
    date: holiday.date,
    ...(holiday.from_time ? { from_time: holiday.from_time } : {}),
  }));
}

export async function holidaysForCalendar(
  organizationId: number,
  state: AuState | null,
  from: string,
  to: string,
): Promise<{ date: string; name: string }[]> {
  return (await publicHolidaysFor(organizationId, state, from, to)).map((holiday) => ({
    date: holiday.date,
    name: holiday.from_time ? `${holiday.name} (from ${holiday.from_time})` : holiday.name,
  }));
}
