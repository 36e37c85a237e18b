import { zodResolver } from '@hookform/resolvers/zod';
import { unavailabilityText, unavailableFor } from '@wattle/shared/roster-scheduling-types';
import { createShiftInput } from '@wattle/shared/rostering';
import { clockText, shortDay } from '@wattle/shared/shift-text';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField, SelectField, TextareaField } from '@/components/forms/input-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { isConflict } from '@/lib/api-client';
import type { RosterLeaveDay, Shift, ShiftInput } from '../api/rostering';
import type { ShiftTemplate, Unavailability } from '../api/scheduling';
import { leaveText } from './grid-cell';
import { PersonOptions, type ShiftPerson } from './person-options';
import { type CellRef, OPEN_SHIFTS } from './roster-index';
import { ShiftTimeFields } from './shift-time-fields';
import { dayName, shiftTimes } from './week';

/** What the dialog works on: a new shift in a cell, or a shift to edit. */
export type ShiftTarget = { kind: 'new'; cell: CellRef } | { kind: 'edit'; shift: Shift };

export const SHIFT_CONFLICT =
  'Someone else changed this shift since you opened it. The roster has been reloaded: check the shift and save again.';

type CreateShiftOutput = z.output<typeof createShiftInput>;

const FIELDS = [
  'employee_id',
  'date',
  'start_time',
  'end_time',
  'break_minutes',
  'role',
  'notes',
  'confirm_leave',
] as const;

interface ShiftDialogProps {
  target: ShiftTarget | null;
  onClose: () => void;
  organizationId: number;
  departmentId: number;
  people: readonly ShiftPerson[];
  /** The leave of a person on a day (approved leave a shift there must confirm). */
  leaveOf: (cell: CellRef) => RosterLeaveDay | undefined;
  /** A person's recorded unavailability (a shift in it is warned about, not refused). */
  unavailabilityOf: (employeeId: number | null) => readonly Unavailability[];
  /** The department's templates a new shift can start from. */
  templates: readonly ShiftTemplate[];
  /** The shift as the roster has it now (its version after a reload). */
  current: (shiftId: number) => Shift | undefined;
  onCreate: (input: ShiftInput) => Promise<unknown>;
  onUpdate: (shift: Shift, input: ShiftInput) => Promise<unknown>;
  onDelete: (shift: Shift) => Promise<unknown>;
  /** After a 409: the roster is read again. */
  onConflict: () => void;
}

/** The form's starting values: text, as the inputs hold them (the shared schema reads them). */
const valuesOf = (target: ShiftTarget, organizationId: number, departmentId: number) => {
  const shift = target.kind === 'edit' ? target.shift : null;
  const employeeId = shift ? shift.employee_id : target.kind === 'new' ? target.cell.employeeId : null;
  return {
    organization_id: String(organizationId),
    department_id: String(shift?.department_id ?? departmentId),
    employee_id: employeeId === null ? '' : String(employeeId),
    date: shift?.date ?? (target.kind === 'new' ? target.cell.date : ''),
    start_time: shift?.start_time ?? '09:00',
    end_time: shift?.end_time ?? '17:00',
    break_minutes: String(shift?.break_minutes ?? 30),
    role: shift?.role ?? '',
    notes: shift?.notes ?? '',
    confirm_leave: false,
  };
};

/** The "Add shift" and "Edit shift" dialog: a shift's times, break, role and notes, for a person (or open) on a day. */
export function ShiftDialog(props: ShiftDialogProps) {
  return (
    <FormDialog
      open={props.target}
      onClose={props.onClose}
      title={(target) => (target.kind === 'new' ? 'Add shift' : 'Edit shift')}
      description={(target) =>
        target.kind === 'edit' ? shiftTimes(target.shift.start_time, target.shift.end_time) : undefined
      }
    >
      {(target) => <ShiftForm {...props} target={target} />}
    </FormDialog>
  );
}

