import { zodResolver } from '@hookform/resolvers/zod';
import { AU_STATES, postcodeStateHint } from '@wattle/shared/address';
import { GENDERS } from '@wattle/shared/employee-constants';
import {
  SELF_SERVICE_FIELDS,
  type SelfServiceProfile,
  type SelfServiceProfileInput,
  selfServiceProfileInput,
} from '@wattle/shared/self-service';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField, SelectField } from '@/components/forms/input-field';
import { useResetOnClose } from '@/components/forms/use-reset-on-close';
import { Field } from '@/components/ui/field';
import { Options, Select } from '@/components/ui/select';
import { unmatchedFieldMessages } from '@/lib/form';
import { notify } from '@/lib/notify';
import { updateOwnProfile } from '../api/self-service';

export const DETAILS_SAVED = 'Your details were saved.';

type FormValues = Required<Pick<SelfServiceProfileInput, (typeof SELF_SERVICE_FIELDS)[number]>> & {
  organization_id: number;
  version: number;
};

const valuesOf = (profile: SelfServiceProfile, organizationId: number): FormValues => ({
  organization_id: organizationId,
  version: profile.version,
  first_name: profile.first_name,
  last_name: profile.last_name,
  personal_email: profile.personal_email,
  phone_number: profile.phone_number,
  date_of_birth: profile.date_of_birth,
  gender: profile.gender,
  address: profile.address,
  // A record from before structured addresses: its whole address is the street line until completed.
  address_suburb: profile.address_suburb ?? '',
  address_state: profile.address_state ?? ('' as never),
  address_postcode: profile.address_postcode ?? '',
  emergency_contact_name: profile.emergency_contact_name ?? '',
  emergency_contact_phone: profile.emergency_contact_phone ?? '',
});

/** The employee's own personal, contact and emergency details (self-service). */
export function EditDetailsDialog({
  open,
  onOpenChange,
  profile,
  organizationId,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: SelfServiceProfile;
  organizationId: number;
  onSaved: (profile: SelfServiceProfile) => void;
}) {
  const values = useMemo(() => valuesOf(profile, organizationId), [profile, organizationId]);
  const form = useForm<FormValues>({
    resolver: zodResolver(selfServiceProfileInput) as never,
    values,
    // What the user typed stays after a failed save; only a new version of the record resets it.
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const close = useResetOnClose(form, values, onOpenChange);
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Edit my details"
      description="Your personal, contact and emergency details. HR sees the change in your history."
      className="sm:max-w-2xl"
    >
      <DialogForm
        form={form}
        fields={SELF_SERVICE_FIELDS}
        errorText={(error, message) => {
          const other = unmatchedFieldMessages(error, SELF_SERVICE_FIELDS);
          return other.length > 0 ? other.join(' ') : message;
        }}
        submitLabel="Save my details"
        onSubmit={async (values) => {
          const saved = await updateOwnProfile({
            ...values,
            organization_id: organizationId,
            version: profile.version,
          });
          onSaved(saved);
          notify.success(DETAILS_SAVED);
          onOpenChange(false);
        }}
      >
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Personal</legend>
          <InputField form={form} name="first_name" label="First Name" required autoComplete="given-name" />
          <InputField form={form} name="last_name" label="Last Name" required autoComplete="family-name" />
          <InputField form={form} name="date_of_birth" label="Date of Birth" required type="date" />
          <SelectField form={form} name="gender" label="Gender" required>
            <Options values={GENDERS} />
          </SelectField>
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Contact</legend>
          <InputField
            form={form}
            name="personal_email"
            label="Personal Email"
            required
            type="email"
            autoComplete="email"
          />
          <InputField form={form} name="phone_number" label="Phone Number" required type="tel" autoComplete="tel" />
          <InputField
            form={form}
            name="address"
            label="Street Address"
            required
            className="sm:col-span-2"
            autoComplete="address-line1"
          />
          <InputField form={form} name="address_suburb" label="Suburb" required autoComplete="address-level2" />
          <div className="grid grid-cols-2 gap-4">
            <Field label="State" error={errors.address_state?.message} required>
              {(c) => (
                <Select {...c} autoComplete="address-level1" {...register('address_state')}>
                  <option value="">Select state</option>
                  <Options values={AU_STATES} />
                </Select>
              )}
            </Field>
            <InputField
              form={form}
              name="address_postcode"
              label="Postcode"
              hint={postcodeStateHint(watch('address_postcode'), watch('address_state')) ?? undefined}
              required
              inputMode="numeric"
              maxLength={4}
              autoComplete="postal-code"
            />
          </div>
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Emergency contact</legend>
          <InputField form={form} name="emergency_contact_name" label="Contact Name" />
          <InputField form={form} name="emergency_contact_phone" label="Contact Phone" type="tel" />
        </fieldset>
      </DialogForm>
    </FormDialog>
  );
}
