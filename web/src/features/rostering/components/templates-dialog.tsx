import { zodResolver } from '@hookform/resolvers/zod';
import { shiftTemplateInput, WEEKDAY_NAMES } from '@wattle/shared/roster-scheduling';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField } from '@/components/forms/input-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import type { ShiftTemplate, ShiftTemplateInput } from '../api/scheduling';
import { ShiftTimeFields } from './shift-time-fields';
import { shiftTimes } from './week';

/** "Mon–Fri", "Sat, Sun", "Every day". */
export function weekdaysText(days: readonly number[]): string {
  if (days.length === 0 || days.length === 7) return 'Every day';
  const short = (day: number) => WEEKDAY_NAMES[day - 1]?.slice(0, 3) ?? '';
  const run = days.every((day, index) => index === 0 || day === (days[index - 1] ?? 0) + 1);
  return run && days.length > 2 ? `${short(days[0] ?? 1)}–${short(days.at(-1) ?? 7)}` : days.map(short).join(', ');
}

/** "Weekday opening, 7:00 am – 3:00 pm (30 min break), Front counter, Mon–Fri". */
export const templateText = (template: ShiftTemplate) =>
  [
    `${shiftTimes(template.start_time, template.end_time)}${template.break_minutes > 0 ? ` (${template.break_minutes} min break)` : ''}`,
    template.role,
    weekdaysText(template.weekdays),
  ]
    .filter(Boolean)
    .join(' · ');

interface TemplatesDialogProps {
  open: boolean;
  onClose: () => void;
  organizationId: number;
  departmentId: number;
  templates: readonly ShiftTemplate[];
  onCreate: (input: ShiftTemplateInput) => Promise<unknown>;
  /** None: the user may not change templates. */
  onUpdate?: (template: ShiftTemplate, input: ShiftTemplateInput) => Promise<unknown>;
  /** None: the user may not delete templates. */
  onDelete?: (template: ShiftTemplate) => Promise<unknown>;
}

/** The department's shift templates: each with its times, and one form to add a template or change one. */
export function TemplatesDialog(props: TemplatesDialogProps) {
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      title="Shift templates"
      description="Named shifts of this department, to start a shift from or to apply to a week."
    >
      <TemplatesForm {...props} />
    </FormDialog>
  );
}

type TemplateOutput = z.output<typeof shiftTemplateInput>;

const blankTemplate = (organizationId: number, departmentId: number) => ({
  organization_id: String(organizationId),
  department_id: String(departmentId),
  name: '',
  start_time: '09:00',
  end_time: '17:00',
  break_minutes: '30',
  role: '',
  weekdays: [] as string[],
});

function TemplatesForm({
  onClose,
  organizationId,
  departmentId,
  templates,
  onCreate,
  onUpdate,
  onDelete,
}: TemplatesDialogProps) {
  const [deleting, setDeleting] = useState<ShiftTemplate | null>(null);
  const [editing, setEditing] = useState<ShiftTemplate | null>(null);
  const form = useForm({
    resolver: zodResolver(shiftTemplateInput),
    defaultValues: blankTemplate(organizationId, departmentId),
  });
  const edit = (template: ShiftTemplate | null) => {
    setEditing(template);
    form.reset(
      template
        ? {
            ...blankTemplate(organizationId, departmentId),
            name: template.name,
            start_time: template.start_time,
            end_time: template.end_time,
            break_minutes: String(template.break_minutes),
            role: template.role ?? '',
            weekdays: template.weekdays.map(String),
          }
        : blankTemplate(organizationId, departmentId),
    );
  };
  const save = async ({ organization_id: _o, department_id: _d, ...values }: TemplateOutput) => {
    const input = { ...values, role: values.role ?? null };
    if (editing && onUpdate) {
      await onUpdate(editing, input);
      notify.success(`Template ${values.name} saved.`);
    } else {
      await onCreate(input);
      notify.success(`Template ${values.name} added.`);
    }
    onClose();
  };
  return (
    <div className="grid gap-4">
      {templates.length === 0 ? (
        <p className="text-sm text-slate-600">No templates yet.</p>
      ) : (
        <ul aria-label="Templates" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {templates.map((template) => (
            <li key={template.id} className="flex items-center justify-between gap-2 px-3 py-2">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">{template.name}</p>
                <p className="text-xs text-slate-600">{templateText(template)}</p>
              </div>
              <div className="flex shrink-0 gap-1">
                {onUpdate ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Edit template ${template.name}`}
                    aria-pressed={editing?.id === template.id}
                    onClick={() => edit(editing?.id === template.id ? null : template)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                ) : null}
                {onDelete ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Delete template ${template.name}`}
                    onClick={() => setDeleting(template)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={`Delete template ${deleting?.name ?? ''}?`}
        description="The department's shifts made from it stay; it is no longer offered to start or apply a shift."
        confirmLabel="Delete template"
        failureMessage="The template could not be deleted."
        onConfirm={async () => {
          if (!deleting || !onDelete) return;
          await onDelete(deleting);
          notify.success(`Template ${deleting.name} deleted.`);
        }}
      />
      <DialogForm
        form={form}
        onSubmit={save}
        fields={['name', 'start_time', 'end_time', 'break_minutes', 'role', 'weekdays', 'department_id']}
        submitLabel={editing ? 'Save template' : 'Add template'}
      >
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-slate-900">{editing ? `Edit ${editing.name}` : 'New template'}</h3>
          {editing ? (
            <Button variant="ghost" size="sm" onClick={() => edit(null)}>
              New template instead
            </Button>
          ) : null}
        </div>
        <InputField form={form} name="name" label="Name" placeholder="e.g. Weekday opening" maxLength={80} required />
        <ShiftTimeFields form={form} />
        <InputField form={form} name="role" label="Role or area" placeholder="e.g. Front counter" maxLength={80} />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Days (none: every day)</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {WEEKDAY_NAMES.map((name, index) => (
              <label key={name} className="flex items-center gap-1.5 text-sm text-slate-700">
                <input type="checkbox" value={index + 1} {...form.register('weekdays')} />
                {name.slice(0, 3)}
              </label>
            ))}
          </div>
        </fieldset>
      </DialogForm>
    </div>
  );
}
