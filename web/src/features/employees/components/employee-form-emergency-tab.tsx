import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Section } from './employee-form-section';
import type { EmployeeFormApi, FieldProps } from './employee-form-values';

/** The last tab: who to call in an emergency, optional. */
export function EmergencyTab({ register, field }: { register: EmployeeFormApi['register']; field: FieldProps }) {
  return (
    <Section title="Emergency Contact" description="Optional. Who to call in an emergency.">
      <Field {...field('emergency_contact_name')}>
        {(c) => <Input {...c} {...register('emergency_contact_name')} autoComplete="off" />}
      </Field>
      <Field {...field('emergency_contact_phone')}>
        {(c) => <Input {...c} {...register('emergency_contact_phone')} type="tel" autoComplete="off" />}
      </Field>
    </Section>
  );
}
