import { zodResolver } from '@hookform/resolvers/zod';
import { INTERVIEW_TYPES, type Interview, interviewInput } from '@wattle/shared/hiring';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { type AlertText, DialogForm, FormAlert } from '@/components/forms/dialog-form';
import { InputField, SelectField, TextareaField } from '@/components/forms/input-field';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Options, Select } from '@/components/ui/select';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { ApiError } from '@/lib/api-client';
import { applyServerErrors } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useInterviewers } from '../api/get-interviewers';
import { useSchedulableApplicants } from '../api/get-schedulable-applicants';
import { type InterviewValues, useScheduleInterview } from '../api/schedule-interview';
import { useUpdateInterview } from '../api/update-interview';
import { zoneLabel } from './calendar';
import { InterviewerPicker } from './interviewer-picker';

interface ScheduleInterviewSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  organizationId: number;
  timeZone: string;
  /** The interview to change; without it the panel schedules a new one. */
  interview?: Interview;
  onSaved: (interview: Interview) => void;
}

/** The 'Schedule Interview' side panel (also used to edit a scheduled interview). */
export function ScheduleInterviewSheet({
  open,
  onOpenChange,
  organizationId,
  timeZone,
  interview,
  onSaved,
}: ScheduleInterviewSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title={interview ? 'Edit Interview' : 'Schedule Interview'}
        description={
          interview
            ? `Change the interview with ${interview.applicant_name}.`
            : 'Book an interview with an applicant and invite the interviewers.'
        }
      >
        {/* A fresh form each time the panel opens, so nothing typed last time lingers. */}
        {open ? (
          <InterviewForm
            organizationId={organizationId}
            timeZone={timeZone}
            interview={interview}
            onSaved={(saved) => {
              onOpenChange(false);
              onSaved(saved);
            }}
          />
        ) : null}
      </SheetContent>
    </Sheet>
  );
}

const FIELDS = [
  'applicant_id',
  'starts_at',
  'duration_minutes',
  'interview_type',
  'interviewer_ids',
  'location',
  'notes',
] as const;

interface Overlap {
  message: string;
  values: InterviewValues;
}

