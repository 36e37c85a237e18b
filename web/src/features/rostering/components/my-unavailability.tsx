import { zodResolver } from '@hookform/resolvers/zod';
import { unavailabilityInput, unavailabilityText, WEEKDAY_NAMES } from '@wattle/shared/roster-scheduling';
import { clockText, shortDay } from '@wattle/shared/shift-text';
import { CalendarOff, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField, SelectField, TextareaField } from '@/components/forms/input-field';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { type Unavailability, useOwnUnavailability } from '../api/scheduling';

export const UNAVAILABILITY_EMPTY = 'You have not recorded any times you cannot work.';

/** "Mondays, 9:00 am – 1:00 pm", "18 Dec 2026 – 19 Dec 2026, all day". */
export const unavailableWhen = (entry: Unavailability) => unavailabilityText(entry, clockText, shortDay);

/**
 * "When I can't work" on My roster: the caller's weekly and dated unavailability (their managers
 * see it on the roster, and a shift in it is flagged), added and removed here, phone first.
 */
export function MyUnavailability({ organizationId }: { organizationId: number }) {
  const list = useOwnUnavailability(organizationId);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Unavailability | null>(null);
  return (
    <Card className="overflow-hidden">
      <CardHeader title="When I can't work">
        <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          Add unavailability
        </Button>
      </CardHeader>
      {list.error ? (
        <ListError
          message={errorMessage(list.error, 'Your unavailability could not be loaded.')}
          onRetry={() => list.mutate()}
        />
      ) : !list.data ? (
        <Spinner label="Loading..." className="py-6" />
      ) : list.data.length === 0 ? (
        <p className="flex items-center gap-3 px-4 py-3 text-sm text-slate-600">
          <CalendarOff aria-hidden="true" className="size-5 text-slate-400" />
          {UNAVAILABILITY_EMPTY}
        </p>
      ) : (
        <ul aria-label="When I can't work" className="divide-y divide-slate-100">
          {list.data.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{unavailableWhen(entry)}</p>
                {entry.note ? <p className="text-sm text-slate-600">{entry.note}</p> : null}
              </div>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Remove ${unavailableWhen(entry)}`}
                onClick={() => setRemoving(entry)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove this unavailability?"
        description={
          removing
            ? `${unavailableWhen(removing)}: your managers no longer see that you cannot work then.`
            : 'Your managers no longer see that you cannot work then.'
        }
        confirmLabel="Remove"
        busyLabel="Removing..."
        failureMessage="It could not be removed."
        onConfirm={async () => {
          if (!removing) return;
          await list.remove(removing);
          notify.success('Removed.');
        }}
      />
      <FormDialog
        open={adding}
        onClose={() => setAdding(false)}
        title="Add unavailability"
        description="When you cannot work: every week, or on certain dates. Leave the times empty for the whole day."
      >
        <UnavailabilityForm organizationId={organizationId} onDone={() => setAdding(false)} onCreate={list.create} />
      </FormDialog>
    </Card>
  );
}

type Output = z.output<typeof unavailabilityInput>;

function UnavailabilityForm({
  organizationId,
  onCreate,
  onDone,
}: {
  organizationId: number;
  onCreate: (input: Record<string, unknown>) => Promise<unknown>;
  onDone: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(unavailabilityInput),
    defaultValues: {
      organization_id: String(organizationId),
      kind: 'weekly' as 'weekly' | 'dated',
      weekday: '1',
      start_date: '',
      end_date: '',
      start_time: '',
      end_time: '',
      note: '',
    },
  });
  const kind = form.watch('kind');
  const save = async (values: Output) => {
    await onCreate(values);
    notify.success('Unavailability added.');
    onDone();
  };
  return (
    <DialogForm
      form={form}
      onSubmit={save}
      fields={['kind', 'weekday', 'start_date', 'end_date', 'start_time', 'end_time', 'note']}
      submitLabel="Add unavailability"
    >
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">When</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="radio" value="weekly" {...form.register('kind')} />
            Every week
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="radio" value="dated" {...form.register('kind')} />
            Dates
          </label>
        </div>
      </fieldset>
      {kind === 'weekly' ? (
        <SelectField form={form} name="weekday" label="Day" defaultValue="1">
          {WEEKDAY_NAMES.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </SelectField>
      ) : (
        <div className="grid grid-cols-2 gap-4">
          <InputField form={form} name="start_date" label="From" type="date" required />
          <InputField form={form} name="end_date" label="To" type="date" hint="Empty: one day" />
        </div>
      )}
      <div className="grid grid-cols-2 gap-4">
        <InputField form={form} name="start_time" label="From time" type="time" hint="Empty: all day" />
        <InputField form={form} name="end_time" label="To time" type="time" />
      </div>
      <TextareaField form={form} name="note" label="Note" rows={2} maxLength={200} placeholder="e.g. School pick-up" />
    </DialogForm>
  );
}
