import { zodResolver } from '@hookform/resolvers/zod';
import { type Candidate, type Offer, offerInput } from '@wattle/shared/hiring';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField, TextareaField } from '@/components/forms/input-field';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { unmatchedFieldMessages } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useMakeOffer } from '../api/make-offer';

interface OfferFormDialogProps {
  organizationId: number;
  /** Who the offer is for; null closes the dialog. */
  candidate: Candidate | null;
  jobTitle: string;
  onClose: () => void;
  onSent?: (offer: Offer) => void;
}

export function OfferFormDialog({ organizationId, candidate, jobTitle, onClose, onSent }: OfferFormDialogProps) {
  return (
    <FormDialog
      open={candidate}
      onClose={onClose}
      title="Make Offer"
      description={(candidate) => `Offer ${candidate.first_name} ${candidate.last_name} the ${jobTitle} position.`}
    >
      {(candidate) => (
        <OfferForm
          organizationId={organizationId}
          candidate={candidate}
          onSent={(offer) => {
            onClose();
            onSent?.(offer);
          }}
        />
      )}
    </FormDialog>
  );
}

const FIELDS = ['salary', 'hours_per_week', 'start_date', 'expiration_date', 'notes'] as const;

function OfferForm({
  organizationId,
  candidate,
  onSent,
}: {
  organizationId: number;
  candidate: Candidate;
  onSent: (offer: Offer) => void;
}) {
  const make = useMakeOffer(organizationId);
  const form = useForm({
    resolver: zodResolver(offerInput),
    defaultValues: {
      organization_id: organizationId,
      applicant_id: candidate.applicant_id,
      salary: '',
      hours_per_week: '',
      start_date: '',
      expiration_date: '',
      notes: '',
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <DialogForm
      form={form}
      fields={FIELDS}
      errorText={(error, message) => [message, ...unmatchedFieldMessages(error, FIELDS)]}
      submitLabel="Send Offer"
      pendingLabel="Sending..."
      onSubmit={async (values) => {
        const offer = await make.trigger(values);
        notify.success('Offer sent.');
        onSent(offer);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Salary (AUD $)"
          required
          hint="Yearly, before tax."
          error={errors.salary?.message}
          className="sm:col-span-2"
        >
          {(props) => (
            <Input
              {...props}
              // Empty is missing, not $0: the schema then says the salary is required.
              {...register('salary', { setValueAs: (value) => (value === '' ? undefined : value) })}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              placeholder="e.g. 95000"
            />
          )}
        </Field>
        <Field
          label="Hours per week"
          hint="Ordinary hours of a part-time or casual role; full-time counts 38. The salary must reach the national minimum wage for them."
          error={errors.hours_per_week?.message}
          className="sm:col-span-2"
        >
          {(props) => (
            <Input
              {...props}
              {...register('hours_per_week', { setValueAs: (value) => (value === '' ? undefined : value) })}
              type="number"
              inputMode="decimal"
              min={1}
              max={60}
              step="0.5"
              placeholder="e.g. 24"
            />
          )}
        </Field>
        <InputField form={form} name="start_date" label="Start Date" required type="date" />
        <InputField
          form={form}
          name="expiration_date"
          label="Expiration Date"
          required
          hint="On or before the start date."
          type="date"
        />
        <TextareaField form={form} name="notes" label="Notes" className="sm:col-span-2" rows={3} />
      </div>
    </DialogForm>
  );
}
