import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { recalculateStalePayslips } from '../api/pay-runs';

/** The employees a finalise refused because leave changed in the period after their payslips were calculated. */
export function staleLeaveOf(error: unknown): string[] {
  return error instanceof ApiError && error.status === 422 ? (error.errors.stale_leave ?? []) : [];
}

/** Names the payslips calculated before a leave change and recalculates them. */
export function StaleLeaveAlert({
  payRunId,
  names,
  onDone,
}: {
  payRunId: number;
  names: readonly string[];
  onDone: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const recalculate = async () => {
    setBusy(true);
    setFailed(null);
    try {
      const { recalculated } = await recalculateStalePayslips(payRunId);
      notify.success(
        recalculated.length === 1 ? 'Recalculated 1 payslip.' : `Recalculated ${recalculated.length} payslips.`,
      );
      onDone();
    } catch (error) {
      console.error(error);
      setFailed(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ErrorAlert>
      <p className="font-medium">Leave changed in this period after these payslips were calculated:</p>
      <ul className="mt-1 list-disc pl-5">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <p className="mt-1">
        Recalculate them to pay the leave approved now. Lines added in review are kept; other changes made in review to
        these payslips are worked out again.
      </p>
      {failed ? <p className="mt-1 font-medium">{failed}</p> : null}
      <Button className="mt-2" variant="outline" size="sm" onClick={recalculate} disabled={busy}>
        <RefreshCw aria-hidden="true" className="size-4" />
        {busy ? 'Recalculating...' : 'Recalculate payslips'}
      </Button>
    </ErrorAlert>
  );
}
