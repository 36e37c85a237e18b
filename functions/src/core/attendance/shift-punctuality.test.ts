import { arrivalText, departureText } from '@wattle/shared/attendance-constants';
import { describe, expect, it } from 'vitest';
import { matchShift, punctualityOf, shiftInstants } from './shift-punctuality.ts';

const ZONE = 'Australia/Sydney';
/** 2026-11-16 is a Monday in AEDT (UTC+11). */
const sydney = (date: string, time: string) =>
  new Date(Date.parse(`${date}T${time}:00Z`) - 11 * 3_600_000).toISOString();
const shift = (shift_id: number, date: string, start_time: string, end_time: string) => ({
  shift_id,
  date,
  start_time,
  end_time,
});

describe('matching a clock-in to a published shift', () => {
  it('takes, of the shifts not over and starting within 3 hours, the one whose start is nearest', () => {
    const shifts = [
      shift(1, '2026-11-15', '22:00', '06:00'),
      shift(2, '2026-11-16', '07:00', '11:00'),
      shift(3, '2026-11-16', '17:00', '21:00'),
    ];
    expect(matchShift(shifts, sydney('2026-11-16', '01:00'), ZONE)?.shift_id).toBe(1);
    // Nearer the morning shift's start than the night shift's: the morning one.
    expect(matchShift(shifts, sydney('2026-11-16', '05:30'), ZONE)?.shift_id).toBe(2);
    expect(matchShift(shifts, sydney('2026-11-16', '06:58'), ZONE)?.shift_id).toBe(2);
    expect(matchShift(shifts, sydney('2026-11-16', '16:40'), ZONE)?.shift_id).toBe(3);
    // Over 3 hours before the evening shift, after the morning one ended: no shift.
    expect(matchShift(shifts, sydney('2026-11-16', '12:00'), ZONE)).toBeNull();
    expect(matchShift([], sydney('2026-11-16', '09:00'), ZONE)).toBeNull();
  });

  it('stores the shift’s instants (an end at or before the start is the next day)', () => {
    expect(shiftInstants(shift(1, '2026-11-15', '22:00', '06:00'), ZONE)).toMatchObject({
      starts_at: sydney('2026-11-15', '22:00'),
      ends_at: sydney('2026-11-16', '06:00'),
    });
  });
});

describe('late and early against the shift', () => {
  const stored = shiftInstants(shift(4, '2026-11-16', '09:00', '17:00'), ZONE);

  it('answers signed minutes, and texts with 5 minutes either way on time', () => {
    const day = { clock_in: sydney('2026-11-16', '09:20'), clock_out: sydney('2026-11-16', '16:45'), shift: stored };
    expect(punctualityOf(day)).toEqual({
      shift_id: 4,
      date: '2026-11-16',
      start_time: '09:00',
      end_time: '17:00',
      arrival_minutes: 20,
      departure_minutes: -15,
    });
    expect(punctualityOf({ clock_in: day.clock_in })).toBeNull();
    // Read to the minute, as the pattern's lateness is: 09:05:59 is on time.
    const second = (instant: string, seconds: number) => new Date(Date.parse(instant) + seconds * 1000).toISOString();
    expect(punctualityOf({ ...day, clock_in: second(sydney('2026-11-16', '09:05'), 59) })?.arrival_minutes).toBe(5);
    expect(punctualityOf({ ...day, clock_out: second(sydney('2026-11-16', '16:45'), 50) })?.departure_minutes).toBe(
      -15,
    );
    expect([arrivalText(20), arrivalText(6), arrivalText(5), arrivalText(-5), arrivalText(-10)]).toEqual([
      'Late 20 min',
      'Late 6 min',
      'On time',
      'On time',
      'Early 10 min',
    ]);
    expect([departureText(-15), departureText(-5), departureText(5), departureText(90), departureText(null)]).toEqual([
      'Left early 15 min',
      null,
      null,
      'Finished late 1 h 30 min',
      null,
    ]);
  });
});
