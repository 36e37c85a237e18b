import type { AuState } from '@wattle/shared/work-pattern';
import type { HolidayForCounting } from './accrual.ts';

/** The public holidays a request's days and the team calendar take from public-holidays.ts. */

export async function holidaysForCounting(
  _organizationId: number,
  _state: AuState,
  _from: string,
  _to: string,
): Promise<HolidayForCounting[]> {
  throw new Error('public holidays: wired when work-pattern-holidays is merged');
}

export async function holidaysForCalendar(
  _organizationId: number,
  _state: AuState,
  _from: string,
  _to: string,
): Promise<{ date: string; name: string }[]> {
  throw new Error('public holidays: wired when work-pattern-holidays is merged');
}
