import type { Employee } from '@wattle/shared/employees';
import { AU_STATE_LABELS, AU_STATES, WEEKDAYS, type Weekday } from '@wattle/shared/work-pattern';
import { Controller, type FieldErrors } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Options, Select } from '@/components/ui/select';
import { Section } from './employee-form-section';
import type { EmployeeFormApi, FieldProps, FormValues } from './employee-form-values';

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const NO_STATE_TEXT = 'Not set (national holidays only)';

/**
 * Where and when the employee works (issue 16 §1): the state whose public holidays apply, ordinary
 * hours (leave accrues on them), work days, NES shiftworker, start time, and on an edit the day a
 * change applies from (earlier days keep the pattern they had).
 */
export function WorkPatternFields({
  employee,
  control,
  register,
  errors,
  field,
}: {
  employee?: Employee;
  control: EmployeeFormApi['control'];
  register: EmployeeFormApi['register'];
  errors: FieldErrors<FormValues>;
  field: FieldProps;
}) {
  return (
    <Section
      title="Work Pattern"
      description="Leave accrues on the ordinary hours; the work state sets the public holidays. Casual and contract employees accrue no paid leave."
    >
      <Field
        {...field('state')}
        hint={employee ? undefined : 'Starts as the home address’s state; its public holidays apply.'}
      >
        {(c) => (
          <Select {...c} {...register('state')}>
            <option value="">{NO_STATE_TEXT}</option>
            <Options values={AU_STATES} labels={(state) => `${AU_STATE_LABELS[state]} (${state})`} />
          </Select>
        )}
      </Field>
      <Field {...field('ordinary_hours_per_week')} hint="Up to 2 decimal places, e.g. 22.8. Full-time is 38.">
        {(c) => <Input {...c} {...register('ordinary_hours_per_week')} inputMode="decimal" autoComplete="off" />}
      </Field>
      <Controller
        control={control}
        name="work_days"
        render={({ field: days }) => {
          const chosen = new Set(days.value.split(',').filter(Boolean));
          const toggle = (day: Weekday) => {
            const next = new Set(chosen);
            if (next.has(day)) next.delete(day);
            else next.add(day);
            days.onChange(WEEKDAYS.filter((weekday) => next.has(weekday)).join(','));
          };
          return (
            <fieldset className="sm:col-span-2" aria-describedby={errors.work_days ? 'work-days-error' : undefined}>
              <legend className="text-sm font-medium text-slate-700">Work Days</legend>
              <div className="mt-1.5 flex flex-wrap gap-2">
                {WEEKDAYS.map((day) => (
                  <label
                    key={day}
                    className="flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="checkbox"
                      name={day === 'mon' ? days.name : undefined}
                      ref={day === 'mon' ? days.ref : undefined}
                      checked={chosen.has(day)}
                      onChange={() => toggle(day)}
                      onBlur={days.onBlur}
                      aria-label={DAY_NAMES[day]}
                      className="size-4 accent-brand-700"
                    />
                    <span aria-hidden="true">{DAY_NAMES[day].slice(0, 3)}</span>
                  </label>
                ))}
              </div>
              {errors.work_days ? (
                <p id="work-days-error" className="mt-1.5 text-sm text-red-600">
                  {errors.work_days.message}
                </p>
              ) : null}
            </fieldset>
          );
        }}
      />
      <Field {...field('start_time')} hint="A clock-in after it is late.">
        {(c) => <Input {...c} {...register('start_time')} type="time" />}
      </Field>
      <Controller
        control={control}
        name="shiftworker"
        render={({ field: shift }) => (
          <label className="flex items-start gap-2 self-end pb-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name={shift.name}
              ref={shift.ref}
              checked={shift.value === 'true'}
              onChange={(event) => shift.onChange(event.target.checked ? 'true' : 'false')}
              onBlur={shift.onBlur}
              className="mt-0.5 size-4 accent-brand-700"
            />
            <span>
              Shiftworker <span className="text-slate-500">(NES: five weeks of annual leave)</span>
            </span>
          </label>
        )}
      />
      {employee ? (
        <Field
          {...field('work_pattern_effective_from')}
          hint="A change applies from this day; earlier days keep the pattern they had."
        >
          {(c) => <Input {...c} {...register('work_pattern_effective_from')} type="date" min={employee.joining_date} />}
        </Field>
      ) : null}
    </Section>
  );
}
