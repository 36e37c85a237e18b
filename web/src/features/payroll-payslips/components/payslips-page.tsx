import { PAYROLL_RULES } from '@wattle/shared/payroll-access';
import type { PayslipPage } from '@wattle/shared/payroll-outputs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SWRResponse } from 'swr';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { type CursorPages, useCursorPages } from '@/components/ui/cursor-pager';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useMyPayslips, usePayslips } from '../api/payslips';
import { PayslipTable } from './payslip-table';

export const NO_MY_PAYSLIPS = 'You have no payslips yet. They appear here once a pay run is finalised.';
export const NO_PAYSLIPS = 'No finalised payslips yet. Finalise a pay run to see its payslips here.';
export const NOT_LINKED = 'Your account is not linked to an employee record here, so you have no payslips to see.';

/** A page of payslips as the table shows it: loading, failed (with Retry), empty, with its pager. */
function listOf(
  { data, error, isLoading, isValidating, mutate }: SWRResponse<PayslipPage>,
  pages: CursorPages,
  pagerLabel: string,
  empty: string,
) {
  return {
    payslips: error ? [] : (data?.data ?? []),
    loading: isLoading,
    loadingText: 'Loading payslips...',
    error,
    onRetry: () => mutate(),
    empty,
    busy: isValidating && !isLoading,
    pager: { label: pagerLabel, pages, nextCursor: data?.next_cursor },
  };
}

/** The caller's own payslips (self-service); `?payslip=<id>` (the paid e-mail's link) highlights one. */
function MyPayslips({ organizationId }: { organizationId: number }) {
  const [params] = useSearchParams();
  const highlight = params.get('payslip');
  const pages = useCursorPages(String(organizationId));
  const list = useMyPayslips(organizationId, pages.cursor, true);
  const { data } = list;
  useEffect(() => {
    if (!highlight || !data) return;
    document.querySelector(`[data-payslip="${CSS.escape(highlight)}"]`)?.scrollIntoView?.({ block: 'center' });
  }, [highlight, data]);
  return (
    <Card>
      <CardHeader title="My payslips" />
      <PayslipTable
        label="My payslips"
        {...listOf(list, pages, 'My payslips pages', NO_MY_PAYSLIPS)}
        showEmployee={false}
        highlight={highlight}
      />
    </Card>
  );
}

/** Payroll's view: every payslip, newest first, or one pay run's. */
function AllPayslips({ organizationId }: { organizationId: number }) {
  const [payRunId, setPayRunId] = useState('');
  const [employee, setEmployee] = useState<{ id: number; name: string } | null>(null);
  const runFilter = /^[1-9]\d{0,14}$/.test(payRunId.trim()) ? payRunId.trim() : '';
  const pages = useCursorPages(`${organizationId}:${runFilter}:${employee?.id ?? ''}`);
  const list = usePayslips(
    organizationId,
    { payRunId: runFilter || undefined, employeeId: employee ? String(employee.id) : undefined },
    pages.cursor,
    true,
  );
  return (
    <Card>
      <CardHeader title="All payslips" layout="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
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
      </CardHeader>
      {employee ? (
        <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-4 py-2 text-sm text-slate-700">
          <span>Showing {employee.name}'s payslips.</span>
          <Button variant="outline" size="sm" onClick={() => setEmployee(null)}>
            Show everyone
          </Button>
        </div>
      ) : null}
      <PayslipTable
        label="All payslips"
        {...listOf(list, pages, 'All payslips pages', NO_PAYSLIPS)}
        onPickEmployee={(slip) => setEmployee({ id: slip.employee_id, name: slip.employee_name })}
        showEmployee
      />
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
