import { isCalendarDate } from '@wattle/shared/calendar';
import { RANGE_OVER_A_YEAR, withinAYear } from '@wattle/shared/timesheet-constants';
import { useState } from 'react';
import { DateRangeError, DateRangeFilter } from '@/components/ui/list-filters';

/**
 * A screen's date range: both days complete, in order and at most a year apart (what the API
 * reads) before anything is asked of the API.
 */
export function useDateRange(initial: () => { from: string; to: string }) {
  const [range, setRange] = useState(initial);
  const complete = isCalendarDate(range.from) && isCalendarDate(range.to);
  const reversed = complete && range.to < range.from;
  const tooLong = complete && !reversed && !withinAYear(range.from, range.to);
  const invalid = reversed || tooLong;
  return {
    ...range,
    ready: complete && !invalid,
    invalid,
    /** Why the range is refused, for `DateRangeError` (its own wording when the end is before the start). */
    message: tooLong ? RANGE_OVER_A_YEAR : undefined,
    setFrom: (from: string) => setRange((current) => ({ ...current, from })),
    setTo: (to: string) => setRange((current) => ({ ...current, to })),
  };
}

/** The Start Date and End Date filters of a range, with the error when the range is refused. */
export function RangeFilters({ id, range }: { id: string; range: ReturnType<typeof useDateRange> }) {
  return (
    <>
      <DateRangeFilter
        id={id}
        start={range.from}
        end={range.to}
        onStart={range.setFrom}
        onEnd={range.setTo}
        invalid={range.invalid}
      />
      <DateRangeError id={id} invalid={range.invalid} message={range.message} />
    </>
  );
}
