import { PAYROLL_RULES } from '@wattle/shared/payroll-access';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ListError } from '@/components/ui/list-error';
import { PageHeader } from '@/components/ui/page-header';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useMyPayslips, usePayslips } from '../api/payslips';
import { PayslipTable } from './payslip-table';

export const NO_MY_PAYSLIPS = 'You have no payslips yet. They appear here once a pay run is finalised.';
export const NO_PAYSLIPS = 'No finalised payslips yet. Finalise a pay run to see its payslips here.';
export const NOT_LINKED = 'Your account is not linked to an employee record here, so you have no payslips to see.';

/** The caller's own payslips (self-service); `?payslip=<id>` (the paid e-mail's link) highlights one. */
function MyPayslips({ organizationId }: { organizationId: number }) {
  const [params] = useSearchParams();
  const highlight = params.get('payslip');
  const pages = useCursorPages(String(organizationId));
  const { data, error, isLoading, isValidating, mutate } = useMyPayslips(organizationId, pages.cursor, true);
  useEffect(() => {
    if (!highlight || !data) return;
    document.querySelector(`[data-payslip="${CSS.escape(highlight)}"]`)?.scrollIntoView?.({ block: 'center' });
  }, [highlight, data]);
  return (
    <Card>
      <h2 className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900">My payslips</h2>
      {error ? (
        <ListError onRetry={() => mutate()} />
      ) : (
        <PayslipTable
          label="My payslips"
          payslips={data?.data ?? []}
          showEmployee={false}
          highlight={highlight}
          busy={isValidating && !isLoading}
          message={isLoading ? 'Loading payslips...' : data && data.data.length === 0 ? NO_MY_PAYSLIPS : undefined}
        />
      )}
      <CursorPager label="My payslips pages" pages={pages} nextCursor={data?.next_cursor} />
    </Card>
  );
}

/** Payroll's view: every payslip, newest first, or one pay run's. */
function AllPayslips({ organizationId }: { organizationId: number }) {
  const [payRunId, setPayRunId] = useState('');
  const [employee, setEmployee] = useState<{ id: number; name: string } | null>(null);
  const runFilter = /^[1-9]\d{0,14}$/.test(payRunId.trim()) ? payRunId.trim() : '';
  const pages = useCursorPages(`${organizationId}:${runFilter}:${employee?.id ?? ''}`);
  const { data, error, isLoading, isValidating, mutate } = usePayslips(
    organizationId,
    { payRunId: runFilter || undefined, employeeId: employee ? String(employee.id) : undefined },
    pages.cursor,
    true,
  );
  return (
    <Card>
      <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 className="text-base font-semibold text-slate-900">All payslips</h2>
        <Field label="Pay run" hint="A pay run's number shows only its payslips." className="sm:w-56">
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={payRunId}
              onChange={(event) => setPayRunId(event.target.value)}
            />
          )}
        </Field>
      </div>
      {employee ? (
        <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-4 py-2 text-sm text-slate-700">
          <span>Showing {employee.name}'s payslips.</span>
          <Button variant="outline" size="sm" onClick={() => setEmployee(null)}>
            Show everyone
          </Button>
        </div>
      ) : null}
      {error ? (
        <ListError onRetry={() => mutate()} />
      ) : (
        <PayslipTable
          label="All payslips"
          payslips={data?.data ?? []}
          onPickEmployee={(slip) => setEmployee({ id: slip.employee_id, name: slip.employee_name })}
          showEmployee
          busy={isValidating && !isLoading}
          message={isLoading ? 'Loading payslips...' : data && data.data.length === 0 ? NO_PAYSLIPS : undefined}
        />
      )}
      <CursorPager label="All payslips pages" pages={pages} nextCursor={data?.next_cursor} />
    </Card>
  );
}

/** Payroll → Payslips: payroll with the `pay` field group sees everyone's; each person sees and downloads their own. */
export function PayslipsPage() {
  const { organization } = useSelectedOrganization();
  const seesAll = useCan(PAYROLL_RULES.payFigures);
  const ownId = organization?.employee_id ?? null;
  return (
    <>
      <PageHeader
        title="Payslips"
        description="Finalised payslips as PDFs with every detail the Fair Work Regulations require."
      />
      {organization ? (
        <div className="space-y-6">
          {ownId ? <MyPayslips organizationId={organization.id} /> : null}
          {seesAll ? <AllPayslips organizationId={organization.id} /> : null}
          {!ownId && !seesAll ? <Card className="px-5 py-6 text-sm text-slate-600">{NOT_LINKED}</Card> : null}
        </div>
      ) : null}
    </>
  );
}
