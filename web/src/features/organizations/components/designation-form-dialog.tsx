import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_DESIGNATION_LEVEL,
  DESIGNATION_LEVELS,
  type Designation,
  designationInput,
} from '@wattle/shared/organizations';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, useDiscardGuard } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { applyServerErrors } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useCreateDesignation } from '../api/create-designation';
import { useUpdateDesignation } from '../api/update-designation';

interface DesignationFormDialogProps {
  organizationId: number;
  departmentId: number;
  departmentName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  designation?: Designation;
}

export function DesignationFormDialog({
  organizationId,
  departmentId,
  departmentName,
  open,
  onOpenChange,
  designation,
}: DesignationFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={designation ? 'Edit Designation' : 'Add Designation'}
        description={`Department: ${departmentName}`}
      >
        <DesignationForm
          organizationId={organizationId}
          departmentId={departmentId}
          designation={designation}
          onSaved={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function DesignationForm({
  organizationId,
  departmentId,
  designation,
  onSaved,
}: {
  organizationId: number;
  departmentId: number;
  designation?: Designation;
  onSaved: () => void;
}) {
  const create = useCreateDesignation(organizationId, departmentId);
  const update = useUpdateDesignation(organizationId, departmentId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(designationInput),
    defaultValues: {
      title: designation?.title ?? '',
      level: designation?.level ?? DEFAULT_DESIGNATION_LEVEL,
      version: designation?.version,
    },
  });
  useDiscardGuard(isDirty);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (designation) await update.trigger({ id: designation.id, input: values });
      else await create.trigger(values);
      notify.success(designation ? 'Designation saved.' : 'Designation created.');
      onSaved();
    } catch (error) {
      console.error(error);
      setFormError(applyServerErrors(error, setError, ['title', 'level']));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <Field label="Title" required error={errors.title?.message}>
        {(control) => <Input {...control} {...register('title')} placeholder="e.g. Software Engineer" />}
      </Field>
      <Field label="Level" error={errors.level?.message}>
        {(control) => (
          <Select {...control} {...register('level')}>
            {DESIGNATION_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : designation ? 'Save Changes' : 'Add Designation'}
        </Button>
      </DialogFooter>
    </form>
  );
}
