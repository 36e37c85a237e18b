import { arrivalText, departureText } from '@wattle/shared/attendance-constants';
import {
  MAX_ENTRIES_PER_DAY,
  type TimesheetDay,
  type TimesheetEntry,
  type TimesheetException,
} from '@wattle/shared/timesheet-constants';
import { timesheetDayInput } from '@wattle/shared/timesheets';
import { Plus, Save, Trash2 } from 'lucide-react';
import { type ComponentProps, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { ExceptionBadges } from './exception-badges';
import { draftMinutes, formatDay, formatMinutes } from './format';

/** An entry as typed: every field text, so what the user typed stays as it is after a refusal. */
export interface DraftEntry {
  start_time: string;
  end_time: string;
  break_minutes: string;
  notes: string;
}

const toDraft = (entry: TimesheetEntry): DraftEntry => ({
  start_time: entry.start_time,
  end_time: entry.end_time,
  break_minutes: String(entry.break_minutes),
  notes: entry.notes ?? '',
});

const EMPTY_ENTRY: DraftEntry = { start_time: '', end_time: '', break_minutes: '0', notes: '' };

/** An entry's inputs: times as the phone's time picker, the break as a number pad. */
const ENTRY_FIELDS: { field: keyof DraftEntry; label: string; attributes: ComponentProps<'input'> }[] = [
  { field: 'start_time', label: 'Start', attributes: { type: 'time' } },
  { field: 'end_time', label: 'End', attributes: { type: 'time' } },
  {
    field: 'break_minutes',
    label: 'Unpaid break (min)',
    attributes: { type: 'number', inputMode: 'numeric', min: 0, step: 1 },
  },
  { field: 'notes', label: 'Notes', attributes: { maxLength: 500 } },
];

const sameDraft = (a: DraftEntry[], b: DraftEntry[]) => JSON.stringify(a) === JSON.stringify(b);

/** Field errors of the day: `<index>.<field>` under its input, `entries` for the day as a whole. */
type DayErrors = Record<string, string>;

/** Error keys as the API or the shared schema give them ("entries.0.start_time", "entries") → the day's keys. */
export function dayErrors(errors: Record<string, readonly string[] | string>): DayErrors {
  const result: DayErrors = {};
  for (const [key, value] of Object.entries(errors)) {
    const message = Array.isArray(value) ? value[0] : value;
    if (!message) continue;
    const match = /^entries\.(\d+)\.(\w+)$/.exec(key);
    const target = match ? `${match[1]}.${match[2]}` : 'entries';
    result[target] ??= message;
  }
  return result;
}

/**
 * One day of the timesheet: its entries (start, end, unpaid break, notes), added and removed here
 * and saved together (PUT the day). On a phone each day is a card and an entry's inputs stack two
 * to a row, large enough for a thumb; from `sm` an entry is one row.
 */
export function DayEditor({
  day,
  exceptions,
  editable,
  onSave,
}: {
  day: TimesheetDay;
  exceptions: TimesheetException[];
  editable: boolean;
  /** Saves the day; answers the timesheet as saved. */
  onSave: (entries: TimesheetEntry[]) => Promise<{ days: TimesheetDay[] }>;
}) {
  const headingId = useId();
  const saved = day.entries.map(toDraft);
  const [draft, setDraft] = useState<DraftEntry[]>(saved);
  const [errors, setErrors] = useState<DayErrors>({});
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const dirty = !sameDraft(draft, saved);
  const savedKey = JSON.stringify(saved);

  // A reload of the timesheet brings the day's saved entries, unless the user is changing them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the saved entries only
  useEffect(() => {
    if (!dirty) setDraft(JSON.parse(savedKey) as DraftEntry[]);
  }, [savedKey]);

  const change = (index: number, field: keyof DraftEntry, value: string) => {
    setDraft((entries) => entries.map((entry, at) => (at === index ? { ...entry, [field]: value } : entry)));
    setErrors(({ [`${index}.${field}`]: _gone, ...rest }) => rest);
  };
  const remove = (index: number) => {
    setDraft((entries) => entries.filter((_, at) => at !== index));
    setErrors({});
  };

  const save = async () => {
    const checked = timesheetDayInput.safeParse({ entries: draft, version: 1 });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(dayErrors(found));
      return;
    }
    setBusy(true);
    try {
      const answer = await onSave(checked.data.entries.map((entry) => ({ ...entry, notes: entry.notes ?? null })));
      // As the server keeps it (its own spelling of a time, say), so the day is no longer changed.
      const stored = answer.days.find((candidate) => candidate.date === day.date);
      if (stored) setDraft(stored.entries.map(toDraft));
      setErrors({});
      notify.success('Saved');
    } catch (failure) {
      if (failure instanceof ApiError && Object.keys(failure.errors).length > 0) setErrors(dayErrors(failure.errors));
      else setErrors({ entries: errorMessage(failure, 'The day could not be saved.') });
    } finally {
      setBusy(false);
    }
  };

  const minutes = draft.reduce((sum, entry) => sum + draftMinutes(entry), 0);
  const label = formatDay(day.date);
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {label}
        </h3>
        <p className="text-sm text-slate-600">
          <span className="sr-only">Hours on {label}: </span>
          <span className="font-medium tabular-nums text-slate-900">{formatMinutes(minutes)}</span>
          {day.source === 'clock' ? <span className="ml-2 text-xs text-slate-500">From clock records</span> : null}
          {day.source === 'roster' ? <span className="ml-2 text-xs text-slate-500">From roster</span> : null}
          {day.clock_shift ? (
            <span className="ml-2 text-xs text-slate-500">
              · Shift {day.clock_shift.start_time}–{day.clock_shift.end_time}:{' '}
              {[arrivalText(day.clock_shift.arrival_minutes), departureText(day.clock_shift.departure_minutes)]
                .filter(Boolean)
                .join(', ')}
            </span>
          ) : null}
        </p>
      </div>
      <div className="mt-2 empty:hidden">
        <ExceptionBadges exceptions={exceptions} label={`Exceptions on ${label}`} />
      </div>
      {draft.length === 0 ? <p className="mt-2 text-sm text-slate-500">No hours entered.</p> : null}
      <ol className="mt-2 space-y-3">
        {draft.map((entry, index) => {
          const name = `${label} entry ${index + 1}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their order is their identity
            <li key={index} aria-label={name} className="grid grid-cols-2 gap-2 sm:grid-cols-[8rem_8rem_9rem_1fr_auto]">
              {ENTRY_FIELDS.map(({ field, label: fieldLabel, attributes }) => (
                <Field key={field} label={fieldLabel} error={errors[`${index}.${field}`]}>
                  {(control) => (
                    <Input
                      {...control}
                      {...attributes}
                      className="h-11 sm:h-10"
                      value={entry[field]}
                      disabled={!editable}
                      onChange={(event) => change(index, field, event.target.value)}
                    />
                  )}
                </Field>
              ))}
              {editable ? (
                <div className="col-span-2 flex items-end justify-end sm:col-span-1">
                  <Button
                    variant="ghost"
                    className="h-11 sm:h-10"
                    aria-label={`Remove ${name}`}
                    onClick={() => (entry.notes.trim() ? setRemoving(index) : remove(index))}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="sm:sr-only">Remove</span>
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {errors.entries ? (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {errors.entries}
        </p>
      ) : null}
      {editable ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant="outline"
            className="h-11 sm:h-10"
            aria-label={`Add entry on ${label}`}
            disabled={draft.length >= MAX_ENTRIES_PER_DAY}
            onClick={() => setDraft((entries) => [...entries, { ...EMPTY_ENTRY }])}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add entry
          </Button>
          {dirty || busy ? (
            <Button
              className="h-11 sm:h-10"
              aria-label={`Save ${label}`}
              disabled={busy}
              aria-busy={busy}
              onClick={() => void save()}
            >
              <Save aria-hidden="true" className="size-4" />
              {busy ? 'Saving...' : 'Save'}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove entry"
        description={`Remove this entry of ${label} with its notes? It goes when you save the day.`}
        confirmLabel="Remove"
        busyLabel="Removing..."
        onConfirm={async () => {
          if (removing !== null) remove(removing);
        }}
      />
    </section>
  );
}
