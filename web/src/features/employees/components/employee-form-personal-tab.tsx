import { AU_STATE_NAMES, AU_STATES, postcodeStateHint } from '@wattle/shared/address';
import { GENDERS } from '@wattle/shared/employees';
import { Controller, useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Options, Select } from '@/components/ui/select';
import { Section } from './employee-form-section';
import type { EmployeeFormApi, FieldProps } from './employee-form-values';

/** The first tab: name, contact details, date of birth, gender and the structured home address. */
export function PersonalTab({
  control,
  register,
  field,
}: {
  control: EmployeeFormApi['control'];
  register: EmployeeFormApi['register'];
  field: FieldProps;
}) {
  const [postcode, state] = useWatch({ control, name: ['address_postcode', 'address_state'] });
  return (
    <Section title="Personal Information">
      <Field {...field('first_name')} required>
        {(c) => <Input {...c} {...register('first_name')} autoComplete="off" />}
      </Field>
      <Field {...field('last_name')} required>
        {(c) => <Input {...c} {...register('last_name')} autoComplete="off" />}
      </Field>
      <Field {...field('personal_email')} required>
        {(c) => <Input {...c} {...register('personal_email')} type="email" autoComplete="off" />}
      </Field>
      <Field {...field('phone_number')} required>
        {(c) => <Input {...c} {...register('phone_number')} type="tel" autoComplete="off" />}
      </Field>
      <Field {...field('date_of_birth')} required>
        {(c) => <Input {...c} {...register('date_of_birth')} type="date" />}
      </Field>
      <Field {...field('gender')} required>
        {(c) => (
          <Controller
            control={control}
            name="gender"
            render={({ field: f }) => (
              <Select {...c} {...f}>
                <option value="">Select gender</option>
                <Options values={GENDERS} />
              </Select>
            )}
          />
        )}
      </Field>
      <Field {...field('address')} required className="sm:col-span-2">
        {(c) => <Input {...c} {...register('address')} autoComplete="off" placeholder="e.g. 12 Wattle St" />}
      </Field>
      <Field {...field('address_suburb')} required>
        {(c) => <Input {...c} {...register('address_suburb')} autoComplete="off" />}
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field {...field('address_state')} required>
          {(c) => (
            <Controller
              control={control}
              name="address_state"
              render={({ field: f }) => (
                <Select {...c} {...f}>
                  <option value="">Select state</option>
                  {AU_STATES.map((code) => (
                    <option key={code} value={code} title={AU_STATE_NAMES[code]}>
                      {code}
                    </option>
                  ))}
                </Select>
              )}
            />
          )}
        </Field>
        <Field {...field('address_postcode')} required hint={postcodeStateHint(postcode, state) ?? undefined}>
          {(c) => (
            <Input {...c} {...register('address_postcode')} inputMode="numeric" maxLength={4} autoComplete="off" />
          )}
        </Field>
      </div>
    </Section>
  );
}