function InterviewForm({
  organizationId,
  timeZone,
  interview,
  onSaved,
}: {
  organizationId: number;
  timeZone: string;
  interview?: Interview;
  onSaved: (interview: Interview) => void;
}) {
  const applicants = useSchedulableApplicants(organizationId, !interview);
  const interviewers = useInterviewers(organizationId);
  const schedule = useScheduleInterview(organizationId);
  const update = useUpdateInterview(organizationId);
  const [resendError, setResendError] = useState<AlertText>(null);
  const [overlap, setOverlap] = useState<Overlap | null>(null);
  const [resending, setResending] = useState(false);

  const form = useForm({
    resolver: zodResolver(interviewInput),
    defaultValues: {
      organization_id: organizationId,
      applicant_id: interview ? String(interview.applicant_id) : '',
      starts_at: interview?.local_starts_at ?? '',
      duration_minutes: interview?.duration_minutes ?? 60,
      interview_type: interview?.interview_type ?? 'Video',
      // Legacy employee interviewers with no linked member are left for the user to choose again.
      interviewer_ids:
        interview?.interviewers.flatMap((person) => (person.user_id === null ? [] : [person.user_id])) ?? [],
      location: interview?.location ?? '',
      notes: interview?.notes ?? '',
      allow_overlap: false,
      // The version read with the interview: a save over someone else's change gets 409.
      version: interview?.version,
    },
  });
  const {
    register,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const applicantId = useWatch({ control, name: 'applicant_id' });
  const jobTitle = interview
    ? interview.job_title
    : (applicants.data?.find((applicant) => String(applicant.id) === String(applicantId))?.job_opening?.title ?? '');

  const save = async (values: InterviewValues) => {
    setResendError(null);
    setOverlap(null);
    try {
      const saved = interview
        ? await update.trigger({ id: interview.id, input: values })
        : await schedule.trigger(values);
      notify.success(interview ? 'Interview saved.' : 'Interview scheduled.');
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.conflicts.length > 0) {
        // Someone on the panel is already booked: say who, and let the user book over it.
        setOverlap({ message: error.message, values });
        return;
      }
      throw error;
    }
  };

  const scheduleAnyway = async () => {
    if (!overlap) return;
    setResending(true);
    try {
      await save({ ...overlap.values, allow_overlap: true });
    } catch (error) {
      console.error(error);
      setResendError(applyServerErrors(error, setError, FIELDS));
    }
    setResending(false);
  };
  const busy = isSubmitting || resending;

  return (
    <DialogForm
      form={form}
      fields={FIELDS}
      onSubmit={save}
      busy={resending}
      submitLabel={interview ? 'Save Changes' : 'Schedule Interview'}
    >
      <FormAlert text={resendError} />
      {applicants.error && !interview ? <ErrorAlert>Failed to load applicants.</ErrorAlert> : null}
      <div className="grid gap-4">
        <Field label="Applicant" required error={errors.applicant_id?.message}>
          {(props) =>
            interview ? (
              <Select {...props} {...register('applicant_id')} disabled>
                <option value={String(interview.applicant_id)}>{interview.applicant_name}</option>
              </Select>
            ) : (
              <Select {...props} {...register('applicant_id')} disabled={applicants.isLoading}>
                <option value="">{applicants.isLoading ? 'Loading applicants...' : 'Select an applicant'}</option>
                {applicants.data?.map((applicant) => (
                  <option key={applicant.id} value={String(applicant.id)}>
                    {applicant.first_name} {applicant.last_name}
                  </option>
                ))}
              </Select>
            )
          }
        </Field>
        {!interview && applicants.data?.length === 0 ? (
          <p className="-mt-2 text-sm text-slate-600">
            No applicants to interview: only applicants who applied or are in interview or offer can be scheduled.
          </p>
        ) : null}
        <Field label="Job Title" hint="Filled from the applicant's job opening.">
          {(props) => <Input {...props} value={jobTitle} readOnly placeholder="Choose an applicant first" />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-[1fr_9rem]">
          <InputField
            form={form}
            name="starts_at"
            label="Date and Time"
            required
            hint={`In ${zoneLabel(timeZone)}.`}
            type="datetime-local"
          />
          <Field label="Duration (minutes)" error={errors.duration_minutes?.message}>
            {(props) => (
              <Input
                {...props}
                {...register('duration_minutes')}
                type="number"
                inputMode="numeric"
                min={15}
                max={480}
                step={15}
              />
            )}
          </Field>
        </div>
        <SelectField form={form} name="interview_type" label="Interview Type" required>
          <Options values={INTERVIEW_TYPES} />
        </SelectField>
        <Controller
          control={control}
          name="interviewer_ids"
          render={({ field, fieldState }) => (
            <InterviewerPicker
              options={interviewers.data}
              loading={interviewers.isLoading}
              value={(field.value as number[] | undefined) ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message ?? (interviewers.error ? 'Failed to load employees.' : undefined)}
            />
          )}
        />
        <Field label="Location or Meeting Link" error={errors.location?.message}>
          {(props) => (
            <Input {...props} {...register('location')} placeholder="e.g. Room 2.14 or https://meet.example.com/..." />
          )}
        </Field>
        <TextareaField form={form} name="notes" label="Notes" rows={3} />
      </div>

      {overlap ? (
        <div
          role="alert"
          className="mt-5 rounded-lg border border-amber-300 bg-amber-50 px-3 py-3 text-sm text-amber-900"
        >
          <p className="flex gap-2">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{overlap.message}</span>
          </p>
          <div className="mt-3 flex flex-wrap gap-2 pl-6">
            <Button size="sm" onClick={() => void scheduleAnyway()} disabled={busy}>
              {resending ? 'Scheduling...' : 'Schedule anyway'}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setOverlap(null)} disabled={busy}>
              Pick another time
            </Button>
          </div>
        </div>
      ) : null}
    </DialogForm>
  );
}
