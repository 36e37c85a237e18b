import { FilterX } from 'lucide-react';
import { Button } from './button';
import { Input } from './input';
import { Label } from './label';

const END_BEFORE_START = 'The end date cannot be before the start date.';

interface DateRangeFilterProps {
  /** The inputs' ids are `${id}-start` and `${id}-end`; the error's `${id}-range-error`. */
  id: string;
  /** The days chosen (YYYY-MM-DD), '' for none. */
  start: string;
  end: string;
  onStart: (day: string) => void;
  onEnd: (day: string) => void;
  /** The range is refused (the end is before the start): the end date is marked invalid and described by `DateRangeError`. */
  invalid: boolean;
}

/** A list's Start Date and End Date filters, each bounded by the other. */
export function DateRangeFilter({ id, start, end, onStart, onEnd, invalid }: DateRangeFilterProps) {
  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-start`}>Start Date</Label>
        <Input
          id={`${id}-start`}
          type="date"
          value={start}
          max={end || undefined}
          onChange={(event) => onStart(event.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-end`}>End Date</Label>
        <Input
          id={`${id}-end`}
          type="date"
          value={end}
          min={start || undefined}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-range-error` : undefined}
          onChange={(event) => onEnd(event.target.value)}
        />
      </div>
    </>
  );
}

/**
 * What a `DateRangeFilter` whose end is before its start says, across the filter row; `message`
 * when the range is refused for another reason (longer than the screen reads, say).
 */
export function DateRangeError({
  id,
  invalid,
  message = END_BEFORE_START,
}: {
  id: string;
  invalid: boolean;
  message?: string;
}) {
  return invalid ? (
    <p id={`${id}-range-error`} className="text-sm text-red-600 sm:col-span-2 lg:col-span-5">
      {message}
    </p>
  ) : null;
}

/** Clears every filter of a list; disabled while none is set. */
export function ClearFiltersButton({ onClear, disabled }: { onClear: () => void; disabled: boolean }) {
  return (
    <Button variant="outline" onClick={onClear} disabled={disabled}>
      <FilterX aria-hidden="true" className="size-4" />
      Clear Filters
    </Button>
  );
}
