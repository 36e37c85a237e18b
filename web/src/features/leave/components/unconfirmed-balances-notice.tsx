import type { UnconfirmedBalance } from '@wattle/shared/opening-balances';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useSetOpeningBalances } from '../api/balances';

const nameOf = (row: UnconfirmedBalance) => `${row.first_name} ${row.last_name}`;

/**
 * HR's flag on the Leave Balance screen (issue 31 §2): the people who joined before the workspace
 * and whose balances nobody has confirmed (their balance is the full accrual since joining). The
 * picked one's can be entered or confirmed here; the others' names pick them.
 */
export function UnconfirmedBalancesNotice({
  organizationId,
  rows,
  pickedId,
  today,
  onPick,
  onEnter,
}: {
  organizationId: number;
  rows: readonly UnconfirmedBalance[];
  pickedId: number | null;
  today: string;
  onPick: (employeeId: number) => void;
  onEnter: () => void;
}) {
  const picked = rows.find((row) => row.employee_id === pickedId) ?? null;
  const confirm = useSetOpeningBalances(organizationId, picked?.employee_id ?? null);
  if (rows.length === 0) return null;
  const others = rows.filter((row) => row !== picked);
  return (
    <section
      aria-label="Balances not confirmed"
      className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {picked ? (
        <div className="grid gap-2">
          <p className="flex gap-2 font-medium">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {nameOf(picked)}'s balance has never been confirmed: it is the full accrual since joining on{' '}
              {formatDate(picked.joining_date, 'medium')}, with no leave taken before this workspace.
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={onEnter}>
              Enter opening balances
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={confirm.isMutating}
              onClick={async () => {
                try {
                  await confirm.trigger({ as_at: today, balances: [] });
                  notify.success(`${nameOf(picked)}'s balances confirmed: the accrual since joining applies.`);
                } catch (error) {
                  notify.error(error instanceof Error ? error.message : 'The balances could not be confirmed.');
                }
              }}
            >
              Confirm accrual since joining
            </Button>
          </div>
        </div>
      ) : null}
      {others.length > 0 ? (
        <div>
          <p>
            {picked
              ? 'Also not confirmed'
              : `${others.length} ${others.length === 1 ? "person's balance has" : "people's balances have"} never been confirmed`}
            :
          </p>
          <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
            {others.slice(0, 20).map((row) => (
              <li key={row.employee_id}>
                <button
                  type="button"
                  className="break-words text-left font-medium underline underline-offset-2 hover:text-amber-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                  onClick={() => onPick(row.employee_id)}
                >
                  {nameOf(row)}
                </button>
              </li>
            ))}
            {others.length > 20 ? <li>and {others.length - 20} more</li> : null}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
