import type { PublicHoliday } from '@wattle/shared/public-holidays';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { holidayDate } from './holiday-format';

/** The generated days the organization removed from this list, each with Restore (HR). */
export function RemovedHolidays({
  holidays,
  onRestore,
}: {
  holidays: PublicHoliday[];
  onRestore: (holiday: PublicHoliday) => Promise<void>;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const restore = async (holiday: PublicHoliday) => {
    setBusy(holiday.id);
    try {
      await onRestore(holiday);
      notify.success(`${holiday.name} restored to the public holidays.`);
    } catch (error) {
      console.error(error);
      notify.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="removed-holidays" className="mt-6">
      <h2 id="removed-holidays" className="text-sm font-semibold text-slate-900">
        Removed by your organization
      </h2>
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {holidays.map((holiday) => (
          <li key={holiday.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
            <span>
              <span className="text-slate-600">{holidayDate(holiday.date)}</span> · {holiday.name}
            </span>
            <Button
              variant="ghost"
              size="sm"
              disabled={busy === holiday.id}
              aria-label={`Restore ${holiday.name} on ${holidayDate(holiday.date)}`}
              onClick={() => void restore(holiday)}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {busy === holiday.id ? 'Restoring...' : 'Restore'}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
