import { formatAud } from '@wattle/shared/money';
import { OVERTIME_DECISION_LABELS } from '@wattle/shared/timesheet-constants';
import { CalendarClock, Coins, Timer } from 'lucide-react';
import { useState } from 'react';
import { actionsColumn, DataTable } from '@/components/data-table/data-table';
import { EmployeeCell } from '@/components/data-table/employee-cell';
import { RowAction } from '@/components/data-table/row-action';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { formatDate, useOrganizationToday } from '@/lib/dates';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { TIMESHEETS } from '../access';
import { type OvertimeRow, useOvertime } from '../api/timesheets';
import { RangeFilters, useDateRange } from './date-range';
import { addDays, formatMinutes, mondayOf } from './format';
import { DECISION_TITLES, type OvertimeChoice, OvertimeDecisionDialog } from './overtime-decision-dialog';

export const OVERTIME_EMPTY = 'No overtime in this period.';

/** A row's decision as the table shows it. */
function decisionCell(row: OvertimeRow) {
  if (row.decision) return OVERTIME_DECISION_LABELS[row.decision.decision];
  if (row.status !== 'approved') return <span className="text-slate-400">After approval</span>;
  return <span className="text-slate-400">Not decided (paid)</span>;
}

/** Overtime: the hours the pay rules classed as overtime, per employee and week, with the rules that did. */
export function OvertimePage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const today = useOrganizationToday();
  // The last four weeks, this one included.
  const range = useDateRange(() => ({ from: addDays(mondayOf(today), -21), to: today }));
  const { data, error, isLoading, mutate } = useOvertime(organizationId, range.from, range.to, range.ready);
  const rows = error || !range.ready ? [] : (data ?? []);
  const approves = useCan(TIMESHEETS, 'approve');
  const [choice, setChoice] = useState<OvertimeChoice | null>(null);
  const decidable = (row: OvertimeRow) => row.status === 'approved' && !row.locked;
  return (
    <>
      <PageHeader
        title="Overtime"
        description="Hours of approved timesheets that the pay rules classed as overtime, by employee and week."
      />
      <Card className="overflow-hidden">
        <div className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4">
          <RangeFilters id="overtime" range={range} />
        </div>
        <DataTable
          label="Overtime"
          columns={[
            {
              header: 'Employee',
              cell: (row: OvertimeRow) => <EmployeeCell id={row.employee_id} name={row.employee_name} />,
            },
            {
              header: 'Week',
              className: 'whitespace-nowrap',
              cell: (row) => `Week of ${formatDate(row.week_start, 'medium')}`,
            },
            {
              header: 'Hours',
              headerClassName: 'text-right',
              className: 'text-right tabular-nums',
              cell: (row) => formatMinutes(row.minutes),
            },
            {
              header: 'Amount',
              headerClassName: 'text-right',
              className: 'text-right tabular-nums',
              cell: (row) => (row.amount_cents === null ? '—' : formatAud(row.amount_cents)),
            },
            {
              header: 'Rules',
              cell: (row) => (
                <ul className="space-y-0.5 text-xs text-slate-600">
                  {row.rules.map((rule) => (
                    <li key={`${rule.category}-${rule.rule}`}>
                      {rule.rule} ({formatMinutes(rule.minutes)} h)
                      {rule.unverified ? (
                        <Badge tone="amber" className="ml-1">
                          Unverified
                        </Badge>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ),
            },
            {
              header: 'Decision',
              cell: (row) => (
                <span title={row.decision?.comment ?? undefined}>
                  {decisionCell(row)}
                  {row.locked ? (
                    <span className="block text-xs text-slate-500">Paid in a finalised pay run</span>
                  ) : null}
                </span>
              ),
            },
            ...(approves
              ? [
                  actionsColumn((row: OvertimeRow) => {
                    const whose = `${row.employee_name}'s overtime, week of ${formatDate(row.week_start, 'medium')}`;
                    return (
                      <>
                        <RowAction
                          label={`${DECISION_TITLES.pay}: ${whose}`}
                          icon={Coins}
                          disabled={!decidable(row) || row.decision?.decision === 'pay'}
                          onClick={() => setChoice({ row, decision: 'pay' })}
                        >
                          {DECISION_TITLES.pay}
                        </RowAction>
                        {row.time_off_rule ? (
                          <RowAction
                            label={`${DECISION_TITLES.time_off}: ${whose}`}
                            icon={CalendarClock}
                            disabled={!decidable(row) || row.decision?.decision === 'time_off'}
                            onClick={() => setChoice({ row, decision: 'time_off' })}
                          >
                            {DECISION_TITLES.time_off}
                          </RowAction>
                        ) : null}
                      </>
                    );
                  }),
                ]
              : []),
          ]}
          rows={rows}
          rowKey={(row) => `${row.employee_id}-${row.week_start}`}
          busy={isLoading && Boolean(data)}
          loading={range.ready && isLoading && !data}
          loadingText="Loading overtime..."
          error={error}
          errorText={errorMessage(error, 'The overtime could not be loaded.')}
          onRetry={() => mutate()}
          empty={range.ready ? OVERTIME_EMPTY : null}
          emptyIcon={Timer}
        />
      </Card>
      {organizationId ? (
        <OvertimeDecisionDialog organizationId={organizationId} choice={choice} onClose={() => setChoice(null)} />
      ) : null}
    </>
  );
}
