import { isCalendarDate } from '@wattle/shared/calendar';
import { useState } from 'react';
import { DateRangeError, DateRangeFilter } from '@/components/ui/list-filters';

/** A screen's date range: both days complete and in order before anything is asked of the API. */
export function useDateRange(initial: () => { from: string; to: string }) {
  const [range, setRange] = useState(initial);
  const complete = isCalendarDate(range.from) && isCalendarDate(range.to);
  const invalid = complete && range.to < range.from;
  return {
    ...range,
    ready: complete && !invalid,
    invalid,
    setFrom: (from: string) => setRange((current) => ({ ...current, from })),
    setTo: (to: string) => setRange((current) => ({ ...current, to })),
  };
}

/** The Start Date and End Date filters of a range, with the error when the end is before the start. */
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
      <DateRangeError id={id} invalid={range.invalid} />
    </>
  );
}
