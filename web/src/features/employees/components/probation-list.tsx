import { PROBATION_REVIEW_DAYS, type ProbationReview, probationReview } from '@wattle/shared/employee-lifecycle';
import type { EmployeeSummary } from '@wattle/shared/employees';
import { CalendarPlus, CheckCircle2, Hourglass } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { EmployeeCell } from '@/components/data-table/employee-cell';
import { RowAction } from '@/components/data-table/row-action';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { PageHeader } from '@/components/ui/page-header';
import { formatDate, useOrganizationToday } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useEmployees } from '../api/get-employees';
import { useConfirmProbation } from '../api/probation';
import { ExtendProbationDialog } from './extend-probation-dialog';
import { fullName, timeSince } from './format';

const PAGE_SIZE = 50;
export const CONFIRM_PROBATION_QUESTION =
  'Confirm that this employee has passed probation? Their status becomes Active.';

const REVIEW: Record<ProbationReview, { tone: BadgeTone; text: string }> = {
  overdue: { tone: 'red', text: 'Review overdue' },
  due: { tone: 'amber', text: 'Due for review' },
  later: { tone: 'neutral', text: 'On track' },
};

/** Employees on probation, the soonest end first, so those due for review come first. */
export function ProbationList() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const pages = useCursorPages(`${organizationId}|probation`);
  const { data, error, isLoading, isValidating, mutate } = useEmployees(organizationId, {
    status: 'On Probation',
    sort: 'probation_end_date',
    cursor: pages.cursor,
    per_page: PAGE_SIZE,
  });
  const canDecide = useCan('employees', 'edit', 'organization');
  const confirm = useConfirmProbation(organizationId);
  const [pending, setPending] = useState<{ kind: 'confirm' | 'extend'; employee: EmployeeSummary } | null>(null);
  const rows = organizationId && !error ? (data?.data ?? []) : [];
  const today = useOrganizationToday();

  return (
    <>
      <PageHeader
        title="Employee Probation"
        description={`Employees on probation, the soonest end first. Ending within ${PROBATION_REVIEW_DAYS} days or overdue: due for review.`}
      />
      <Card className="overflow-hidden">
        <DataTable
          label="Employees on probation"
          columns={[
            {
              header: 'Employee',
              cell: (employee) => (
                <EmployeeCell id={employee.id} name={fullName(employee)}>
                  <p className="text-xs text-slate-500">
                    {employee.employee_code} · {employee.department?.name || 'No Department'}
                  </p>
                </EmployeeCell>
              ),
            },
            {
              header: 'Joining Date',
              className: 'whitespace-nowrap',
              cell: (employee) => (
                <>
                  {formatDate(employee.joining_date, 'medium')}
                  <p className="text-xs text-slate-500">
                    {employee.lifecycle === 'upcoming' ? 'Not started' : timeSince(employee.joining_date, today)}
                  </p>
                </>
              ),
            },
            {
              header: 'Probation Ends',
              className: 'whitespace-nowrap',
              cell: (employee) =>
                employee.probation_end_date ? formatDate(employee.probation_end_date, 'medium') : 'Not set',
            },
            {
              header: 'Review',
              cell: (employee) => {
                const review = REVIEW[probationReview(employee.probation_end_date, today)];
                return <Badge tone={review.tone}>{review.text}</Badge>;
              },
            },
            canDecide && {
              header: 'Actions',
              actions: true,
              headerClassName: 'text-right',
              className: 'text-right whitespace-nowrap',
              cell: (employee) => (
                <>
                  <RowAction
                    label={`Confirm ${fullName(employee)}`}
                    icon={CheckCircle2}
                    disabled={employee.lifecycle === 'upcoming'}
                    onClick={() => setPending({ kind: 'confirm', employee })}
                  >
                    Confirm
                  </RowAction>
                  <RowAction
                    label={`Extend probation of ${fullName(employee)}`}
                    icon={CalendarPlus}
                    onClick={() => setPending({ kind: 'extend', employee })}
                  >
                    Extend
                  </RowAction>
                </>
              ),
            },
          ]}
          rows={rows}
          rowKey={(employee) => employee.id}
          busy={isLoading && Boolean(data)}
          loading={Boolean(organizationId) && isLoading && !data}
          loadingText="Loading employees..."
          error={error}
          onRetry={() => mutate()}
          empty="No employees on probation."
          emptyIcon={Hourglass}
          pager={
            rows.length > 0 && {
              label: 'Probation pages',
              pages,
              nextCursor: data?.next_cursor,
              busy: isValidating,
              summary: `${data?.total ?? rows.length} on probation`,
            }
          }
        />
      </Card>

      <ConfirmDialog
        open={pending?.kind === 'confirm'}
        onOpenChange={(open) => !open && setPending(null)}
        title="Confirm Probation"
        description={CONFIRM_PROBATION_QUESTION}
        note={pending ? `Employee: ${fullName(pending.employee)} (${pending.employee.employee_code})` : null}
        confirmLabel="Confirm Probation"
        busyLabel="Confirming..."
        confirmVariant="primary"
        onConfirm={async () => {
          if (!pending) return;
          await confirm.trigger({ id: pending.employee.id, version: pending.employee.version });
          notify.success(`${fullName(pending.employee)} has passed probation.`);
        }}
      />
      {organizationId ? (
        <ExtendProbationDialog
          organizationId={organizationId}
          employee={pending?.kind === 'extend' ? pending.employee : null}
          onClose={() => setPending(null)}
        />
      ) : null}
    </>
  );
}
