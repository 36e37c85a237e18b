import type { Shift } from '@wattle/shared/roster-constants';
import {
  SHIFT_SWAP_KIND_LABELS,
  SHIFT_SWAP_STATUS_LABELS,
  type ShiftSwap,
  type ShiftSwapAction,
  type ShiftSwapViewStatus,
} from '@wattle/shared/shift-swap-constants';
import { weekdayDay } from '@wattle/shared/shift-text';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { shiftTimes } from './week';

/** The pieces of the shift swapping screen: a swap's shift, people, checks and status, and the step confirmation. */

const STATUS_TONES: Record<ShiftSwapViewStatus, BadgeTone> = {
  offered: 'blue',
  accepted: 'amber',
  approved: 'green',
  declined: 'red',
  cancelled: 'neutral',
  expired: 'neutral',
};

export const SWAP_ACTION_LABELS: Record<ShiftSwapAction, string> = {
  accept: 'Accept',
  approve: 'Approve',
  decline: 'Decline',
  cancel: 'Cancel swap',
};

/** Whether declining is the caller, a drop's taker, withdrawing (the drop is offered to others again). */
export const withdraws = (swap: ShiftSwap, action: ShiftSwapAction) =>
  action === 'decline' && swap.kind === 'drop' && swap.status === 'accepted' && !swap.can.approve;

/** The step's button label: "Withdraw" for a drop's taker declining, else the action's. */
export const stepLabel = (swap: ShiftSwap, action: ShiftSwapAction) =>
  withdraws(swap, action) ? 'Withdraw' : SWAP_ACTION_LABELS[action];

/** "Tue 15 Dec 2026" and "9:00 am – 5:00 pm · Barista". */
export function ShiftWhen({ shift }: { shift: Pick<Shift, 'date' | 'start_time' | 'end_time' | 'role'> }) {
  return (
    <div className="min-w-0">
      <p className="font-medium text-slate-900">{weekdayDay(shift.date)}</p>
      <p className="text-sm text-slate-600 tabular-nums">
        {shiftTimes(shift.start_time, shift.end_time)}
        {shift.role ? ` · ${shift.role}` : ''}
      </p>
    </div>
  );
}

export const swapPeople = (swap: ShiftSwap) =>
  `${swap.from_employee_name ?? 'Open shift'} → ${swap.to_employee_name ?? 'anyone who can take it'}`;

export function SwapStatus({ swap }: { swap: ShiftSwap }) {
  return (
    <div className="space-y-1">
      <Badge tone={STATUS_TONES[swap.status]}>{SHIFT_SWAP_STATUS_LABELS[swap.status]}</Badge>
      <p className="text-xs text-slate-500">
        {SHIFT_SWAP_KIND_LABELS[swap.kind]}
        {swap.status === 'expired'
          ? ' · its shift started first'
          : swap.auto_approved
            ? ' · approved automatically'
            : swap.decided_by
              ? ` · by ${swap.decided_by}`
              : ''}
      </p>
    </div>
  );
}

/** The checks the taker's roster raises with the shift theirs (the approver weighs them). */
export function SwapChecks({ swap }: { swap: ShiftSwap }) {
  if (swap.checks.length === 0) return <span className="text-sm text-slate-500">No warnings</span>;
  return (
    <ul className="space-y-1 text-sm text-amber-800">
      {swap.checks.map((check) => (
        <li key={check.rule}>
          {check.message}
          {check.unverified ? ' (unverified)' : ''}
        </li>
      ))}
    </ul>
  );
}

export interface PendingStep {
  swap: ShiftSwap;
  action: ShiftSwapAction;
}

const QUESTIONS: Record<ShiftSwapAction, (swap: ShiftSwap) => { title: string; description: string }> = {
  accept: (swap) => ({
    title: 'Take this shift?',
    description: `${swap.from_employee_name ?? 'The open shift'}'s shift becomes yours once a manager approves it.`,
  }),
  approve: (swap) => ({
    title: 'Approve this swap?',
    description: `The shift moves to ${swap.to_employee_name} and both are told.`,
  }),
  decline: (swap) =>
    withdraws(swap, 'decline')
      ? {
          title: 'Withdraw from this shift?',
          description: 'The shift is offered to anyone who can take it again, and its holder is told.',
        }
      : { title: 'Decline this swap?', description: 'The shift stays where it is and they are told.' },
  cancel: () => ({ title: 'Cancel this swap?', description: 'The offer is withdrawn; the shift stays yours.' }),
};

/** The confirmation of a step (approve and decline above all: they cannot be undone). */
export function SwapStepDialog({
  pending,
  onClose,
  onConfirm,
}: {
  pending: PendingStep | null;
  onClose: () => void;
  onConfirm: (step: PendingStep) => Promise<void>;
}) {
  const question = pending ? QUESTIONS[pending.action](pending.swap) : { title: '', description: '' };
  const label = pending ? stepLabel(pending.swap, pending.action) : '';
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onClose()}
      title={question.title}
      description={question.description}
      note={
        pending
          ? `${weekdayDay(pending.swap.shift.date)}, ${shiftTimes(pending.swap.shift.start_time, pending.swap.shift.end_time)}: ${swapPeople(pending.swap)}`
          : null
      }
      confirmLabel={label}
      cancelLabel="Back"
      busyLabel={`${label}...`}
      confirmVariant={pending?.action === 'decline' || pending?.action === 'cancel' ? 'danger' : 'primary'}
      onConfirm={() => (pending ? onConfirm(pending) : Promise.resolve())}
    />
  );
}
