import type { SuperOwing } from '@wattle/shared/pay-run-files';
import type { PayRunDetail } from '@wattle/shared/pay-runs';
import { Card } from '@/components/ui/card';
import { ListError } from '@/components/ui/list-error';
import { formatDate } from '@/lib/dates';
import { usePayRunSuper } from '../api/pay-runs';
import { aud } from './pay-run-format';

/** What the run owes each super fund (super guarantee and salary sacrificed) and when it is due. */
export function PayRunSuper({ organizationId, run }: { organizationId: number; run: PayRunDetail }) {
  const working = run.status === 'calculating' || run.status === 'finalising';
  const { data, error, isLoading, mutate } = usePayRunSuper(organizationId, working ? null : run.id, run.version);
  return (
    <Card className="p-4">
      <h3 className="text-base font-semibold text-slate-900">Super</h3>
      <p className="mt-1 text-sm text-slate-600">What this run owes each fund, and by when it must reach the fund.</p>
      <div className="mt-3">
        {error ? (
          <ListError onRetry={() => mutate()} />
        ) : working || isLoading || !data ? (
          <p className="text-sm text-slate-600">Loading super...</p>
        ) : data.length === 0 ? (
          <p className="text-sm text-slate-600">This run owes no super.</p>
        ) : (
          <ul className="grid gap-2">
            {data.map((fund) => (
              <FundRow key={`${fund.fund_usi ?? ''}-${fund.fund_name}`} fund={fund} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function FundRow({ fund }: { fund: SuperOwing }) {
  return (
    <li className="grid gap-0.5 rounded-md border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-slate-900">
          {fund.fund_name}
          {fund.fund_usi ? <span className="font-normal text-slate-600"> (USI {fund.fund_usi})</span> : null}
        </span>
        <span className="font-medium tabular-nums text-slate-900">{aud(fund.total)}</span>
      </div>
      <span className="text-slate-600">
        {fund.employees} employee{fund.employees === 1 ? '' : 's'}: super guarantee {aud(fund.super_guarantee)}, salary
        sacrificed {aud(fund.salary_sacrifice)}
      </span>
      {fund.due_date ? (
        <span className="text-slate-700">
          Due {formatDate(fund.due_date, 'medium')}
          {fund.due_note ? ` (${fund.due_note})` : ''}
        </span>
      ) : null}
    </li>
  );
}
