import { type HolidaySource, holidayKey, type PublicHoliday } from '@wattle/shared/public-holidays';
import { AU_STATES, type AuState } from '@wattle/shared/work-pattern';
import type Holidays from 'date-holidays';
import { type HolidayCorrectionItem, holidayCorrections } from './public-holiday-entity.ts';

/**
 * Public holidays (NES s 114–116: an employee is entitled to be absent on a public holiday, and is
 * paid for the ordinary hours they would have worked; a day of leave that falls on one is not
 * leave, s 89 and s 98). The list is date-holidays' for Australia and the state (its "public" type
 * only: bank holidays, observances and school terms are not public holidays), merged with the
 * organization's corrections (public-holiday-entity.ts). date-holidays gives a part-day holiday a
 * start that is not midnight: Christmas Eve and New Year's Eve from 19:00 in SA and NT, so those
 * come with `from_time`.
 */

export interface GeneratedHoliday {
  id: string;
  date: string;
  name: string;
  from_time?: string;
}

// date-holidays is slow to build (~100 ms a state) and its answers never change: keep both.
const calendars = new Map<string, Holidays>();
const years = new Map<string, GeneratedHoliday[]>();
let HolidayCalendar: typeof Holidays | undefined;

/**
 * Loads date-holidays (with moment-timezone's zone data and astronomia: 1.3 MB of the bundle) on
 * first use, so a cold start of a function that can count holidays does not pay for it (issue 26).
 * The async functions below load it themselves; the synchronous ones (and super-rules.ts's business
 * days) need it loaded first: the routes and the worker that reach them await this.
 */
export async function loadHolidayCalendars(): Promise<void> {
  HolidayCalendar ??= (await import('date-holidays')).default;
}

function calendarOf(state: AuState | null): Holidays {
  if (!HolidayCalendar) throw new Error('public holidays: await loadHolidayCalendars() before reading a calendar');
  const key = state ?? 'AU';
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = state ? new HolidayCalendar('AU', state) : new HolidayCalendar('AU');
    calendars.set(key, calendar);
  }
  return calendar;
}

/**
 * Days date-holidays lists for Australia as a whole that are not national public holidays. The
 * national ones are those of the Fair Work Act 2009 s 115(1)(a): 1 January, 26 January, Good
 * Friday, Easter Monday, 25 April, the King's birthday (a different day in each state, so in no
 * national list), 25 and 26 December. Easter Saturday and Easter Sunday are declared by the states
 * (s 115(1)(b)), not everywhere (Tasmania declares neither; Western Australia only Easter Sunday),
 * so they appear in the states' lists only.
 */
const STATE_DECLARED_ONLY: ReadonlySet<string> = new Set(['Easter Saturday', 'Easter Sunday']);

/** date-holidays' public holidays of `state` (null: national only) in `year`, by date. */
export function generatedHolidays(state: AuState | null, year: number): GeneratedHoliday[] {
  const cacheKey = `${state ?? 'AU'}:${year}`;
  const cached = years.get(cacheKey);
  if (cached) return cached;
  const holidays = calendarOf(state)
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    .filter((holiday) => state !== null || !STATE_DECLARED_ONLY.has(holiday.name))
    .map((holiday) => {
      // "2026-12-24 19:00:00": the local day and, when not midnight, the time it starts.
      const date = holiday.date.slice(0, 10);
      const start = holiday.date.slice(11, 16);
      return {
        id: holidayKey(date, holiday.name),
        date,
        name: holiday.name,
        ...(start && start !== '00:00' ? { from_time: start } : {}),
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
  years.set(cacheKey, holidays);
  return holidays;
}

/** The generated day with this key in any state (or nationally) in the key's year. */
export function findGenerated(key: string): GeneratedHoliday | undefined {
  const year = Number(key.slice(0, 4));
  for (const state of [null, ...AU_STATES]) {
    const found = generatedHolidays(state, year).find((holiday) => holiday.id === key);
    if (found) return found;
  }
  return undefined;
}

const appliesIn = (correction: HolidayCorrectionItem, state: AuState | null) =>
  correction.all_states || (state !== null && (correction.states ?? []).includes(state));

const withTime = (holiday: { from_time?: string | null }) =>
  holiday.from_time ? { from_time: holiday.from_time } : {};

/**
 * The holidays of `state` from `from` to `to` (inclusive): generated ones, less those the
 * organization removed, with its corrections applied, and the days it added for that state (or
 * all). Without a state, the national holidays and days added for all states. Sorted by date.
 */
export function mergeHolidays(
  generated: readonly GeneratedHoliday[],
  corrections: readonly HolidayCorrectionItem[],
  state: AuState | null,
  from: string,
  to: string,
): PublicHoliday[] {
  const byKey = new Map(corrections.map((correction) => [correction.holiday_key, correction]));
  const list: PublicHoliday[] = [];
  const source: HolidaySource = 'generated';
  for (const holiday of generated) {
    const correction = byKey.get(holiday.id);
    if (correction?.kind === 'removed') continue;
    if (correction?.kind === 'corrected') {
      list.push({
        id: holiday.id,
        date: correction.date,
        name: correction.name,
        ...withTime(correction),
        source,
        corrected: { date: holiday.date, name: holiday.name },
        version: correction.version,
      });
      continue;
    }
    list.push({ ...holiday, source, version: 0 });
  }
  for (const correction of corrections) {
    if (correction.kind !== 'added' || !appliesIn(correction, state)) continue;
    list.push({
      id: correction.holiday_key,
      date: correction.date,
      name: correction.name,
      ...withTime(correction),
      source: 'organization',
      states: correction.all_states ? 'all' : ((correction.states ?? []) as AuState[]),
      version: correction.version,
    });
  }
  return list
    .filter((holiday) => holiday.date >= from && holiday.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

/** The generated days of the list that the organization removed, as date-holidays has them. */
export function removedHolidays(
  generated: readonly GeneratedHoliday[],
  corrections: readonly HolidayCorrectionItem[],
): PublicHoliday[] {
  const removed = new Set(
    corrections.filter((correction) => correction.kind === 'removed').map((correction) => correction.holiday_key),
  );
  return generated
    .filter((holiday) => removed.has(holiday.id))
    .map((holiday) => ({ ...holiday, source: 'generated', version: 0 }));
}

/** The generated days of `state` (null: national) in every year from `from` to `to`. */
export function generatedBetween(state: AuState | null, from: string, to: string): GeneratedHoliday[] {
  const generated: GeneratedHoliday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    generated.push(...generatedHolidays(state, year));
  }
  return generated;
}

/**
 * The public holidays an employee of `state` has from `from` to `to` (YYYY-MM-DD, inclusive), as
 * the organization keeps them: one Query of its corrections. `state` null (an employee not yet
 * given one): national holidays only.
 */
export async function publicHolidaysFor(
  organizationId: number,
  state: AuState | null,
  from: string,
  to: string,
): Promise<PublicHoliday[]> {
  await loadHolidayCalendars();
  return mergeHolidays(generatedBetween(state, from, to), await holidayCorrections(organizationId), state, from, to);
}
