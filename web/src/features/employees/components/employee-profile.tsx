import { formatAddress } from '@wattle/shared/address';
import type { Employee } from '@wattle/shared/employees';
import { ArrowLeft, Briefcase, HeartPulse, Pencil, Trash2, User, UserX } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { EmployeeStatusBadge, EmploymentTypeBadge, LifecycleNote } from '@/components/employee-badges';
import { BackLink } from '@/components/ui/back-link';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { parseId } from '@/lib/ids';
import { initials } from '@/lib/initials';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useEmployee } from '../api/get-employee';
import { EmployeeExitActions } from './employee-exit-actions';
import { Detail, date, FinancialDetails, RecentHistory, Section } from './employee-profile-sections';
import { formatDateTime, fullName } from './format';
import { SelfServiceAccess } from './self-service-access';
import { WorkPatternDetails } from './work-pattern-details';

export const PROFILE_LOADING = 'Loading employee profile...';
export const PROFILE_FETCH_FAILED = 'Failed to fetch employee data';
export const INVALID_RESPONSE = 'Invalid response format from server';
export const invalidIdMessage = (id: string | undefined) => `Invalid employee ID: ${id ?? ''}. Please check the URL.`;

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

function ProfileDetails({ employee, organizationId }: { employee: Employee; organizationId: number | null }) {
  const canEdit = useCan('employees', 'edit');
  const name = fullName(employee);
  const designation = employee.designation?.name || employee.designation?.title;
  return (
    <div className="space-y-6">
      <BackLink to={paths.app.employees.getHref()}>Back to Employee List</BackLink>

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
          <Detail label="Email Address">
            <EmailAddress value={employee.personal_email} />
          </Detail>
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
