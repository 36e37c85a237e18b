import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { ErrorAlert } from '@/components/ui/alert';
import { BackLink as SharedBackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Detail } from '@/components/ui/detail';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { parseId } from '@/lib/ids';
import { useOrganization } from '../api/get-organization';
import { DepartmentsSection } from './departments-section';
import { OrganizationFormDialog } from './organization-form-dialog';
import { RoleBadge } from './role-badge';

function BackLink() {
  return <SharedBackLink to={paths.app.organizations.getHref()}>Back to Organizations</SharedBackLink>;
}

export function OrganizationDetail({ organizationId }: { organizationId: string | undefined }) {
  const id = parseId(organizationId);
  const { data: organization, error, isLoading, mutate } = useOrganization(id);
  const [editing, setEditing] = useState(false);

  if (id === null || (error instanceof ApiError && (error.status === 404 || error.status === 403))) {
    return (
      <div className="space-y-4">
        <BackLink />
        <Card className="px-6 py-12 text-center">
          <h1 className="text-lg font-semibold text-slate-900">Organization not found</h1>
          <p className="mt-1 text-sm text-slate-600">It may have been deleted, or you are not a member of it.</p>
        </Card>
      </div>
    );
  }
  if (isLoading) return <Spinner className="py-16" />;
  if (error || !organization) {
    return (
      <div className="space-y-4">
        <BackLink />
        <ErrorAlert>
          <p>Failed to load the organization.</p>
          <button type="button" onClick={() => void mutate()} className="mt-1 font-medium underline">
            Try again
          </button>
        </ErrorAlert>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <BackLink />
      <Card className="p-5 sm:p-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 items-start gap-3">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-slate-900 text-lg font-semibold text-brand-300">
              {organization.name.charAt(0).toUpperCase()}
            </span>
            <div className="min-w-0">
              <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900">{organization.name}</h1>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-500">
                <RoleBadge role={organization.role} name={organization.role_name} />
                <span>{organization.timezone.replaceAll('_', ' ')}</span>
              </div>
            </div>
          </div>
          <Button variant="outline" onClick={() => setEditing(true)} className="self-start">
            <Pencil aria-hidden="true" className="size-4" />
            Edit Details
          </Button>
        </div>
        <dl className="mt-6 grid gap-5 border-t border-slate-100 pt-5 sm:grid-cols-2 lg:grid-cols-4">
          <Detail label="Reg. Number">{organization.registration_number}</Detail>
          <Detail label="Email">{organization.contact_email}</Detail>
          <Detail label="Phone">{organization.contact_phone}</Detail>
          <Detail label="Industry">{organization.industry_type}</Detail>
          <Detail label="Address" className="sm:col-span-2 lg:col-span-4">
            {organization.address}
          </Detail>
        </dl>
      </Card>

      <DepartmentsSection organizationId={organization.id} />

      <OrganizationFormDialog open={editing} onOpenChange={setEditing} organization={organization} />
    </div>
  );
}
