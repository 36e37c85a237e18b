import type { PayrollSettings } from '@wattle/shared/payroll-setup';
import { AU_STATE_LABELS, AU_STATES } from '@wattle/shared/work-pattern';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ListError } from '@/components/ui/list-error';
import { Options, Select } from '@/components/ui/select';
import { applyServerErrors } from '@/lib/form';
import { notify } from '@/lib/notify';
import { usePayrollSettings, useSavePayrollSettings } from '../api/payroll-settings';

type Values = Record<(typeof FIELDS)[number], string>;

export const ABN_FROM_REGISTRATION =
  "Your workspace's registration number. Change it here only if payroll reports under another ABN.";
const FIELDS = [
  'abn',
  'bank_bsb',
  'bank_account_number',
  'bank_account_name',
  'apca_user_id',
  'bank_code',
  'default_super_rate',
  'state',
] as const;

export const NO_EMPLOYER_STATE = 'Not set: super due dates count national public holidays only';

/** The organization's ABN, the account pays are drawn from (the ABA file's) and the default super rate. */
export function PayrollSettingsSection({ organizationId, canEdit }: { organizationId: number; canEdit: boolean }) {
  const { data, error, isLoading, mutate } = usePayrollSettings(organizationId);
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-base font-semibold text-slate-900">Payroll settings</h2>
      <p className="mt-1 text-sm text-slate-600">
        Your ABN (checked with the ABR's checksum), the bank account pays are drawn from, and the default super rate.
      </p>
      <div className="mt-4">
        {error ? (
          <ListError onRetry={() => mutate()} />
        ) : isLoading || !data ? (
          <p className="text-sm text-slate-600">Loading payroll settings...</p>
        ) : (
          <SettingsForm key={data.version ?? 0} settings={data} organizationId={organizationId} canEdit={canEdit} />
        )}
      </div>
    </Card>
  );
}

function SettingsForm({
  settings,
  organizationId,
  canEdit,
}: {
  settings: PayrollSettings;
  organizationId: number;
  canEdit: boolean;
}) {
  const save = useSavePayrollSettings(organizationId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    defaultValues: {
      ...(Object.fromEntries(FIELDS.map((field) => [field, settings[field] ?? ''])) as Values),
      // Stored as 11 digits; shown the way the ABR writes it: "51 824 753 556".
      abn: settings.abn ? settings.abn.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4') : '',
    },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.trigger({
        ...Object.fromEntries(FIELDS.map((field) => [field, values[field].trim() === '' ? null : values[field]])),
        abn: values.abn,
        ...(settings.version === null ? {} : { version: settings.version }),
      });
      notify.success('Payroll settings saved.');
    } catch (error) {
      console.error(error);
      setFormError(applyServerErrors(error, setError, FIELDS));
    }
  });
  const text = (name: (typeof FIELDS)[number], label: string, extra: { hint?: string; required?: boolean } = {}) => (
    <Field label={label} error={errors[name]?.message} {...extra}>
      {(control) => <Input {...control} {...register(name)} autoComplete="off" readOnly={!canEdit} />}
    </Field>
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('abn', 'ABN', {
          required: true,
          hint: settings.abn_from_registration ? ABN_FROM_REGISTRATION : '11 digits, e.g. 51 824 753 556.',
        })}
        {text('default_super_rate', 'Default super rate (%)', {
          hint: 'The super guarantee is 12.00% from 1 July 2025 (11.50% the year before): left at 12.00%, a run follows the minimum for its pay date.',
        })}
        <Field
          label="State or territory"
          error={errors.state?.message}
          hint="Super is due 7 business days after payday (from 1 July 2026): its public holidays are not business days."
        >
          {(control) => (
            <Select {...control} {...register('state')} disabled={!canEdit}>
              <option value="">{NO_EMPLOYER_STATE}</option>
              <Options values={AU_STATES} labels={(state) => `${AU_STATE_LABELS[state]} (${state})`} />
            </Select>
          )}
        </Field>
        {text('bank_bsb', 'BSB', { hint: '6 digits, e.g. 062-000.' })}
        {text('bank_account_number', 'Account number')}
        {text('bank_account_name', 'Account name')}
        {text('apca_user_id', 'APCA user id', { hint: 'The 6-digit Direct Entry user id your bank issued.' })}
        {text('bank_code', 'Bank code', { hint: 'Three letters, e.g. CBA, WBC, NAB, ANZ.' })}
      </div>
      {canEdit ? (
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save settings'}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
