import { type ReactNode, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { parseId } from '@/lib/ids';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useEmployee } from '../api/get-employee';
import { EmployeeForm, prefillFromLink } from './employee-form';
import { fullName } from './format';

function BackToList() {
  return (
    <BackLink to={paths.app.employees.getHref()} className="mb-4">
      Back to Employee List
    </BackLink>
  );
}

export function NewEmployeePage() {
  const { organization } = useSelectedOrganization();
  const [params] = useSearchParams();
  const { state } = useLocation();
  // Read once: the form owns the values after it opens.
  const [prefill] = useState(() => prefillFromLink(params, state));
  return (
    <>
      <BackToList />
      <PageHeader
        title="Add New Employee"
        description={
          organization
            ? `Personal, employment, financial and emergency contact details of a new employee of ${organization.name}.`
            : undefined
        }
      />
      {organization ? (
        <EmployeeForm key={organization.id} organizationId={organization.id} prefill={prefill} />
      ) : (
        <Card className="px-6 py-10 text-center text-sm text-slate-600">
          Please select an organization. Employees belong to a workspace.
        </Card>
      )}
    </>
  );
}

export function EditEmployeePage({ id: rawId }: { id: string | undefined }) {
  const { organization } = useSelectedOrganization();
  const id = parseId(rawId);
  const { data: employee, error, isLoading, mutate } = useEmployee(organization?.id ?? null, id);

  let body: ReactNode;
  if (id === null) {
    body = <ErrorAlert>Invalid employee ID: {rawId}. Please check the URL.</ErrorAlert>;
  } else if (error instanceof ApiError && error.status === 404) {
    body = <ErrorAlert>The requested employee could not be found.</ErrorAlert>;
  } else if (isLoading) {
    body = <Spinner label="Loading employee..." className="py-16" />;
  } else if (error || !employee) {
    body = (
      <ErrorAlert>
        <p>{errorMessage(error, 'Failed to fetch employee data')}</p>
        <button type="button" onClick={() => void mutate()} className="mt-1 font-medium underline">
          Try again
        </button>
      </ErrorAlert>
    );
  } else {
    body = <EmployeeForm key={employee.id} organizationId={employee.organization_id} employee={employee} />;
  }

  return (
    <>
      <BackToList />
      <PageHeader
        title="Edit Employee"
        description={employee ? `${fullName(employee)} · ${employee.employee_code}` : undefined}
      />
      {body}
    </>
  );
}
