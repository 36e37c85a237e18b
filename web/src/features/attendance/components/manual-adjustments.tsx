import {
  ADJUSTMENT_STATE_LABELS,
  ADJUSTMENT_STATES,
  type AdjustmentState,
  type AdjustmentView,
  type AttendanceAdjustment,
} from '@wattle/shared/attendance-constants';
import { Check, ClipboardEdit, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { PageHeader } from '@/components/ui/page-header';
import { Options, Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { formatDate, useOrganizationToday } from '@/lib/dates';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useAdjustments } from '../api/attendance';
import { DecideAdjustmentDialog, type Decision } from './decide-adjustment-dialog';
import { describeTimes } from './format';
import { RequestAdjustmentDialog } from './request-adjustment-dialog';

export const ADJUSTMENTS_LOAD_ERROR = 'The corrections could not be loaded.';

const VIEW_LABELS: Record<AdjustmentView, string> = { mine: 'My requests', to_approve: 'To approve', all: 'All' };
const STATE_TONES: Record<AdjustmentState, BadgeTone> = { pending: 'amber', approved: 'green', declined: 'red' };
const EMPTY: Record<AdjustmentView, string> = {
  mine: 'You have not asked for any corrections.',
  to_approve: 'No corrections are waiting for you.',
  all: 'No corrections yet.',
};

/** Manual Adjustments: ask for a correction of a day, follow my requests, decide my team's. */
export function ManualAdjustments() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const today = useOrganizationToday();
  const linked = Boolean(organization?.employee_id);
  const mayAsk = useCan('attendance', 'create');
  const asksForOthers = useCan('attendance', 'create', 'organization');
  const approves = useCan('attendance', 'approve');
  const seesDepartment = useCan('attendance', 'view', 'department');
  const seesReports = useCan('attendance', 'view', 'reports');
  const views = (['mine', 'to_approve', 'all'] as const).filter((view) =>
    view === 'mine' ? linked : view === 'to_approve' ? approves : seesDepartment || seesReports,
  );
  const [chosen, setChosen] = useState<AdjustmentView | null>(null);
  const view = chosen && views.includes(chosen) ? chosen : (views[0] ?? 'mine');
  const [state, setState] = useState<AdjustmentState | ''>('');
  const pages = useCursorPages(`${organizationId}|${view}|${state}`);
  const { data, error, isLoading, isValidating, mutate } = useAdjustments(
    views.length > 0 ? organizationId : null,
    view,
    view === 'to_approve' ? '' : state,
    pages.cursor ?? null,
  );
  const [asking, setAsking] = useState(false);
  const [deciding, setDeciding] = useState<{ adjustment: AttendanceAdjustment; decision: Decision } | null>(null);
  const rows = error ? [] : (data?.data ?? []);
  const canAsk = mayAsk && (linked || asksForOthers);

  return (
    <>
      <PageHeader
        title="Manual Adjustments"
        description="Corrections of a recorded day: asked for by the employee, approved by their manager or HR."
        actions={
          canAsk ? (
            <Button onClick={() => setAsking(true)}>
              <Plus aria-hidden="true" className="size-4" />
              Ask for a correction
            </Button>
          ) : null
        }
      />
      {views.length === 0 ? (
        <p className="text-sm text-slate-600">
          No employee record is linked to your account: corrections are asked for from your own record.
        </p>
      ) : (
        <Card className="overflow-hidden">
          <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 p-4">
            <fieldset className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
              <legend className="sr-only">Show</legend>
              {views.map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={view === value}
                  onClick={() => setChosen(value)}
                  className={cn(
                    'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
                    view === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                  )}
                >
                  {VIEW_LABELS[value]}
                </button>
              ))}
            </fieldset>
            {view === 'to_approve' ? null : (
              <Select
                aria-label="State"
                className="w-40"
                value={state}
                onChange={(event) => setState(event.target.value as AdjustmentState | '')}
              >
                <option value="">All states</option>
                <Options values={ADJUSTMENT_STATES} labels={ADJUSTMENT_STATE_LABELS} />
              </Select>
            )}
          </div>
          <DataTable
            label="Corrections"
            columns={[
              { header: 'Employee', className: 'font-medium text-slate-900', cell: (row) => row.employee_name },
              { header: 'Day', className: 'whitespace-nowrap', cell: (row) => formatDate(row.date, 'medium') },
              {
                header: 'Recorded → corrected',
                cell: (row) => (
                  <>
                    <span className="text-slate-500">{describeTimes(row.before)}</span>
                    <span aria-hidden="true"> → </span>
                    <span className="sr-only"> corrected to </span>
                    <span className="font-medium text-slate-900">{describeTimes(row.after)}</span>
                  </>
                ),
              },
              { header: 'Reason', className: 'max-w-xs whitespace-pre-line', cell: (row) => row.reason },
              {
                header: 'State',
                cell: (row) => (
                  <>
                    <Badge tone={STATE_TONES[row.state]}>{ADJUSTMENT_STATE_LABELS[row.state]}</Badge>
                    {row.decided_by ? (
                      <p className="mt-1 text-xs text-slate-500">
                        by {row.decided_by}
                        {row.comment ? `: ${row.comment}` : ''}
                      </p>
                    ) : null}
                  </>
                ),
              },
              view === 'to_approve' && {
                header: 'Actions',
                actions: true,
                headerClassName: 'text-right',
                className: 'text-right whitespace-nowrap',
                cell: (row) => {
                  const what = `${row.employee_name}'s correction for ${formatDate(row.date, 'medium')}`;
                  return (
                    <>
                      <RowAction
                        label={`Approve ${what}`}
                        icon={Check}
                        onClick={() => setDeciding({ adjustment: row, decision: 'approve' })}
                      >
                        Approve
                      </RowAction>
                      <RowAction
                        label={`Decline ${what}`}
                        icon={X}
                        onClick={() => setDeciding({ adjustment: row, decision: 'decline' })}
                      >
                        Decline
                      </RowAction>
                    </>
                  );
                },
              },
            ]}
            rows={rows}
            rowKey={(row) => row.id}
            busy={isValidating && isLoading && Boolean(data)}
            loading={isLoading && !data}
            loadingText="Loading corrections..."
            error={error}
            errorText={ADJUSTMENTS_LOAD_ERROR}
            onRetry={() => mutate()}
            empty={EMPTY[view]}
            emptyIcon={ClipboardEdit}
            pager={
              (rows.length > 0 || pages.page > 1) && {
                label: 'Correction pages',
                pages,
                nextCursor: data?.next_cursor,
                busy: isValidating,
                summary: `${rows.length} shown`,
              }
            }
          />
        </Card>
      )}
      {organizationId ? (
        <>
          <RequestAdjustmentDialog
            organizationId={organizationId}
            today={today}
            forOthers={asksForOthers}
            selfLinked={linked}
            open={asking}
            onClose={() => setAsking(false)}
          />
          <DecideAdjustmentDialog
            organizationId={organizationId}
            pending={deciding}
            onClose={() => setDeciding(null)}
          />
        </>
      ) : null}
    </>
  );
}
