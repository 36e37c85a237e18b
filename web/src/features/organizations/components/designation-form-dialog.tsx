import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_DESIGNATION_LEVEL,
  DESIGNATION_LEVELS,
  type Designation,
  designationInput,
} from '@wattle/shared/organizations';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField, SelectField } from '@/components/forms/input-field';
import { Options } from '@/components/ui/select';
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
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={designation ? 'Edit Designation' : 'Add Designation'}
      description={`Department: ${departmentName}`}
    >
      <DesignationForm
        organizationId={organizationId}
        departmentId={departmentId}
        designation={designation}
        onSaved={() => onOpenChange(false)}
      />
    </FormDialog>
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
  const form = useForm({
    resolver: zodResolver(designationInput),
    defaultValues: {
      title: designation?.title ?? '',
      level: designation?.level ?? DEFAULT_DESIGNATION_LEVEL,
      version: designation?.version,
    },
  });
  return (
    <DialogForm
      form={form}
      fields={['title', 'level']}
      submitLabel={designation ? 'Save Changes' : 'Add Designation'}
      onSubmit={async (values) => {
        if (designation) await update.trigger({ id: designation.id, input: values });
        else await create.trigger(values);
        notify.success(designation ? 'Designation saved.' : 'Designation created.');
        onSaved();
      }}
    >
      <InputField form={form} name="title" label="Title" required placeholder="e.g. Software Engineer" />
      <SelectField form={form} name="level" label="Level">
        <Options values={DESIGNATION_LEVELS} />
      </SelectField>
    </DialogForm>
  );
}
