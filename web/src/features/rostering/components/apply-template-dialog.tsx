import { isoWeekday } from '@wattle/shared/roster-scheduling-types';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { SelectField } from '@/components/forms/input-field';
import type { ShiftTemplate } from '../api/scheduling';
import { PersonOptions, type ShiftPerson } from './person-options';
import { templateText } from './templates-dialog';
import { dayName } from './week';

interface ApplyTemplateDialogProps {
  open: boolean;
  onClose: () => void;
  templates: readonly ShiftTemplate[];
  people: readonly ShiftPerson[];
  /** The range's days. */
  days: readonly string[];
  /** Adds the template's shift on each day for the person (null: open shifts), skipping clashes. */
  onApply: (template: ShiftTemplate, employeeId: number | null, days: string[]) => Promise<void>;
}

/** The days of `days` a template is for (its weekdays; none: every day). */
export const templateDays = (template: ShiftTemplate | undefined, days: readonly string[]) =>
  days.filter((day) => !template || template.weekdays.length === 0 || template.weekdays.includes(isoWeekday(day)));

/** "Apply template": a template's shift on the chosen days of the range, open or for one person. */
export function ApplyTemplateDialog(props: ApplyTemplateDialogProps) {
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title="Apply template"
      description="Adds the template's shift on each chosen day. Days where the person already works at that time, or is on approved leave, are skipped."
    >
      <ApplyForm {...props} />
    </FormDialog>
  );
}

interface ApplyValues {
  template_id: string;
  employee_id: string;
  days: string[] | false;
}

function ApplyForm({ onClose, templates, people, days, onApply }: ApplyTemplateDialogProps) {
  const first = templates[0];
  const form = useForm<ApplyValues>({
    defaultValues: { template_id: first ? String(first.id) : '', employee_id: '', days: templateDays(first, days) },
  });
  const chosen = templates.find((template) => String(template.id) === form.watch('template_id'));
  const save = async (values: ApplyValues) => {
    const template = templates.find((each) => String(each.id) === values.template_id);
    const picked = values.days === false ? [] : values.days;
    if (!template) {
      form.setError('template_id', { message: 'Choose a template.' });
      return;
    }
    if (picked.length === 0) {
      form.setError('days', { message: 'Choose at least one day.' });
      return;
    }
    await onApply(template, values.employee_id === '' ? null : Number(values.employee_id), [...picked].sort());
    onClose();
  };
  if (templates.length === 0)
    return <p className="text-sm text-slate-600">No templates yet: add one under Templates first.</p>;
  return (
    <DialogForm form={form} onSubmit={save} submitLabel="Apply template" pendingLabel="Adding shifts...">
      <SelectField
        form={form}
        name="template_id"
        label="Template"
        defaultValue={form.getValues('template_id')}
        hint={chosen ? templateText(chosen) : undefined}
        onChange={(event) => {
          const template = templates.find((each) => String(each.id) === event.target.value);
          form.setValue('template_id', event.target.value);
          form.setValue('days', templateDays(template, days));
        }}
      >
        {templates.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </SelectField>
      <SelectField form={form} name="employee_id" label="Person" defaultValue="">
        <PersonOptions people={people} />
      </SelectField>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">Days</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {days.map((day) => (
            <label key={day} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" value={day} {...form.register('days')} />
              {dayName(day)}
            </label>
          ))}
        </div>
        {form.formState.errors.days ? (
          <p className="mt-1 text-sm text-red-700">{form.formState.errors.days.message}</p>
        ) : null}
      </fieldset>
    </DialogForm>
  );
}
