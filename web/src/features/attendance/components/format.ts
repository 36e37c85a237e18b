import type { AdjustmentTimes, BoardStatus, RecordedTimes } from '@wattle/shared/attendance-constants';
import type { BadgeTone } from '@/components/ui/badge';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant as HH:MM on the organization's clock (the clock the day and lateness are read on). */
export function timeOf(instant: string | null, timeZone: string): string {
  if (!instant) return '—';
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, format);
  }
  return format.format(new Date(instant));
}

/** A day's times as one line: "09:00–17:30, break 12:00–12:30". */
export function describeTimes(times: RecordedTimes | AdjustmentTimes | null): string {
  if (!times) return 'No record';
  const breaks = times.breaks.map((entry) => `${entry.start}–${entry.end || '…'}`);
  const label = breaks.length === 1 ? 'break' : 'breaks';
  return `${times.clock_in}–${times.clock_out || '…'}${breaks.length > 0 ? `, ${label} ${breaks.join(', ')}` : ''}`;
}

export const STATUS_TONES: Record<BoardStatus, BadgeTone> = {
  in: 'green',
  on_break: 'blue',
  out: 'neutral',
  not_in_yet: 'neutral',
  on_leave: 'violet',
  absent: 'red',
  not_working: 'neutral',
};
