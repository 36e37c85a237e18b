import type { PublicHoliday } from '@wattle/shared/public-holidays';
import { AU_STATES, type AuState } from '@wattle/shared/work-pattern';
import { Controller, useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField } from '@/components/forms/input-field';
import { notify } from '@/lib/notify';
import { usePublicHolidayChanges } from '../api/public-holidays';

interface HolidayFormValues {
  date: string;
  name: string;
  from_time: string;
  all_states: boolean;
  states: AuState[];
}

const FIELDS = ['date', 'name', 'from_time', 'states'] as const;

/** What the dialog is for: a new day (for the state on screen), or correcting a listed one. */
export type HolidayDialogTarget = { kind: 'add'; state: AuState | null } | { kind: 'edit'; holiday: PublicHoliday };

/** Add a day of the organization's own, or correct one on the list (HR). */
export function PublicHolidayDialog({
  organizationId,
  target,
  year,
  onClose,
}: {
  organizationId: number;
  target: HolidayDialogTarget | null;
  year: number;
  onClose: () => void;
}) {
  const title = target?.kind === 'edit' ? `Edit ${target.holiday.name}` : 'Add Holiday';
  const description =
    target?.kind === 'edit' && target.holiday.source === 'generated'
      ? 'A correction of a public holiday applies in every state that has it.'
      : 'A day of your organization’s own, in the states you choose.';
  return (
    <FormDialog open={target} onClose={onClose} title={title} description={description}>
      {(target) => <HolidayForm organizationId={organizationId} target={target} year={year} onDone={onClose} />}
    </FormDialog>
  );
}

function startValues(target: HolidayDialogTarget, year: number): HolidayFormValues {
  if (target.kind === 'add') {
    return {
      date: `${year}-01-01`,
      name: '',
      from_time: '',
      all_states: !target.state,
      states: target.state ? [target.state] : [],
    };
  }
  const { holiday } = target;
  return {
    date: holiday.date,
    name: holiday.name,
    from_time: holiday.from_time ?? '',
    all_states: holiday.states === 'all',
    states: Array.isArray(holiday.states) ? holiday.states : [],
  };
}

function HolidayForm({
  organizationId,
  target,
  year,
  onDone,
}: {
  organizationId: number;
  target: HolidayDialogTarget;
  year: number;
  onDone: () => void;
}) {
  const changes = usePublicHolidayChanges(organizationId);
  const form = useForm<HolidayFormValues>({ defaultValues: startValues(target, year) });
  const {
    register,
    control,
    watch,
    formState: { errors },
  } = form;
  const hasStates = target.kind === 'add' || target.holiday.source === 'organization';
  const allStates = watch('all_states');

  const submit = async (values: HolidayFormValues) => {
    const states = values.all_states ? ('all' as const) : values.states;
    if (target.kind === 'add') {
      await changes.add({ date: values.date, name: values.name, from_time: values.from_time || null, states });
      notify.success(`${values.name.trim()} added to the public holidays.`);
    } else {
      await changes.correct(target.holiday.id, {
        date: values.date,
        name: values.name,
        from_time: values.from_time || null,
        ...(hasStates ? { states } : {}),
        version: target.holiday.version,
      });
      notify.success(`${values.name.trim()} saved.`);
    }
    onDone();
  };

  return (
    <DialogForm
      form={form}
      fields={FIELDS}
      onSubmit={submit}
      submitLabel={target.kind === 'add' ? 'Add Holiday' : 'Save'}
    >
      <InputField form={form} name="date" label="Date" required type="date" />
      <InputField form={form} name="name" label="Name" required autoComplete="off" />
      <InputField
        form={form}
        name="from_time"
        label="Starts At"
        hint="Only for a part-day holiday (e.g. 19:00); leave empty for the whole day."
        type="time"
      />
      {hasStates ? (
        <fieldset aria-describedby={errors.states ? 'holiday-states-error' : undefined}>
          <legend className="text-sm font-medium text-slate-700">States</legend>
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('all_states')} className="size-4 accent-brand-700" />
            All states
          </label>
          <Controller
            control={control}
            name="states"
            render={({ field }) => (
              <div className="mt-2 grid grid-cols-4 gap-2">
                {AU_STATES.map((state) => (
                  <label key={state} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      disabled={allStates}
                      checked={allStates || field.value.includes(state)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? AU_STATES.filter((s) => s === state || field.value.includes(s))
                            : field.value.filter((s) => s !== state),
                        )
                      }
                      className="size-4 accent-brand-700"
                    />
                    {state}
                  </label>
                ))}
              </div>
            )}
          />
          {errors.states ? (
            <p id="holiday-states-error" className="mt-1.5 text-sm text-red-600">
              {errors.states.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </DialogForm>
  );
}
