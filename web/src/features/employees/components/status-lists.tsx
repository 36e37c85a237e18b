import type { EmployeeStatus, EmployeeSummary } from '@wattle/shared/employees';
import { Hourglass, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { PageHeader } from '@/components/ui/page-header';
import { TableScroll, Td, Th } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDate, useOrganizationToday } from '@/lib/dates';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useEmployees } from '../api/get-employees';
import { EmployeeStatusBadge } from './employee-badges';
import { fullName, timeSince } from './format';

const LIST_PAGE_SIZE = 50;

/** One status's employees, paged; the columns differ per screen. */
function useStatusPage(status: EmployeeStatus) {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const pages = useCursorPages(`${organizationId}|${status}`);
  const result = useEmployees(organizationId, { status, cursor: pages.cursor, per_page: LIST_PAGE_SIZE });
  return {
    organizationId,
    pages,
    ...result,
    rows: organizationId && !result.error ? (result.data?.data ?? []) : [],
    loading: Boolean(organizationId) && result.isLoading && !result.data,
  };
}

function NameCell({ employee }: { employee: EmployeeSummary }) {
  return (
    <Td>
      <Link to={paths.app.employee.getHref(employee.id)} className="font-medium text-slate-900 hover:underline">
        {fullName(employee)}
      </Link>
      <p className="text-xs text-slate-500">{employee.employee_code}</p>
    </Td>
  );
}

function Empty({ icon: Icon, text }: { icon: typeof Hourglass; text: string }) {
  return (
    <>
      <Icon aria-hidden="true" className="mx-auto mb-2 size-6 text-slate-400" />
      <span className="block">{text}</span>
    </>
  );
}

/** Employees with status On Probation, with how long since they joined. */
export function ProbationList() {
  const { pages, rows, data, error, loading, isLoading, isValidating } = useStatusPage('On Probation');
  const today = useOrganizationToday();
  return (
    <>
      <PageHeader
        title="Employee Probation"
        description="Employees on probation, with their joining date and the time since they joined."
      />
      <Card className="overflow-hidden">
        <TableScroll
          label="Employees on probation"
          busy={isLoading && Boolean(data)}
          message={
            loading ? (
              'Loading employees...'
            ) : rows.length === 0 ? (
              <Empty icon={Hourglass} text={error ? 'The list could not be loaded.' : 'No employees on probation.'} />
            ) : null
          }
        >
          <thead>
            <tr>
              <Th>Employee</Th>
              <Th>Department</Th>
              <Th>Joining Date</Th>
              <Th>Time Since Joining</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((employee) => (
              <tr key={employee.id} className="hover:bg-slate-50/60">
                <NameCell employee={employee} />
                <Td>{employee.department?.name || 'N/A'}</Td>
                <Td className="whitespace-nowrap">{formatDate(employee.joining_date)}</Td>
                <Td className="whitespace-nowrap">{timeSince(employee.joining_date, today)}</Td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
        {rows.length > 0 ? (
          <CursorPager
            label="Probation pages"
            page={pages.page}
            nextCursor={data?.next_cursor}
            onNext={pages.next}
            onPrevious={pages.previous}
            busy={isValidating}
            summary={`${data?.total ?? rows.length} on probation`}
          />
        ) : null}
      </Card>
    </>
  );
}

const EXIT_STATUSES = ['Terminated', 'Inactive'] as const;

/** Employees who have left or are leaving: Terminated or Inactive, one status at a time. */
export function ExitList() {
  const [status, setStatus] = useState<(typeof EXIT_STATUSES)[number]>('Terminated');
  const { pages, rows, data, error, loading, isLoading, isValidating } = useStatusPage(status);
  return (
    <>
      <PageHeader title="Employee Exit" description="Employees whose status is Terminated or Inactive." />
      <Card className="overflow-hidden">
        <div className="border-b border-slate-200 p-4">
          <fieldset className="inline-flex rounded-lg bg-slate-100 p-1">
            <legend className="sr-only">Status</legend>
            {EXIT_STATUSES.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={status === value}
                onClick={() => setStatus(value)}
                className={cn(
                  'rounded-md px-4 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                  status === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {value}
              </button>
            ))}
          </fieldset>
        </div>
        <TableScroll
          label={`${status} employees`}
          busy={isLoading && Boolean(data)}
          message={
            loading ? (
              'Loading employees...'
            ) : rows.length === 0 ? (
              <Empty
                icon={LogOut}
                text={error ? 'The list could not be loaded.' : `No ${status.toLowerCase()} employees.`}
              />
            ) : null
          }
        >
          <thead>
            <tr>
              <Th>Employee</Th>
              <Th>Department</Th>
              <Th>Designation</Th>
              <Th>Joining Date</Th>
              <Th>Status</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((employee) => (
              <tr key={employee.id} className="hover:bg-slate-50/60">
                <NameCell employee={employee} />
                <Td>{employee.department?.name || 'N/A'}</Td>
                <Td>{employee.designation?.title || employee.designation?.name || 'N/A'}</Td>
                <Td className="whitespace-nowrap">{formatDate(employee.joining_date)}</Td>
                <Td>
                  <EmployeeStatusBadge status={employee.status} variant="profile" />
                </Td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
        {rows.length > 0 ? (
          <CursorPager
            label="Exit pages"
            page={pages.page}
            nextCursor={data?.next_cursor}
            onNext={pages.next}
            onPrevious={pages.previous}
            busy={isValidating}
            summary={`${data?.total ?? rows.length} ${status.toLowerCase()}`}
          />
        ) : null}
      </Card>
    </>
  );
}
