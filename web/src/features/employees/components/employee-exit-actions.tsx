import type { Employee } from '@wattle/shared/employees';
import { HandCoins, LogOut, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useCancelExit } from '../api/exits';
import { FinalPayDialog } from './final-pay-dialog';
import { fullName } from './format';
import { RecordExitDialog } from './record-exit-dialog';

export const CANCEL_EXIT_QUESTION =
  'Cancel this exit? The employee gets back the status they had before, and the exit checklist is removed.';

/**
 * The profile's exit action for HR (employees edit over the whole organization): Terminate / Record
 * exit while none is recorded, Cancel exit while a recorded exit has not happened yet.
 */
export function EmployeeExitActions({ employee, organizationId }: { employee: Employee; organizationId: number }) {
  const canDecide = useCan('employees', 'edit', 'organization');
  const canPay = useCan('payroll', 'edit', 'organization');
  const [open, setOpen] = useState<'record' | 'cancel' | 'final-pay' | null>(null);
  const cancel = useCancelExit(organizationId);
  if (employee.trashed_at) return null;
  const name = fullName(employee);
  // A recorded exit's final pay (issue 30 §1): payroll sets it up before or after the last day.
  const finalPay =
    canPay && employee.last_working_day ? (
      <>
        <Button variant="outline" className="self-start sm:self-center" onClick={() => setOpen('final-pay')}>
          <HandCoins aria-hidden="true" className="size-4" />
          Final Pay
        </Button>
        <FinalPayDialog
          organizationId={organizationId}
          employeeId={employee.id}
          name={name}
          open={open === 'final-pay'}
          onOpenChange={(next) => setOpen(next ? 'final-pay' : null)}
        />
      </>
    ) : null;
  if (!canDecide || employee.lifecycle === 'former') return finalPay;
  if (employee.last_working_day) {
    return (
      <>
        {finalPay}
        <Button variant="outline" className="self-start sm:self-center" onClick={() => setOpen('cancel')}>
          <Undo2 aria-hidden="true" className="size-4" />
          Cancel Exit
        </Button>
        <ConfirmDialog
          open={open === 'cancel'}
          onOpenChange={(next) => setOpen(next ? 'cancel' : null)}
          title="Cancel Exit"
          description={CANCEL_EXIT_QUESTION}
          note={`${name}'s last working day was to be ${formatDate(employee.last_working_day)}.`}
          confirmLabel="Cancel Exit"
          busyLabel="Cancelling..."
          confirmVariant="primary"
          onConfirm={async () => {
            await cancel.trigger({ id: employee.id, version: employee.version });
            notify.success(`Exit cancelled for ${name}.`);
          }}
        />
      </>
    );
  }
  return (
    <>
      <Button variant="outline" className="self-start sm:self-center" onClick={() => setOpen('record')}>
        <LogOut aria-hidden="true" className="size-4" />
        Terminate / Record Exit
      </Button>
      <RecordExitDialog
        organizationId={organizationId}
        employee={employee}
        open={open === 'record'}
        onOpenChange={(next) => setOpen(next ? 'record' : null)}
      />
    </>
  );
}