function ShiftForm({
  target,
  onClose,
  organizationId,
  departmentId,
  people,
  leaveOf,
  unavailabilityOf,
  templates,
  current,
  onCreate,
  onUpdate,
  onDelete,
  onConflict,
}: ShiftDialogProps & { target: ShiftTarget }) {
  const [defaults] = useState(() => valuesOf(target, organizationId, departmentId));
  const form = useForm({ resolver: zodResolver(createShiftInput), defaultValues: defaults });
  const [deleting, setDeleting] = useState(false);
  const templateId = useId();
  const employeeId = String(form.watch('employee_id') ?? '');
  const date = String(form.watch('date') ?? '');
  const cell = { employeeId: employeeId === '' ? null : Number(employeeId), date };
  const leave = leaveOf(cell);
  const approvedLeave = leave?.status === 'approved' ? leave : undefined;
  const nameOf = (id: number | null) => people.find((person) => person.employee_id === id)?.name ?? OPEN_SHIFTS;
  const personName = nameOf(cell.employeeId);
  const latest = target.kind === 'edit' ? (current(target.shift.id) ?? target.shift) : null;
  const start = String(form.watch('start_time') ?? '');
  const end = String(form.watch('end_time') ?? '');
  const unavailable =
    /^\d\d:\d\d$/.test(start) && /^\d\d:\d\d$/.test(end) && date
      ? unavailableFor(unavailabilityOf(cell.employeeId), { date, start_time: start, end_time: end })
      : undefined;
  const fromTemplate = (id: string) => {
    const template = templates.find((each) => String(each.id) === id);
    if (!template) return;
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    form.setValue('start_time', template.start_time, options);
    form.setValue('end_time', template.end_time, options);
    form.setValue('break_minutes', String(template.break_minutes), options);
    form.setValue('role', template.role ?? '', options);
  };

  const save = async ({ organization_id: _organization, ...values }: CreateShiftOutput) => {
    if (approvedLeave && !values.confirm_leave) {
      form.setError('confirm_leave', {
        type: 'required',
        message: 'Confirm the shift on their leave, or choose another day.',
      });
      return;
    }
    const input: ShiftInput = {
      ...values,
      role: values.role ?? null,
      notes: values.notes ?? null,
      confirm_leave: Boolean(approvedLeave && values.confirm_leave),
    };
    if (latest) await onUpdate(latest, input);
    else await onCreate(input);
    onClose();
  };

  return (
    <>
      <DialogForm
        form={form}
        onSubmit={save}
        fields={FIELDS}
        submitLabel={target.kind === 'new' ? 'Add shift' : 'Save shift'}
        errorText={(error, message) => {
          if (!isConflict(error)) return message;
          onConflict();
          return SHIFT_CONFLICT;
        }}
      >
        {target.kind === 'new' && templates.length > 0 ? (
          <div className="grid gap-1.5">
            <Label htmlFor={templateId}>Use a template</Label>
            <Select id={templateId} defaultValue="" onChange={(event) => fromTemplate(event.target.value)}>
              <option value="">No template</option>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.name} ({shiftTimes(template.start_time, template.end_time)})
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        {/* The select's own default too: its options are there before the form sets its value. */}
        <SelectField form={form} name="employee_id" label="Person" defaultValue={defaults.employee_id}>
          <PersonOptions people={people} />
        </SelectField>
        <InputField form={form} name="date" label="Date" type="date" required />
        <ShiftTimeFields form={form} />
        {unavailable ? (
          <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {personName} is unavailable {unavailabilityText(unavailable, clockText, shortDay)}
            {unavailable.note ? `: ${unavailable.note}` : ''}.
          </p>
        ) : null}
        <InputField form={form} name="role" label="Role or area" placeholder="e.g. Front counter" maxLength={80} />
        <TextareaField form={form} name="notes" label="Notes" rows={2} maxLength={500} />
        {approvedLeave ? (
          <div className="rounded-lg border border-violet-200 bg-violet-50 p-3 text-sm text-violet-900">
            <label className="flex items-start gap-2">
              <input type="checkbox" className="mt-1" {...form.register('confirm_leave')} />
              <span>
                {personName} is on approved {leaveText(approvedLeave.leave_type_name).toLowerCase()} on {dayName(date)}.
                Roster them anyway.
              </span>
            </label>
            {form.formState.errors.confirm_leave ? (
              <p className="mt-1 text-red-700">{form.formState.errors.confirm_leave.message}</p>
            ) : null}
          </div>
        ) : null}
        {latest ? (
          <Button variant="outline" className="justify-self-start text-red-700" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete shift
          </Button>
        ) : null}
      </DialogForm>
      {latest ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title="Delete this shift?"
          description={`${shiftTimes(latest.start_time, latest.end_time)} on ${dayName(latest.date)} (${nameOf(latest.employee_id)}) is removed from the roster.`}
          confirmLabel="Delete shift"
          onConfirm={async () => {
            try {
              await onDelete(latest);
            } catch (error) {
              // The API's own message shows in the dialog; a 409's also reloads the roster.
              if (isConflict(error)) onConflict();
              throw error;
            }
            onClose();
          }}
        />
      ) : null}
    </>
  );
}
