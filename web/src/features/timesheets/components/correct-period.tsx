import type { Timesheet } from '@wattle/shared/timesheet-constants';
import { FilePenLine } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { useTimesheetActions } from '../api/timesheets';

/** What an adjustment says it is: it corrects a period a finalised pay run paid. */
export const adjustmentText = (payRunId: number) =>
  `Adjustment to the period paid in pay run ${payRunId}. Once it is approved, the next pay run pays the difference (or recovers it).`;

/**
 * "Correct this period" on a locked timesheet: after a confirmation, opens its adjustment (or the
 * one already open), which the entry screen then shows for editing.
 */
export function CorrectPeriod({ organizationId, timesheet }: { organizationId: number; timesheet: Timesheet }) {
  const actions = useTimesheetActions(organizationId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} className="h-11 sm:h-10">
        <FilePenLine aria-hidden="true" className="size-4" />
        Correct this period
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Correct this period"
        description="This period was paid in a finalised pay run and stays as it was paid. An adjustment copies its days for you to correct; once approved, the next pay run pays the difference (or recovers it)."
        confirmLabel="Open adjustment"
        busyLabel="Opening..."
        confirmVariant="primary"
        failureMessage="The adjustment could not be opened."
        onConfirm={async () => {
          await actions.adjust(timesheet.timesheet_id, timesheet.version);
          notify.success('Adjustment opened: correct the days, then submit it for approval.');
        }}
      />
    </>
  );
}
