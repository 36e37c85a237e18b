import { formatAddress } from '@wattle/shared/address';
import type { Employee, PayrollIdentifiers, SensitiveEmployeeField } from '@wattle/shared/employees';
import { maskValue } from '@wattle/shared/payroll';
import { hasField } from '@wattle/shared/permissions';
import {
  ArrowLeft,
  Briefcase,
  Eye,
  EyeOff,
  HeartPulse,
  History,
  Landmark,
  Pencil,
  Trash2,
  User,
  UserX,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { EmployeeStatusBadge, EmploymentTypeBadge, LifecycleNote } from '@/components/employee-badges';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isEmployeesKey } from '@/lib/api/employee-keys';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { parseId } from '@/lib/ids';
import { initials } from '@/lib/initials';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useEmployee } from '../api/get-employee';
import { useEmployeeHistory } from '../api/get-employee-history';
import { revealPayroll } from '../api/reveal-payroll';
import { EmployeeExitActions } from './employee-exit-actions';
import { formatDateTime, fullName } from './format';
import { HistoryEventLabel } from './history-event-type';
import { SelfServiceAccess } from './self-service-access';
import { WorkPatternDetails } from './work-pattern-details';

export const PROFILE_LOADING = 'Loading employee profile...';
export const PROFILE_FETCH_FAILED = 'Failed to fetch employee data';
export const INVALID_RESPONSE = 'Invalid response format from server';
export const invalidIdMessage = (id: string | undefined) => `Invalid employee ID: ${id ?? ''}. Please check the URL.`;

const NOT_PROVIDED = 'Not provided';
export const RESTRICTED = 'Restricted';
export const REVEAL_FAILED = 'The payroll details could not be revealed.';
export const REVEALED_NOTE = 'Shown to you in full. This view is recorded in the employee history.';

/** The profile's own id rule: 'manage', 'history' and anything not numeric name no employee. */
export function parseEmployeeId(value: string | undefined): number | null {
  if (value === 'manage' || value === 'history') return null;
  return parseId(value);
}

function isEmployee(value: unknown): value is Employee {
  return typeof value === 'object' && value !== null && typeof (value as Employee).id === 'number';
}

interface EmployeeProfileProps {
  /** The `:id` route parameter, as typed in the URL. */
  id: string | undefined;
  /** The current URL path, shown in the error state. */
  pathname: string;
}

export function EmployeeProfile({ id: rawId, pathname }: EmployeeProfileProps) {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const id = parseEmployeeId(rawId);
  const { data, error, isLoading } = useEmployee(organizationId, id);

  if (id === null) return <ProfileError message={invalidIdMessage(rawId)} pathname={pathname} id={rawId} />;
  if (error instanceof ApiError && error.status === 404) return <ProfileNotFound />;
  if (isLoading) return <Spinner label={PROFILE_LOADING} className="py-16" />;
  if (error) {
    return <ProfileError message={errorMessage(error, PROFILE_FETCH_FAILED)} pathname={pathname} id={rawId} />;
  }
  if (!isEmployee(data)) return <ProfileError message={INVALID_RESPONSE} pathname={pathname} id={rawId} />;
  return <ProfileDetails employee={data} organizationId={organizationId} />;
}

function BackToListButton() {
  const navigate = useNavigate();
  return (
    <Button variant="outline" onClick={() => navigate(paths.app.employees.getHref())}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Employee List
    </Button>
  );
}

function ProfileError({ message, pathname, id }: { message: string; pathname: string; id: string | undefined }) {
  return (
    <Card className="mx-auto max-w-xl px-6 py-10 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-50">
        <UserX aria-hidden="true" className="size-6 text-red-600" />
      </span>
      <h1 className="mt-4 text-lg font-semibold text-slate-900">Error Loading Employee</h1>
      <p role="alert" className="mt-2 text-sm text-red-700">
        {message}
      </p>
      <dl className="mx-auto mt-4 grid max-w-sm gap-1 rounded-lg bg-slate-50 px-4 py-3 text-left text-xs text-slate-600">
        <div className="flex gap-2">
          <dt className="font-medium">URL path:</dt>
          <dd className="min-w-0 break-all font-mono">{pathname}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-medium">ID parameter:</dt>
          <dd className="min-w-0 break-all font-mono">{id ?? ''}</dd>
        </div>
      </dl>
      <div className="mt-6">
        <BackToListButton />
      </div>
    </Card>
  );
}

