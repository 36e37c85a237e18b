/**
 * A shift in words, en-AU, as e-mails, notifications and "My roster" show it. Read from the digits
 * (the day is already the organization's day, the times its wall clock), never through a Date, so
 * no time zone can move them.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "2026-12-07" → "7 Dec 2026". */
export function shortDay(day: string): string {
  return `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
}

/** "2026-12-07" → "Mon 7 Dec 2026". */
export function weekdayDay(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return `${WEEKDAYS[weekday]} ${shortDay(day)}`;
}

/** "09:00" → "9:00 am", "17:30" → "5:30 pm", "00:00" → "12:00 am". */
export function clockText(time: string): string {
  const hours = Number(time.slice(0, 2));
  const minutes = time.slice(3, 5);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** "Your roster for 7 Dec 2026 – 13 Dec 2026". */
export function rosterRangeText(from: string, to: string): string {
  return from === to ? shortDay(from) : `${shortDay(from)} – ${shortDay(to)}`;
}

export interface ShiftTimes {
  date: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
}

/** "Mon 7 Dec 2026, 9:00 am – 5:00 pm (30 min break)"; an end at or before the start is the next day. */
export function shiftText(shift: ShiftTimes): string {
  const overnight = shift.end_time <= shift.start_time ? ' (next day)' : '';
  const breakText = shift.break_minutes > 0 ? ` (${shift.break_minutes} min break)` : '';
  return `${weekdayDay(shift.date)}, ${clockText(shift.start_time)} – ${clockText(shift.end_time)}${overnight}${breakText}`;
}

/** The Monday of the week holding `day`. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - back);
  return date.toISOString().slice(0, 10);
}
