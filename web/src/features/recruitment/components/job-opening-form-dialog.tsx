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
import { RecordFormDialog } from '@/components/forms/record-form-dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
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
  const {
    control,
    register,
    setValue,
    watch,
    formState: { errors },
  } = form;

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
        <Field label="Title" required error={errors.title?.message} className="sm:col-span-2">
          {(field) => <Input {...field} {...register('title')} placeholder="e.g. Registered Nurse" />}
        </Field>
        <Field label="Department" required error={errors.department_id?.message}>
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
          error={errors.designation_id?.message}
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
        <Field label="Location" required error={errors.location?.message}>
          {(field) => <Input {...field} {...register('location')} placeholder="e.g. Sydney NSW or Remote" />}
        </Field>
        <Field label="Employment Type" error={errors.employment_type?.message}>
          {(field) => (
            <Select {...field} {...register('employment_type')}>
              {EMPLOYMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Status" error={errors.status?.message}>
          {(field) => (
            <Select {...field} {...register('status')}>
              {JOB_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Posting Date" error={errors.posting_date?.message}>
          {(field) => <Input {...field} {...register('posting_date')} type="date" />}
        </Field>
        <Field label="Closing Date" error={errors.closing_date?.message}>
          {(field) => <Input {...field} {...register('closing_date')} type="date" />}
        </Field>
        <Field label="Description" error={errors.description?.message} className="sm:col-span-2">
          {(field) => <Textarea {...field} {...register('description')} rows={4} />}
        </Field>
        <Field label="Requirements" error={errors.requirements?.message} className="sm:col-span-2">
          {(field) => <Textarea {...field} {...register('requirements')} rows={4} />}
        </Field>
      </div>
    </DialogForm>
  );
}
