import { describe, expect, it } from 'vitest';
import { applyClock, boardStatus, describeTimes, isLate, stateOf, toInstants, workedMinutes } from './clock-rules.ts';

const SYDNEY = 'Australia/Sydney';

describe('the clock steps', () => {
  it('follows in → break → out and refuses every impossible step', () => {
    const opened = applyClock(null, 'in', '2027-11-14T22:00:00.000Z');
    expect(stateOf(opened)).toBe('in');
    const onBreak = applyClock(opened, 'break_start', '2027-11-15T01:00:00.000Z');
    expect(stateOf(onBreak)).toBe('on_break');
    expect(() => applyClock(onBreak, 'out', '2027-11-15T02:00:00.000Z')).toThrow('End your break before clocking out.');
    const back = applyClock(onBreak, 'break_end', '2027-11-15T01:30:00.000Z');
    const closed = applyClock(back, 'out', '2027-11-15T06:00:00.000Z');
    expect(stateOf(closed)).toBe('out');
    expect(workedMinutes(closed)).toBe(7 * 60 + 30);
    expect(() => applyClock(null, 'out', 'x')).toThrow('You are not clocked in.');
    expect(() => applyClock(null, 'break_start', 'x')).toThrow('Clock in before starting a break.');
    expect(() => applyClock(opened, 'in', 'x')).toThrow('You have already clocked in today.');
    expect(() => applyClock(closed, 'in', 'x')).toThrow(/already clocked in and out today/);
    expect(() => applyClock(closed, 'break_start', 'x')).toThrow('You have already clocked out today.');
    expect(workedMinutes(opened)).toBeNull();
  });
});

describe('late and the board', () => {
  it('allows five minutes of grace after the start time, on the organization clock', () => {
    // 9:05 and 9:06 in Sydney (UTC+11 in November) on 15 November.
    expect(isLate('2027-11-14T22:05:59.000Z', '2027-11-15', '09:00', SYDNEY)).toBe(false);
    expect(isLate('2027-11-14T22:06:00.000Z', '2027-11-15', '09:00', SYDNEY)).toBe(true);
    expect(isLate('2027-11-14T23:00:00.000Z', '2027-11-15', null, SYDNEY)).toBe(false);
  });

  it('puts a clock record before leave and days off, and absence only on a past working day', () => {
    const day = { clock_in: 'a', breaks: [] };
    expect(boardStatus({ day, onLeave: true, workingDay: true, past: true })).toBe('in');
    expect(boardStatus({ day: null, onLeave: true, workingDay: true, past: true })).toBe('on_leave');
    expect(boardStatus({ day: null, onLeave: false, workingDay: false, past: true })).toBe('not_working');
    expect(boardStatus({ day: null, onLeave: false, workingDay: true, past: true })).toBe('absent');
    expect(boardStatus({ day: null, onLeave: false, workingDay: true, past: false })).toBe('not_in_yet');
  });
});

describe('corrections', () => {
  it('turns local times into instants across daylight saving, and describes them', () => {
    // 5 October 2027 is after Sydney's daylight saving starts (UTC+11); 1 September before (UTC+10).
    expect(toInstants({ clock_in: '09:00', clock_out: '17:00', breaks: [] }, '2027-10-05', SYDNEY).clock_in).toBe(
      '2027-10-04T22:00:00.000Z',
    );
    expect(toInstants({ clock_in: '09:00', clock_out: '17:00', breaks: [] }, '2027-09-01', SYDNEY).clock_in).toBe(
      '2027-08-31T23:00:00.000Z',
    );
    expect(describeTimes({ clock_in: '09:10', clock_out: null, breaks: [{ start: '12:00', end: null }] })).toBe(
      '09:10–…, breaks 12:00–…',
    );
    expect(describeTimes(null)).toBeNull();
  });
});
