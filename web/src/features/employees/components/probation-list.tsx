import { PROBATION_REVIEW_DAYS, type ProbationReview, probationReview } from '@wattle/shared/employee-lifecycle';
import type { EmployeeSummary } from '@wattle/shared/employees';
import { CalendarPlus, CheckCircle2, Hourglass } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { ListError } from '@/components/ui/list-error';
import { PageHeader } from '@/components/ui/page-header';
import { TableScroll, Td, Th } from '@/components/ui/table';
import { paths } from '@/config/paths';
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
        <TableScroll
          label="Employees on probation"
          busy={isLoading && Boolean(data)}
          message={
            organizationId && isLoading && !data ? (
              'Loading employees...'
            ) : error ? (
              <ListError className="py-0" onRetry={() => mutate()} />
            ) : rows.length === 0 ? (
              <>
                <Hourglass aria-hidden="true" className="mx-auto mb-2 size-6 text-slate-400" />
                <span className="block">No employees on probation.</span>
              </>
            ) : null
          }
        >
          <thead>
            <tr>
              <Th>Employee</Th>
              <Th>Joining Date</Th>
              <Th>Probation Ends</Th>
              <Th>Review</Th>
              {canDecide ? <Th className="text-right">Actions</Th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((employee) => {
              const review = REVIEW[probationReview(employee.probation_end_date, today)];
              const name = fullName(employee);
              return (
                <tr key={employee.id} className="hover:bg-slate-50/60">
                  <Td label="Employee">
                    <Link
                      to={paths.app.employee.getHref(employee.id)}
                      className="font-medium text-slate-900 hover:underline"
                    >
                      {name}
                    </Link>
                    <p className="text-xs text-slate-500">
                      {employee.employee_code} · {employee.department?.name || 'No Department'}
                    </p>
                  </Td>
                  <Td label="Joining Date" className="whitespace-nowrap">
                    {formatDate(employee.joining_date, 'medium')}
                    <p className="text-xs text-slate-500">
                      {employee.lifecycle === 'upcoming' ? 'Not started' : timeSince(employee.joining_date, today)}
                    </p>
                  </Td>
                  <Td label="Probation Ends" className="whitespace-nowrap">
                    {employee.probation_end_date ? formatDate(employee.probation_end_date, 'medium') : 'Not set'}
                  </Td>
                  <Td label="Review">
                    <Badge tone={review.tone}>{review.text}</Badge>
                  </Td>
                  {canDecide ? (
                    <Td className="text-right whitespace-nowrap">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Confirm ${name}`}
                        disabled={employee.lifecycle === 'upcoming'}
                        onClick={() => setPending({ kind: 'confirm', employee })}
                      >
                        <CheckCircle2 aria-hidden="true" className="size-4" />
                        Confirm
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Extend probation of ${name}`}
                        onClick={() => setPending({ kind: 'extend', employee })}
                      >
                        <CalendarPlus aria-hidden="true" className="size-4" />
                        Extend
                      </Button>
                    </Td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
        </TableScroll>
        {rows.length > 0 ? (
          <CursorPager
            label="Probation pages"
            pages={pages}
            nextCursor={data?.next_cursor}
            busy={isValidating}
            summary={`${data?.total ?? rows.length} on probation`}
          />
        ) : null}
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
