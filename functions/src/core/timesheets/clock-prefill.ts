import { utcToZoned } from '@wattle/shared/calendar';
import type { TimesheetEntrySource } from '@wattle/shared/timesheets';
import { attendanceDayEntity } from '../attendance/attendance-entities.ts';
import { punctualityOf } from '../attendance/shift-punctuality.ts';

/**
 * A new timesheet's prefill: the employee's closed clock records of the period, in the
 * organization's wall-clock time (the period itself is payroll's: core/payroll/timesheet-periods.ts).
 */

export interface PrefillDay {
  date: string;
  source: TimesheetEntrySource;
  entries: { start_time: string; end_time: string; break_minutes: number }[];
  /** The published shift the clock record was against, and how late or early (clock days only). */
  clock_shift?: {
    shift_id: number;
    start_time: string;
    end_time: string;
    arrival_minutes: number;
    departure_minutes?: number;
  };
}

const clockOf = (instant: string, timezone: string) => utcToZoned(instant, timezone).slice(11, 16);
const minutesBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

/**
 * The employee's clock records of the period (one Query): each closed day as one entry (its
 * closed breaks unpaid), and the dates of days left open (no clock-out).
 */
export async function clockPrefill(
  organizationId: number,
  employeeId: number,
  period: { period_start: string; period_end: string },
  timezone: string,
): Promise<{ days: PrefillDay[]; openDates: string[]; recordDates: ReadonlySet<string> }> {
  const { data } = await attendanceDayEntity()
    .query.byEmployee({ organization_id: organizationId, employee_id: employeeId })
    .between({ date: period.period_start }, { date: period.period_end })
    .go({ pages: 'all' });
  const days: PrefillDay[] = [];
  const openDates: string[] = [];
  for (const record of data.sort((a, b) => a.date.localeCompare(b.date))) {
    if (!record.clock_out) {
      openDates.push(record.date);
      continue;
    }
    const start = clockOf(record.clock_in, timezone);
    const end = clockOf(record.clock_out, timezone);
    const span = minutesBetween(record.clock_in, record.clock_out);
    const breaks = record.breaks.reduce((sum, item) => sum + (item.end ? minutesBetween(item.start, item.end) : 0), 0);
    // Under a minute, or past a day: nothing to prefill (the employee enters it by hand).
    if (start === end || span <= 0 || span >= 24 * 60) continue;
    const shift = punctualityOf(record);
    days.push({
      date: record.date,
      source: 'clock',
      entries: [{ start_time: start, end_time: end, break_minutes: breaks < span ? breaks : 0 }],
      ...(shift
        ? {
            clock_shift: {
              shift_id: shift.shift_id,
              start_time: shift.start_time,
              end_time: shift.end_time,
              arrival_minutes: shift.arrival_minutes,
              ...(shift.departure_minutes !== null ? { departure_minutes: shift.departure_minutes } : {}),
            },
          }
        : {}),
    });
  }
  return { days, openDates, recordDates: new Set(data.map((record) => record.date)) };
}
