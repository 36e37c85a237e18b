import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_TIMEZONE } from '@wattle/shared/constants';
import { DEFAULT_PROBATION_MONTHS, MAX_PROBATION_MONTHS } from '@wattle/shared/employee-lifecycle';
import { type Organization, organizationInput } from '@wattle/shared/organizations';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField, SelectField, TextareaField } from '@/components/forms/input-field';
import { browserTimeZone } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useCreateOrganization } from '../api/create-organization';
import { useUpdateOrganization } from '../api/update-organization';

interface OrganizationFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The organization to edit; without it the dialog creates one. */
  organization?: Organization;
  onSaved?: (organization: Organization) => void;
}

export function OrganizationFormDialog({ open, onOpenChange, organization, onSaved }: OrganizationFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={organization ? 'Edit Workspace' : 'Add Workspace'}
      description={
        organization
          ? `Update the details of ${organization.name}.`
          : 'Create a workspace for an organization. You become its owner.'
      }
      className="sm:max-w-2xl"
    >
      <OrganizationForm
        organization={organization}
        onSaved={(saved) => {
          onOpenChange(false);
          onSaved?.(saved);
        }}
      />
    </FormDialog>
  );
}

const FIELDS = [
  'name',
  'registration_number',
  'address',
  'contact_email',
  'contact_phone',
  'industry_type',
  'timezone',
  'probation_months',
  'require_mfa',
] as const;

function timeZones(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/**
 * The zone a new workspace starts with: the browser's own when the list offers it (a bakery set up
 * in Sydney is on Sydney time), else the spec's default.
 */
export function initialTimeZone(browserZone = browserTimeZone()): string {
  return Intl.supportedValuesOf('timeZone').includes(browserZone) ? browserZone : DEFAULT_TIMEZONE;
}

function OrganizationForm({
  organization,
  onSaved,
}: {
  organization?: Organization;
  onSaved: (organization: Organization) => void;
}) {
  const create = useCreateOrganization();
  const [startZone] = useState(() => organization?.timezone ?? initialTimeZone());
  const update = useUpdateOrganization();
  const form = useForm({
    resolver: zodResolver(organizationInput),
    defaultValues: {
      name: organization?.name ?? '',
      registration_number: organization?.registration_number ?? '',
      address: organization?.address ?? '',
      contact_email: organization?.contact_email ?? '',
      contact_phone: organization?.contact_phone ?? '',
      industry_type: organization?.industry_type ?? '',
      timezone: startZone,
      probation_months: organization?.probation_months ?? DEFAULT_PROBATION_MONTHS,
      // Only owners set it; for anyone else it is left out, and the API keeps it.
      require_mfa: organization?.role === 'owner' ? organization.require_mfa : undefined,
      // The version read with the record: a save over someone else's change gets 409.
      version: organization?.version,
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const zones = useMemo(() => timeZones(startZone), [startZone]);

  return (
    <DialogForm
      form={form}
      fields={FIELDS}
      submitLabel={organization ? 'Save Changes' : 'Create Workspace'}
      onSubmit={async (values) => {
        const saved = organization
          ? await update.trigger({ id: organization.id, input: values })
          : await create.trigger(values);
        notify.success(organization ? 'Workspace saved.' : 'Workspace created.');
        onSaved(saved);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          form={form}
          name="name"
          label="Name"
          required
          className="sm:col-span-2"
          autoComplete="organization"
        />
        <InputField form={form} name="registration_number" label="Registration Number" />
        <InputField form={form} name="industry_type" label="Industry" placeholder="e.g. Healthcare" />
        <InputField form={form} name="contact_email" label="Contact Email" required type="email" autoComplete="email" />
        <InputField form={form} name="contact_phone" label="Contact Phone" type="tel" autoComplete="tel" />
        <TextareaField
          form={form}
          name="address"
          label="Address"
          className="sm:col-span-2"
          rows={2}
          autoComplete="street-address"
        />
        <SelectField form={form} name="timezone" label="Timezone" className="sm:col-span-2">
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </SelectField>
        <InputField
          form={form}
          name="probation_months"
          label="Probation (months)"
          hint="New employees' probation ends this long after they join (0: none)."
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_PROBATION_MONTHS}
        />
        {organization?.role === 'owner' ? (
          <div className="space-y-1 sm:col-span-2">
            <label className="flex items-start gap-2 text-sm text-slate-900">
              <input type="checkbox" {...register('require_mfa')} className="mt-1 size-4 accent-brand-700" />
              <span>
                <span className="font-medium">Require MFA for owners and admins</span>
                <span className="block text-slate-600">
                  They can reveal payroll identifiers: without multi-factor authentication they are sent to set it up
                  before anything else.
                </span>
              </span>
            </label>
            {errors.require_mfa?.message ? (
              <p role="alert" className="text-sm text-red-700">
                {errors.require_mfa.message}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </DialogForm>
  );
}
