import { zodResolver } from '@hookform/resolvers/zod';
import { type Department, departmentInput } from '@wattle/shared/organizations';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField, TextareaField } from '@/components/forms/input-field';
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
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={department ? 'Edit Department' : 'Add Department'}
    >
      <DepartmentForm organizationId={organizationId} department={department} onSaved={() => onOpenChange(false)} />
    </FormDialog>
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
  const form = useForm({
    resolver: zodResolver(departmentInput),
    defaultValues: {
      name: department?.name ?? '',
      description: department?.description ?? '',
      version: department?.version,
    },
  });
  return (
    <DialogForm
      form={form}
      fields={['name', 'description']}
      submitLabel={department ? 'Save Changes' : 'Add Department'}
      onSubmit={async (values) => {
        if (department) await update.trigger({ id: department.id, input: values });
        else await create.trigger(values);
        notify.success(department ? 'Department saved.' : 'Department created.');
        onSaved();
      }}
    >
      <InputField form={form} name="name" label="Name" required placeholder="e.g. Engineering" />
      <TextareaField form={form} name="description" label="Description" rows={3} />
    </DialogForm>
  );
}
