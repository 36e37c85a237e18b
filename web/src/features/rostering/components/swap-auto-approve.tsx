import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { errorMessage, isConflict } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useRosterSettings, useSaveRosterSettings } from '../api/swaps';

export const AUTO_APPROVE_LABEL =
  'Approve a swap automatically when the employee taking the shift fails no roster check';

/**
 * The organization's auto-approval of swaps (roster settings, beside the checks' severities): for
 * those who change the roster settings. A swap whose taker raises any check still waits for a manager.
 */
export function SwapAutoApprove({ organizationId }: { organizationId: number | null }) {
  const { data, error, mutate } = useRosterSettings(organizationId);
  const save = useSaveRosterSettings(organizationId);
  const [saving, setSaving] = useState(false);
  if (error || !data) return null;
  const change = async (next: boolean) => {
    setSaving(true);
    try {
      await save(data, { swap_auto_approve: next });
      notify.success(next ? 'Swaps that fail no check now approve themselves.' : 'Every swap now waits for a manager.');
    } catch (failure) {
      if (isConflict(failure)) await mutate();
      notify.error(errorMessage(failure, 'The setting could not be saved.'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card className="p-4">
      <label className="flex items-start gap-3 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-1"
          checked={data.swap_auto_approve}
          disabled={saving}
          onChange={(event) => change(event.target.checked)}
        />
        <span>
          <span className="block font-medium text-slate-900">{AUTO_APPROVE_LABEL}</span>
          Any warning (a short break, more than 38 hours) still sends the swap to a manager; a check set to block
          publishing makes the employee unable to take it.
        </span>
      </label>
    </Card>
  );
}
