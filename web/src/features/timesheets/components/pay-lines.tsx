import { formatAud, formatAudRate } from '@wattle/shared/money';
import { PAY_CATEGORY_LABELS, type PayLine } from '@wattle/shared/pay-conditions/pay-lines';
import type { TimesheetPayLines } from '@wattle/shared/timesheet-constants';
import { Badge } from '@/components/ui/badge';
import { ListError } from '@/components/ui/list-error';
import { errorMessage } from '@/lib/api-client';
import { usePayLines } from '../api/timesheets';
import { formatDay, formatMinutes } from './format';

export const PAY_LINES_LOAD_ERROR = 'The pay lines could not be loaded.';

/** A line's hourly rate (cents an hour; an award's fraction of a cent kept to the ten-thousandth of a dollar). */
const rateText = (line: PayLine) => formatAudRate(Math.round(line.rate_cents * 100));

/**
 * The timesheet's pay lines grouped by pay category (the order and totals the API gives), each line
 * with its day, times, hours, rate, amount and the rule and clause that produced it; "Unverified"
 * where the rule's or rate's figure is unconfirmed.
 */
export function PayLinesPanel({ organizationId, timesheetId }: { organizationId: number; timesheetId: number }) {
  const { data, error, isLoading, mutate } = usePayLines(organizationId, timesheetId);
  if (error) return <ListError message={errorMessage(error, PAY_LINES_LOAD_ERROR)} onRetry={() => mutate()} />;
  if (isLoading || !data) return <p className="text-sm text-slate-500">Loading pay lines...</p>;
  return <PayLinesBody pay={data} />;
}

function PayLinesBody({ pay }: { pay: TimesheetPayLines }) {
  const groups = pay.by_category.filter((group) => group.minutes > 0 || group.amount_cents !== 0);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        {pay.pay_condition_set_name
          ? `${pay.pay_condition_set_name}${pay.classification ? `, ${pay.classification}` : ''}`
          : 'Award-free (flat rate)'}
        {pay.unverified ? (
          <Badge tone="amber" className="ml-2">
            Unverified
          </Badge>
        ) : null}
      </p>
      {groups.length === 0 ? <p className="text-sm text-slate-500">No pay lines: no hours were worked.</p> : null}
      {groups.map((group) => {
        const label = PAY_CATEGORY_LABELS[group.category];
        const lines = pay.lines.filter((line) => line.category === group.category);
        return (
          <section key={group.category} aria-label={label} className="rounded-lg border border-slate-200">
            <h4 className="flex items-baseline justify-between gap-2 border-b border-slate-200 bg-slate-50 px-3 py-2 text-sm font-semibold text-slate-900">
              <span>{label}</span>
              <span className="tabular-nums">
                {formatMinutes(group.minutes)} h · {formatAud(group.amount_cents)}
              </span>
            </h4>
            <ul className="divide-y divide-slate-100">
              {lines.map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id; the API's order is theirs
                <li key={index} className="px-3 py-2 text-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="text-slate-900">
                      {formatDay(line.date)} {line.start}–{line.end}
                    </span>
                    <span className="tabular-nums text-slate-700">
                      {formatMinutes(line.minutes)} h × {rateText(line)} = {formatAud(line.amount_cents)}
                    </span>
                  </div>
                  <p className="mt-0.5 text-xs text-slate-500">
                    {line.rule}
                    {line.unverified ? (
                      <Badge tone="amber" className="ml-2">
                        Unverified
                      </Badge>
                    ) : null}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      <p className="flex justify-between border-t border-slate-200 pt-2 text-sm font-semibold text-slate-900">
        <span>Total</span>
        <span className="tabular-nums">
          {formatMinutes(pay.worked_minutes)} h · {formatAud(pay.total_cents)}
        </span>
      </p>
    </div>
  );
}
