import { zodResolver } from '@hookform/resolvers/zod';
import { type Colleague, payChangeInput } from '@wattle/shared/performance-feedback';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '@/components/forms/dialog-form';
import { type DialogOnProps, FormDialog } from '@/components/forms/form-dialog';
import { InputField, SelectField, TextareaField } from '@/components/forms/input-field';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useAppraisalActions, useColleagues } from '../api/appraisals';

const FIELDS = ['employee_id', 'basis', 'kind', 'amount', 'effective_from', 'reason'] as const;

/**
 * Whom the caller may propose a pay change for: everyone but themselves with `performance.create`
 * over the organization (HR), else the people under them (direct and indirect reports), as the API's
 * reach decides.
 */
export function proposable(options: readonly Colleague[], own: number | null, wholeOrganization: boolean) {
  if (wholeOrganization) return options.filter((person) => person.id !== own);
  if (own === null) return [];
  const managerOf = new Map(options.map((person) => [person.id, person.reporting_manager_id]));
  const under = (id: number) => {
    let manager = managerOf.get(id) ?? null;
    for (let depth = 0; manager !== null && depth < 50; depth += 1) {
      if (manager === own) return true;
      manager = managerOf.get(manager) ?? null;
    }
    return false;
  };
  return options.filter((person) => under(person.id));
}

/** "Propose pay change" (an appraisal's outcome): payroll approves it; the proposer never applies it. */
export function PayChangeDialog({
  organizationId,
  open,
  ownEmployeeId,
  onClose,
}: {
  organizationId: number;
  open: boolean;
  ownEmployeeId: number | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Propose pay change"
      description="Payroll approves it before it applies; you will not see pay figures."
    >
      <PayChangeForm organizationId={organizationId} ownEmployeeId={ownEmployeeId} onClose={onClose} />
    </FormDialog>
  );
}

function PayChangeForm({ organizationId, ownEmployeeId, onClose }: DialogOnProps<'ownEmployeeId', number | null>) {
  const wholeOrganization = useCan('performance', 'create', 'organization');
  const people = useColleagues(organizationId);
  const { post } = useAppraisalActions(organizationId);
  const [defaults] = useState({
    organization_id: String(organizationId),
    employee_id: '',
    basis: 'salary',
    kind: 'increase',
    amount: '',
    effective_from: '',
    reason: '',
  });
  const form = useForm({ resolver: zodResolver(payChangeInput), defaultValues: defaults as never });
  const basis = form.watch('basis' as never) as unknown as string;
  const save = async (values: z.output<typeof payChangeInput>) => {
    await post('/performance/pay-changes', values);
    notify.success('Pay change proposed: payroll will approve it.');
    onClose();
  };
  return (
    <DialogForm
      form={form}
      onSubmit={save}
      fields={FIELDS as never}
      submitLabel="Propose pay change"
      pendingLabel="Proposing..."
    >
      <SelectField
        form={form}
        name={'employee_id' as never}
        label="Employee"
        required
        hint={people.error ? 'Employees could not be loaded.' : undefined}
      >
        <option value="">Choose an employee</option>
        {proposable(people.data ?? [], ownEmployeeId, wholeOrganization).map((person) => (
          <option key={person.id} value={person.id}>
            {person.first_name} {person.last_name}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField form={form} name={'basis' as never} label="Paid" required>
          <option value="salary">A salary (a year)</option>
          <option value="hourly">By the hour</option>
        </SelectField>
        <SelectField form={form} name={'kind' as never} label="Change" required>
          <option value="increase">An increase of</option>
          <option value="new_rate">A new rate of</option>
        </SelectField>
        <InputField
          form={form}
          name={'amount' as never}
          label={basis === 'hourly' ? 'Amount ($ an hour)' : 'Amount ($ a year)'}
          inputMode="decimal"
          placeholder={basis === 'hourly' ? '32.5000' : '2500.00'}
          required
        />
        <InputField form={form} name={'effective_from' as never} label="From" type="date" required />
      </div>
      <TextareaField form={form} name={'reason' as never} label="Reason" rows={3} required />
    </DialogForm>
  );
}