function ProfileNotFound() {
  return (
    <Card className="mx-auto max-w-xl px-6 py-10 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-slate-100">
        <UserX aria-hidden="true" className="size-6 text-slate-500" />
      </span>
      <h1 className="mt-4 text-lg font-semibold text-slate-900">Employee Not Found</h1>
      <p className="mt-2 text-sm text-slate-600">The requested employee could not be found.</p>
      <div className="mt-6">
        <BackToListButton />
      </div>
    </Card>
  );
}

function Detail({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className={cn('mt-1 text-sm break-words text-slate-900', mono && 'font-mono tracking-wide')}>
        {children || <span className="font-sans tracking-normal text-slate-400 italic">{NOT_PROVIDED}</span>}
      </dd>
    </div>
  );
}

function Section({
  title,
  icon: Icon,
  action,
  note,
  children,
}: {
  title: string;
  icon: typeof User;
  /** A control beside the heading. */
  action?: ReactNode;
  /** A line under the heading. */
  note?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `profile-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card className="p-5" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Icon aria-hidden="true" className="size-4 text-brand-600" />
          {title}
        </h2>
        {action}
      </div>
      {note}
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">{children}</dl>
    </Card>
  );
}

const date = (value: string | null | undefined) => (value ? formatDate(value) : '');

function ProfileDetails({ employee, organizationId }: { employee: Employee; organizationId: number | null }) {
  const canEdit = useCan('employees', 'edit');
  const name = fullName(employee);
  const designation = employee.designation?.name || employee.designation?.title;
  return (
    <div className="space-y-6">
      <Link
        to={paths.app.employees.getHref()}
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Employee List
      </Link>

      {employee.trashed_at ? (
        <div
          role="status"
          className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
        >
          <Trash2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            This employee is in the trash (since {formatDateTime(employee.trashed_at)}). Restore them from the Trash
            list of{' '}
            <Link to={paths.app.employees.getHref()} className="font-medium underline">
              Employee Management
            </Link>
            .
          </p>
        </div>
      ) : null}

      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-slate-900 text-xl font-semibold text-brand-300"
        >
          {initials(name)}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{name}</h1>
          <p className="mt-0.5 text-sm text-slate-600">
            <span>{designation || 'No Designation'}</span>
            {employee.department?.name ? (
              <>
                <span aria-hidden="true"> · </span>
                <span>{employee.department.name}</span>
              </>
            ) : null}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <EmployeeStatusBadge status={employee.status} />
            <EmploymentTypeBadge type={employee.employment_type} />
            <LifecycleNote employee={employee} />
            <span className="text-xs leading-5 text-slate-500">{employee.employee_code}</span>
          </div>
        </div>
        <SelfServiceAccess employee={employee} />
        {organizationId ? <EmployeeExitActions employee={employee} organizationId={organizationId} /> : null}
        {canEdit ? (
          <Link
            to={paths.app.employeeEdit.getHref(employee.id)}
            className={cn(buttonClasses({ variant: 'outline' }), 'self-start sm:self-center')}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit Profile
          </Link>
        ) : null}
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Personal Information" icon={User}>
          <Detail label="Email Address">{employee.personal_email}</Detail>
          <Detail label="Phone Number">{employee.phone_number}</Detail>
          <Detail label="Date of Birth">{date(employee.date_of_birth)}</Detail>
          <Detail label="Gender">{employee.gender}</Detail>
          <div className="sm:col-span-2">
            <Detail label="Address">{formatAddress(employee)}</Detail>
          </div>
        </Section>

        <Section title="Employment Details" icon={Briefcase}>
          <Detail label="Department">{employee.department?.name}</Detail>
          <Detail label="Designation">{designation}</Detail>
          <Detail label="Reporting Manager">
            {employee.reporting_manager ? (
              <Link
                to={paths.app.employee.getHref(employee.reporting_manager.id)}
                className="font-medium text-slate-900 underline decoration-slate-300 underline-offset-2 hover:decoration-slate-900"
              >
                {fullName(employee.reporting_manager)}
              </Link>
            ) : (
              'Not assigned'
            )}
          </Detail>
          <Detail label="Joining Date">{date(employee.joining_date)}</Detail>
          <Detail label="Employment Type">{employee.employment_type}</Detail>
          <Detail label="Employment Status">{employee.status}</Detail>
          {employee.probation_end_date ? (
            <Detail label="Probation End Date">{date(employee.probation_end_date)}</Detail>
          ) : null}
          {employee.last_working_day ? (
            <Detail label="Last Working Day">{date(employee.last_working_day)}</Detail>
          ) : null}
          <Detail label="Work Arrangement">{employee.work_arrangement}</Detail>
          <WorkPatternDetails employee={employee} />
        </Section>

        {/* A new version of the record (or another employee) starts hidden again. */}
        <FinancialDetails
          key={`${employee.id}:${employee.version}`}
          employee={employee}
          organizationId={organizationId}
        />

        <Section title="Emergency Contact" icon={HeartPulse}>
          <Detail label="Contact Name">{employee.emergency_contact_name}</Detail>
          <Detail label="Contact Phone">{employee.emergency_contact_phone}</Detail>
        </Section>
      </div>

      <RecentHistory employeeId={employee.id} organizationId={organizationId} />
    </div>
  );
}

/**
 * Payroll identifiers are masked (the API never sends them otherwise). Owners and admins can reveal
 * them: one audited call, shown until they hide them again or leave the page; nothing is cached.
 */
function FinancialDetails({ employee, organizationId }: { employee: Employee; organizationId: number | null }) {
  const { organization } = useSelectedOrganization();
  const canReveal = organization ? hasField(organization.permissions, 'payroll_identifiers') : false;
  // A role without the payroll identifiers group gets none (its own record aside): say so, not "none".
  const restricted = !canReveal && organization?.employee_id !== employee.id;
  const { mutate } = useSWRConfig();
  const [revealed, setRevealed] = useState<PayrollIdentifiers | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async () => {
    if (pending) return;
    if (revealed) {
      setRevealed(null);
      return;
    }
    setPending(true);
    setError(null);
    try {
      setRevealed(await revealPayroll(employee.id));
      // The reveal is in the history now: the Recent history card and the log show it.
      void mutate((key) => isEmployeesKey(key, organizationId) && (key as unknown[]).includes('history'));
    } catch (failure) {
      setError(errorMessage(failure, REVEAL_FAILED));
    } finally {
      setPending(false);
    }
  };

  const identifier = (field: SensitiveEmployeeField) =>
    restricted ? RESTRICTED : revealed ? revealed[field] : maskValue(employee[field]);

  return (
    <Section
      title="Financial & Legal Details (AU)"
      icon={Landmark}
      action={
        canReveal ? (
          // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
          <Button variant="outline" size="sm" onClick={() => void toggle()} aria-disabled={pending || undefined}>
            {revealed ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
            {revealed ? 'Hide' : pending ? 'Revealing...' : 'Reveal'}
          </Button>
        ) : null
      }
      note={
        <>
          <p role="status" className={cn('text-xs text-slate-500', revealed ? 'mt-1' : 'sr-only')}>
            {revealed ? REVEALED_NOTE : ''}
          </p>
          {error ? (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </>
      }
    >
      <Detail label="Tax File Number (TFN)" mono>
        {identifier('tax_file_number')}
      </Detail>
      <Detail label="Superannuation Fund">{employee.superannuation_fund_name}</Detail>
      <Detail label="Fund USI" mono>
        {employee.superannuation_fund_usi}
      </Detail>
      <Detail label="Super Member Number" mono>
        {identifier('superannuation_member_number')}
      </Detail>
      <Detail label="Bank BSB" mono>
        {identifier('bank_bsb')}
      </Detail>
      <Detail label="Bank Account Number" mono>
        {identifier('bank_account_number')}
      </Detail>
      <Detail label="Visa Type">{employee.visa_type}</Detail>
      <Detail label="Visa Expiry Date">{date(employee.visa_expiry_date)}</Detail>
    </Section>
  );
}

function RecentHistory({ employeeId, organizationId }: { employeeId: number; organizationId: number | null }) {
  const { data, error, isLoading } = useEmployeeHistory(organizationId, employeeId);
  const events = data?.data ?? [];
  return (
    <Card className="p-5" role="region" aria-labelledby="profile-recent-history">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="profile-recent-history" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <History aria-hidden="true" className="size-4 text-brand-600" />
          Recent history
        </h2>
        <Link
          to={`${paths.app.employeesHistory.getHref()}?employee_id=${employeeId}`}
          className="text-sm font-medium text-slate-600 underline underline-offset-2 hover:text-slate-900"
        >
          View full history
        </Link>
      </div>
      {isLoading ? (
        <Spinner label="Loading history..." className="py-6" />
      ) : error ? (
        <p className="mt-4 text-sm text-slate-500">The history could not be loaded.</p>
      ) : events.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">No history yet.</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {events.map((event) => (
            <li key={event.id} className="flex flex-col gap-1 border-l-2 border-slate-100 pl-3">
              <HistoryEventLabel type={event.event_type} className="text-sm" />
              <p className="text-sm break-words text-slate-700">{event.details}</p>
              <p className="text-xs text-slate-500">
                by {event.changed_by} · <time dateTime={event.occurred_at}>{formatDateTime(event.occurred_at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
