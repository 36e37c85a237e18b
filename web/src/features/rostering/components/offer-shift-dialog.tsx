import { zodResolver } from '@hookform/resolvers/zod';
import type { Shift } from '@wattle/shared/roster-constants';
import { createShiftSwapInput } from '@wattle/shared/shift-swaps';
import { weekdayDay } from '@wattle/shared/shift-text';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { SelectField } from '@/components/forms/input-field';
import { notify } from '@/lib/notify';
import { useSwapActions, useSwapEligible } from '../api/swaps';
import { shiftTimes } from './week';

export const ANYONE_ELIGIBLE = 'Anyone who can take it';
const FIELDS = ['shift_id', 'to_employee_id'] as const;

interface OfferShiftDialogProps {
  organizationId: number;
  shift: Shift | null;
  onClose: () => void;
}

/** "Offer shift": one of the caller's published shifts, to anyone eligible (a drop) or to a named colleague. */
export function OfferShiftDialog({ organizationId, shift, onClose }: OfferShiftDialogProps) {
  return (
    <FormDialog
      open={shift}
      onClose={onClose}
      title="Offer shift"
      description={(target) =>
        `${weekdayDay(target.date)}, ${shiftTimes(target.start_time, target.end_time)}${target.role ? ` · ${target.role}` : ''}. A manager approves the swap before the shift moves.`
      }
    >
      {(target) => <OfferForm organizationId={organizationId} shift={target} onClose={onClose} />}
    </FormDialog>
  );
}

function OfferForm({ organizationId, shift, onClose }: { organizationId: number; shift: Shift; onClose: () => void }) {
  const [defaults] = useState({
    organization_id: String(organizationId),
    shift_id: String(shift.id),
    to_employee_id: '',
  });
  const form = useForm({ resolver: zodResolver(createShiftSwapInput), defaultValues: defaults });
  const { data, error, isLoading } = useSwapEligible(organizationId, shift.id);
  const { offer } = useSwapActions(organizationId);
  const candidates = data?.candidates ?? [];
  const eligible = candidates.filter((candidate) => candidate.eligible);
  const unable = candidates.filter((candidate) => !candidate.eligible);
  const chosen = eligible.find((candidate) => String(candidate.employee_id) === String(form.watch('to_employee_id')));

  const save = async (values: z.output<typeof createShiftSwapInput>) => {
    const swap = await offer({ shift_id: values.shift_id, to_employee_id: values.to_employee_id ?? null });
    notify.success(swap.to_employee_name ? `Shift offered to ${swap.to_employee_name}.` : 'Shift offered.');
    onClose();
  };

  return (
    <DialogForm form={form} onSubmit={save} fields={FIELDS} submitLabel="Offer shift" pendingLabel="Offering...">
      <SelectField
        form={form}
        name="to_employee_id"
        label="Offer to"
        defaultValue=""
        hint={
          error
            ? 'Colleagues could not be loaded: you can still offer it to anyone who can take it.'
            : isLoading
              ? 'Loading colleagues...'
              : `${eligible.length} colleague${eligible.length === 1 ? '' : 's'} can take it.`
        }
      >
        <option value="">{ANYONE_ELIGIBLE}</option>
        {eligible.map((candidate) => (
          <option key={candidate.employee_id} value={candidate.employee_id}>
            {candidate.name}
            {candidate.warnings.length > 0 ? ' (check warnings)' : ''}
          </option>
        ))}
      </SelectField>
      {chosen && chosen.warnings.length > 0 ? (
        <ul className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {chosen.warnings.map((warning) => (
            <li key={warning.rule}>{warning.message}</li>
          ))}
        </ul>
      ) : null}
      {unable.length > 0 ? (
        <details className="text-sm text-slate-600">
          <summary className="cursor-pointer">Who cannot take it ({unable.length})</summary>
          <ul className="mt-2 space-y-1">
            {unable.map((candidate) => (
              <li key={candidate.employee_id}>
                <span className="font-medium text-slate-800">{candidate.name}</span>: {candidate.reasons.join(' ')}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </DialogForm>
  );
}
