import type { SensitiveEmployeeField } from '@wattle/shared/employees';
import type { ComponentProps } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Section } from './employee-form-section';
import type { EmployeeFormApi, FieldProps } from './employee-form-values';
import { PayrollIdentifierField } from './payroll-identifier-field';

/** The third tab: Australian tax, superannuation, bank and visa details, all optional. */
export function FinancialTab({
  register,
  field,
  payrollField,
}: {
  register: EmployeeFormApi['register'];
  field: FieldProps;
  payrollField: (name: SensitiveEmployeeField) => Omit<ComponentProps<typeof PayrollIdentifierField>, 'children'>;
}) {
  return (
    <Section title="Financial & Legal" description="All optional. Australian tax, superannuation and bank details.">
      <PayrollIdentifierField {...payrollField('tax_file_number')} hint="8 or 9 digits">
        {(c) => <Input {...c} {...register('tax_file_number')} inputMode="numeric" autoComplete="off" />}
      </PayrollIdentifierField>
      <Field {...field('superannuation_fund_name')} hint="Pay runs pay the super guarantee to this fund.">
        {(c) => <Input {...c} {...register('superannuation_fund_name')} autoComplete="off" />}
      </Field>
      <Field {...field('superannuation_fund_usi')} hint="9 to 20 letters and digits, e.g. STA0100AU.">
        {(c) => <Input {...c} {...register('superannuation_fund_usi')} autoComplete="off" />}
      </Field>
      <PayrollIdentifierField {...payrollField('superannuation_member_number')}>
        {(c) => <Input {...c} {...register('superannuation_member_number')} autoComplete="off" />}
      </PayrollIdentifierField>
      <PayrollIdentifierField {...payrollField('bank_bsb')} hint="e.g. 062-000">
        {(c) => <Input {...c} {...register('bank_bsb')} inputMode="numeric" autoComplete="off" />}
      </PayrollIdentifierField>
      <PayrollIdentifierField {...payrollField('bank_account_number')}>
        {(c) => <Input {...c} {...register('bank_account_number')} inputMode="numeric" autoComplete="off" />}
      </PayrollIdentifierField>
      <Field {...field('visa_type')}>{(c) => <Input {...c} {...register('visa_type')} autoComplete="off" />}</Field>
      <Field {...field('visa_expiry_date')}>
        {(c) => <Input {...c} {...register('visa_expiry_date')} type="date" />}
      </Field>
    </Section>
  );
}
