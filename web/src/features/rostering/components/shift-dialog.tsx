import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField, SelectField, TextareaField } from '@/components/forms/input-field';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isConflict } from '@/lib/api-client';
import type { RosterLeave, Shift, ShiftInput } from '../api/rostering';
import { leaveText } from './grid-cell';
import { type CellRef, OPEN_SHIFTS } from './roster-index';
import { dayName, shiftTimes } from './week';

/** What the dialog works on: a new shift in a cell, or a shift to edit. */
export type ShiftTarget = { kind: 'new'; cell: CellRef } | { kind: 'edit'; shift: Shift };

export const SHIFT_CONFLICT =
  'Someone else changed this shift since you opened it. The roster has been reloaded: check the shift and save again.';

interface ShiftValues {
  employee_id: string;
  date: string;
  start_time: string;
  end_time: string;
  break_minutes: string;
  role: string;
  notes: string;
  leave_confirmed: boolean;
}

const FIELDS = ['employee_id', 'date', 'start_time', 'end_time', 'break_minutes', 'role', 'notes'] as const;

interface ShiftDialogProps {
  target: ShiftTarget | null;
  onClose: () => void;
  people: readonly { employee_id: number; name: string }[];
  /** The approved leave of a person on a day, which a shift there must confirm. */
  leaveOf: (cell: CellRef) => RosterLeave | undefined;
  /** The shift as the roster has it now (its version after a reload). */
  current: (shiftId: number) => Shift | undefined;
  onCreate: (input: ShiftInput) => Promise<unknown>;
  onUpdate: (shift: Shift, input: ShiftInput) => Promise<unknown>;
  onDelete: (shift: Shift) => Promise<unknown>;
  /** After a 409: the roster is read again. */
  onConflict: () => void;
}

const valuesOf = (target: ShiftTarget): ShiftValues =>
  target.kind === 'new'
    ? {
        employee_id: target.cell.employeeId === null ? '' : String(target.cell.employeeId),
        date: target.cell.date,
        start_time: '09:00',
        end_time: '17:00',
        break_minutes: '30',
        role: '',
        notes: '',
        leave_confirmed: false,
      }
    : {
        employee_id: target.shift.employee_id === null ? '' : String(target.shift.employee_id),
        date: target.shift.date,
        start_time: target.shift.start_time,
        end_time: target.shift.end_time,
        break_minutes: String(target.shift.break_minutes),
        role: target.shift.role ?? '',
        notes: target.shift.notes ?? '',
        leave_confirmed: false,
      };

const inputOf = (values: ShiftValues): ShiftInput => ({
  employee_id: values.employee_id === '' ? null : Number(values.employee_id),
  date: values.date,
  start_time: values.start_time,
  end_time: values.end_time,
  break_minutes: values.break_minutes.trim() === '' ? 0 : Number(values.break_minutes),
  role: values.role.trim() || null,
  notes: values.notes.trim() || null,
});

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
  people,
  leaveOf,
  current,
  onCreate,
  onUpdate,
  onDelete,
  onConflict,
}: ShiftDialogProps & { target: ShiftTarget }) {
  const form = useForm<ShiftValues>({ defaultValues: valuesOf(target) });
  const [deleting, setDeleting] = useState(false);
  const employeeId = form.watch('employee_id');
  const date = form.watch('date');
  const cell = { employeeId: employeeId === '' ? null : Number(employeeId), date };
  const leave = leaveOf(cell);
  const approvedLeave = leave?.status === 'approved' ? leave : undefined;
  const nameOf = (id: number | null) => people.find((person) => person.employee_id === id)?.name ?? OPEN_SHIFTS;
  const personName = nameOf(cell.employeeId);
  const latest = target.kind === 'edit' ? (current(target.shift.shift_id) ?? target.shift) : null;

  const save = async (values: ShiftValues) => {
    if (approvedLeave && !values.leave_confirmed) {
      form.setError('leave_confirmed', {
        type: 'required',
        message: 'Confirm the shift on their leave, or choose another day.',
      });
      return;
    }
    const input = inputOf(values);
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
        <SelectField form={form} name="employee_id" label="Person">
          <option value="">{OPEN_SHIFTS} (unassigned)</option>
          {people.map((person) => (
            <option key={person.employee_id} value={person.employee_id}>
              {person.name}
            </option>
          ))}
        </SelectField>
        <InputField form={form} name="date" label="Date" type="date" required />
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField form={form} name="start_time" label="Start" type="time" required />
          <InputField form={form} name="end_time" label="End" type="time" required />
          <InputField
            form={form}
            name="break_minutes"
            label="Unpaid break (minutes)"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
        </div>
        <InputField form={form} name="role" label="Role or area" placeholder="e.g. Front counter" maxLength={80} />
        <TextareaField form={form} name="notes" label="Notes" rows={2} maxLength={500} />
        {approvedLeave ? (
          <div className="rounded-lg border border-violet-200 bg-violet-50 p-3 text-sm text-violet-900">
            <label className="flex items-start gap-2">
              <input type="checkbox" className="mt-1" {...form.register('leave_confirmed')} />
              <span>
                {personName} is on approved {leaveText(approvedLeave.leave_type).toLowerCase()} on {dayName(date)}.
                Roster them anyway.
              </span>
            </label>
            {form.formState.errors.leave_confirmed ? (
              <p className="mt-1 text-red-700">{form.formState.errors.leave_confirmed.message}</p>
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
