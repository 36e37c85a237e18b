import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPLICANT_SOURCES,
  APPLICANT_TRANSITIONS,
  type Applicant,
  applicantInput,
  DEFAULT_APPLICANT_SOURCE,
  DEFAULT_APPLICANT_STATUS,
  NEW_APPLICANT_STATUSES,
} from '@wattle/shared/recruitment';
import { FileText } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { IdSelect } from '@/components/forms/id-select';
import { InputField, SelectField, TextareaField } from '@/components/forms/input-field';
import { RecordFormDialog } from '@/components/forms/record-form-dialog';
import { ErrorAlert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { Options } from '@/components/ui/select';
import { useAllJobOpenings } from '@/lib/api/get-all-job-openings';
import { ApiError } from '@/lib/api-client';
import { useOrganizationToday } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useCreateApplicant } from '../api/create-applicant';
import { uploadResume } from '../api/create-resume-upload';
import { useUpdateApplicant } from '../api/update-applicant';
import { RESUME_ACCEPT, resumeFileProblem } from './resume-file';
import { statusLabel } from './status-badges';

export const UNEXPECTED_ERROR = 'An unexpected error occurred.';

interface ApplicantFormDialogProps {
  organizationId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The applicant to edit; without it the dialog adds one. */
  applicant?: Applicant;
  onSaved?: (applicant: Applicant) => void;
}

export function ApplicantFormDialog({
  organizationId,
  open,
  onOpenChange,
  applicant,
  onSaved,
}: ApplicantFormDialogProps) {
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      record={applicant}
      title={applicant ? 'Edit Applicant' : 'Add Applicant'}
      onSaved={onSaved}
    >
      {(saved) => <ApplicantForm organizationId={organizationId} applicant={applicant} onSaved={saved} />}
    </RecordFormDialog>
  );
}

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'job_opening_id',
  'cover_letter',
  'source',
  'status',
  'applied_date',
] as const;

/** The spec's alert for a failed save: 'Error:' and every message of a 422 on its own line. */
export function saveErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 422) {
    const messages = Object.values(error.errors).flat();
    return ['Error:', ...(messages.length > 0 ? messages : [error.message])].join('\n');
  }
  // A stale version is worth its own words: reloading is the way out.
  if (error instanceof ApiError && error.status === 409 && error.message) return error.message;
  return UNEXPECTED_ERROR;
}

export function ApplicantForm({
  organizationId,
  applicant,
  onSaved,
}: {
  organizationId: number;
  applicant?: Applicant;
  onSaved: (applicant: Applicant) => void;
}) {
  const create = useCreateApplicant(organizationId);
  const update = useUpdateApplicant(organizationId);
  const jobs = useAllJobOpenings(organizationId);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileAlert, setFileAlert] = useState<string | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const today = useOrganizationToday();
  const form = useForm({
    resolver: zodResolver(applicantInput),
    defaultValues: {
      organization_id: applicant?.organization_id ?? organizationId,
      first_name: applicant?.first_name ?? '',
      last_name: applicant?.last_name ?? '',
      email: applicant?.email ?? '',
      phone: applicant?.phone ?? '',
      job_opening_id: applicant ? String(applicant.job_opening_id) : '',
      cover_letter: applicant?.cover_letter ?? '',
      source: applicant?.source ?? DEFAULT_APPLICANT_SOURCE,
      status: applicant?.status ?? DEFAULT_APPLICANT_STATUS,
      // The organization's today, not UTC's: an applicant added at 9 am in Sydney applied today.
      applied_date: applicant?.applied_date ?? today,
      version: applicant?.version,
    },
  });
  const { control } = form;

  const clearFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setResumeError(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    const problem = resumeFileProblem(chosen);
    if (problem) {
      setFileAlert(problem);
      clearFile();
      return;
    }
    setFileAlert(null);
    setFile(chosen);
  };

  return (
    <DialogForm
      form={form}
      fields={FIELDS}
      errorText={(error) => {
        const resumeMessage = error instanceof ApiError ? error.errors.resume?.[0] : undefined;
        if (resumeMessage) {
          // The server refused the file itself (size, type or contents): it has to be chosen again.
          setResumeError(resumeMessage);
          clearFile();
        }
        return saveErrorText(error);
      }}
      submitLabel={applicant ? 'Save Changes' : 'Add Applicant'}
      onSubmit={async (values) => {
        setResumeError(null);
        // The file goes to the bucket first; the save then links it by its upload id.
        const resumeUploadId = file ? await uploadResume(organizationId, applicant?.id, file) : undefined;
        const input = { ...values, ...(resumeUploadId ? { resume_upload_id: resumeUploadId } : {}) };
        const saved = applicant ? await update.trigger({ id: applicant.id, input }) : await create.trigger(input);
        notify.success(applicant ? 'Applicant saved.' : 'Applicant added.');
        onSaved(saved);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="first_name" label="First Name" required autoComplete="off" />
        <InputField form={form} name="last_name" label="Last Name" required autoComplete="off" />
        <InputField form={form} name="email" label="Email" required type="email" autoComplete="off" />
        <InputField form={form} name="phone" label="Phone" type="tel" autoComplete="off" />
        <Field
          label="Job Opening"
          required
          error={form.formState.errors.job_opening_id?.message}
          className="sm:col-span-2"
        >
          {(field) => (
            <IdSelect
              control={control}
              name="job_opening_id"
              field={field}
              placeholder={jobs.isLoading ? 'Loading job openings...' : 'Select a job opening'}
              options={jobs.data?.map((job) => ({ id: job.id, label: job.title }))}
            />
          )}
        </Field>
        <SelectField form={form} name="source" label="Source">
          <Options values={APPLICANT_SOURCES} />
        </SelectField>
        <SelectField form={form} name="status" label="Status">
          {(applicant ? [applicant.status, ...APPLICANT_TRANSITIONS[applicant.status]] : NEW_APPLICANT_STATUSES).map(
            (status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ),
          )}
        </SelectField>
        <TextareaField form={form} name="cover_letter" label="Cover Letter" className="sm:col-span-2" rows={4} />
        <Field
          label="Resume"
          error={resumeError ?? undefined}
          hint="PDF, DOC or DOCX, at most 5 MB."
          className="sm:col-span-2"
        >
          {(field) => (
            <input
              {...field}
              ref={fileInput}
              type="file"
              name="resume"
              accept={RESUME_ACCEPT}
              onChange={chooseFile}
              className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
            />
          )}
        </Field>
        {applicant?.resume && !file ? (
          <p className="-mt-2 flex min-w-0 items-center gap-1.5 text-sm text-slate-600 sm:col-span-2">
            <FileText aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            <span className="min-w-0 truncate">
              Current resume: <span className="font-medium text-slate-800">{applicant.resume.file_name}</span>
            </span>
          </p>
        ) : null}
        {fileAlert ? <ErrorAlert className="sm:col-span-2">{fileAlert}</ErrorAlert> : null}
      </div>
    </DialogForm>
  );
}
