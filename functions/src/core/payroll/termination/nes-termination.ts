import { addDays } from '@wattle/shared/employee-lifecycle';

/**
 * The National Employment Standards on termination (Fair Work Act 2009), as data with their
 * sections: the minimum period of notice (s 117(3)) and redundancy pay (s 119(2)), and the small
 * business exemption from redundancy pay (s 121(1)(b): fewer than 15 employees).
 * Sources: https://www.fairwork.gov.au/ending-employment/notice-and-final-pay and
 * https://www.fairwork.gov.au/ending-employment/redundancy/redundancy-pay-and-entitlements
 * (s 117 read here in the Act's text: http://www5.austlii.edu.au/au/legis/cth/num_act/fwa2009114/s117.html).
 */

/** s 117(3)(a): [more than this many years of continuous service, weeks of notice], longest first. */
export const NES_NOTICE_WEEKS: readonly (readonly [number, number])[] = [
  [5, 4],
  [3, 3],
  [1, 2],
  [0, 1],
];

/** s 119(2): [at least this many complete years of continuous service, weeks of redundancy pay], longest first. */
export const NES_REDUNDANCY_WEEKS: readonly (readonly [number, number])[] = [
  [10, 12],
  [9, 16],
  [8, 14],
  [7, 13],
  [6, 11],
  [5, 10],
  [4, 8],
  [3, 7],
  [2, 6],
  [1, 4],
];

/** s 121(1)(b): an employer with fewer than this many employees is a small business employer. */
export const SMALL_BUSINESS_EMPLOYEES = 15;

/** The day `years` years after `day` (29 February → 28 February). */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-') as [string, string, string];
  const target = `${String(Number(year) + years).padStart(4, '0')}-${month}-${date}`;
  return month === '02' && date === '29' && !isLeapYear(Number(year) + years)
    ? `${String(Number(year) + years).padStart(4, '0')}-02-28`
    : target;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Complete years of continuous service from the joining date to the end of `lastDay`. */
export function completedYears(joiningDate: string, lastDay: string): number {
  const dayAfter = addDays(lastDay, 1);
  let years = 0;
  while (addYears(joiningDate, years + 1) <= dayAfter) years += 1;
  return years;
}

/** Whether service from `joiningDate` to the end of `day` is more than `years` years. */
const moreThan = (joiningDate: string, day: string, years: number) => addDays(day, 1) > addYears(joiningDate, years);

/** Age in whole years on a day. */
export function ageOn(dateOfBirth: string, day: string): number {
  let age = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  if (day.slice(5) < dateOfBirth.slice(5)) age -= 1;
  return age;
}

/**
 * s 117(3): the minimum notice in weeks for continuous service to the end of the day notice is
 * given, plus a week for an employee over 45 with at least 2 complete years of service.
 */
export function nesNoticeWeeks(joiningDate: string, noticeDay: string, dateOfBirth?: string): number {
  const [, weeks] = NES_NOTICE_WEEKS.find(([years]) => years === 0 || moreThan(joiningDate, noticeDay, years)) ?? [
    0, 1,
  ];
  const over45 = dateOfBirth !== undefined && ageOn(dateOfBirth, noticeDay) > 45;
  return over45 && completedYears(joiningDate, noticeDay) >= 2 ? weeks + 1 : weeks;
}

/** s 119(2): weeks of redundancy pay for the complete years of continuous service (0 under a year). */
export function nesRedundancyWeeks(completeYears: number): number {
  return NES_REDUNDANCY_WEEKS.find(([years]) => completeYears >= years)?.[1] ?? 0;
}
