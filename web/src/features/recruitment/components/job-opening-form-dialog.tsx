import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_EMPLOYMENT_TYPE,
  DEFAULT_JOB_STATUS,
  EMPLOYMENT_TYPES,
  JOB_STATUSES,
  type JobOpening,
  jobOpeningInput,
} from '@wattle/shared/recruitment';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { IdSelect } from '@/components/forms/id-select';
import { InputField, SelectField, TextareaField } from '@/components/forms/input-field';
import { RecordFormDialog } from '@/components/forms/record-form-dialog';
import { Field } from '@/components/ui/field';
import { Options } from '@/components/ui/select';
import { useDepartments } from '@/lib/api/get-departments';
import { useDesignations } from '@/lib/api/get-designations';
import { ApiError, errorMessage } from '@/lib/api-client';
import { unmatchedFieldMessages } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useCreateJobOpening } from '../api/create-job-opening';
import { useUpdateJobOpening } from '../api/update-job-opening';
import { statusLabel } from './status-badges';

interface JobOpeningFormDialogProps {
  organizationId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The opening to edit; without it the dialog creates one. */
  job?: JobOpening;
  onSaved?: (job: JobOpening) => void;
}

export function JobOpeningFormDialog({ organizationId, open, onOpenChange, job, onSaved }: JobOpeningFormDialogProps) {
  return (
    <RecordFormDialog
      open={open}
      onOpenChange={onOpenChange}
      record={job}
      title={job ? 'Edit Job Opening' : 'Create Job Opening'}
      onSaved={onSaved}
    >
      {(saved) => <JobOpeningForm organizationId={organizationId} job={job} onSaved={saved} />}
    </RecordFormDialog>
  );
}

/** The fields the API may name in a 422; each shows its message under itself. */
const FIELDS = [
  'title',
  'department_id',
  'designation_id',
  'location',
  'employment_type',
  'description',
  'requirements',
  'posting_date',
  'closing_date',
  'status',
] as const;

function saveErrorText(error: unknown): string | null {
  if (error instanceof ApiError && error.status === 422) {
    // The fields show their own messages; only what no field can show goes in the box.
    const others = unmatchedFieldMessages(error, FIELDS);
    if (others.length > 0) return others.join(' ');
    return Object.keys(error.errors).length > 0 ? null : errorMessage(error);
  }
  return errorMessage(error);
}

export function JobOpeningForm({
  organizationId,
  job,
  onSaved,
}: {
  organizationId: number;
  job?: JobOpening;
  onSaved: (job: JobOpening) => void;
}) {
  const create = useCreateJobOpening(organizationId);
  const update = useUpdateJobOpening(organizationId);
  const form = useForm({
    resolver: zodResolver(jobOpeningInput),
    defaultValues: {
      organization_id: job?.organization_id ?? organizationId,
      title: job?.title ?? '',
      department_id: job ? String(job.department_id) : '',
      designation_id: job ? String(job.designation_id) : '',
      location: job?.location ?? '',
      employment_type: job?.employment_type ?? DEFAULT_EMPLOYMENT_TYPE,
      status: job?.status ?? DEFAULT_JOB_STATUS,
      description: job?.description ?? '',
      requirements: job?.requirements ?? '',
      posting_date: job?.posting_date ?? '',
      closing_date: job?.closing_date ?? '',
      // The version read with the record: a save over someone else's change gets 409.
      version: job?.version,
    },
  });
  const { control, setValue, watch } = form;

  const departmentValue = watch('department_id');
  const departmentId = departmentValue ? Number(departmentValue) : null;
  const departments = useDepartments(organizationId);
  const designations = useDesignations(organizationId, departmentId);

  return (
    <DialogForm
      form={form}
      fields={FIELDS}
      errorText={saveErrorText}
      submitLabel={job ? 'Save Changes' : 'Create Job Opening'}
      onSubmit={async (values) => {
        const saved = job ? await update.trigger({ id: job.id, input: values }) : await create.trigger(values);
        notify.success(job ? 'Job opening saved.' : 'Job opening created.');
        onSaved(saved);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          form={form}
          name="title"
          label="Title"
          required
          className="sm:col-span-2"
          placeholder="e.g. Registered Nurse"
        />
        <Field label="Department" required error={form.formState.errors.department_id?.message}>
          {(field) => (
            <IdSelect
              control={control}
              name="department_id"
              field={field}
              placeholder={departments.isLoading ? 'Loading departments...' : 'Select a department'}
              options={departments.data?.map((department) => ({ id: department.id, label: department.name }))}
              // A designation belongs to one department: a new department needs a new choice.
              onChanged={() => setValue('designation_id', '')}
            />
          )}
        </Field>
        <Field
          label="Designation"
          required
          error={form.formState.errors.designation_id?.message}
          hint={departmentId ? undefined : 'Choose a department first.'}
        >
          {(field) => (
            <IdSelect
              control={control}
              name="designation_id"
              field={field}
              placeholder={departmentId && designations.isLoading ? 'Loading designations...' : 'Select a designation'}
              options={designations.data?.map((designation) => ({ id: designation.id, label: designation.title }))}
              disabled={departmentId === null}
            />
          )}
        </Field>
        <InputField form={form} name="location" label="Location" required placeholder="e.g. Sydney NSW or Remote" />
        <SelectField form={form} name="employment_type" label="Employment Type">
          <Options values={EMPLOYMENT_TYPES} />
        </SelectField>
        <SelectField form={form} name="status" label="Status">
          <Options values={JOB_STATUSES} labels={statusLabel} />
        </SelectField>
        <InputField form={form} name="posting_date" label="Posting Date" type="date" />
        <InputField form={form} name="closing_date" label="Closing Date" type="date" />
        <TextareaField form={form} name="description" label="Description" className="sm:col-span-2" rows={4} />
        <TextareaField form={form} name="requirements" label="Requirements" className="sm:col-span-2" rows={4} />
      </div>
    </DialogForm>
  );
}
