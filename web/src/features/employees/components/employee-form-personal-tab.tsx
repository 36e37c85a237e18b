import { GENDERS } from '@wattle/shared/employees';
import { Controller } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Section } from './employee-form-section';
import type { EmployeeFormApi, FieldProps } from './employee-form-values';

/** The first tab: name, contact details, date of birth, gender and address. */
export function PersonalTab({
  control,
  register,
  field,
}: {
  control: EmployeeFormApi['control'];
  register: EmployeeFormApi['register'];
  field: FieldProps;
}) {
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
                {GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {gender}
                  </option>
                ))}
              </Select>
            )}
          />
        )}
      </Field>
      <Field {...field('address')} required className="sm:col-span-2">
        {(c) => <Textarea {...c} {...register('address')} rows={2} />}
      </Field>
    </Section>
  );
}
