import { zodResolver } from '@hookform/resolvers/zod';
import { type Department, departmentInput } from '@wattle/shared/organizations';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, useDiscardGuard } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { applyServerErrors } from '@/lib/form';
import { notify } from '@/lib/notify';
import { useCreateDepartment } from '../api/create-department';
import { useUpdateDepartment } from '../api/update-department';

interface DepartmentFormDialogProps {
  organizationId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  department?: Department;
}

export function DepartmentFormDialog({ organizationId, open, onOpenChange, department }: DepartmentFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={department ? 'Edit Department' : 'Add Department'}>
        <DepartmentForm organizationId={organizationId} department={department} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function DepartmentForm({
  organizationId,
  department,
  onSaved,
}: {
  organizationId: number;
  department?: Department;
  onSaved: () => void;
}) {
  const create = useCreateDepartment(organizationId);
  const update = useUpdateDepartment(organizationId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(departmentInput),
    defaultValues: {
      name: department?.name ?? '',
      description: department?.description ?? '',
      version: department?.version,
    },
  });
  useDiscardGuard(isDirty);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (department) await update.trigger({ id: department.id, input: values });
      else await create.trigger(values);
      notify.success(department ? 'Department saved.' : 'Department created.');
      onSaved();
    } catch (error) {
      console.error(error);
      setFormError(applyServerErrors(error, setError, ['name', 'description']));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {formError ? <ErrorAlert>{formError}</ErrorAlert> : null}
      <Field label="Name" required error={errors.name?.message}>
        {(control) => <Input {...control} {...register('name')} placeholder="e.g. Engineering" />}
      </Field>
      <Field label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} {...register('description')} rows={3} />}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : department ? 'Save Changes' : 'Add Department'}
        </Button>
      </DialogFooter>
    </form>
  );
}
