import type { Organization } from '@wattle/shared/organizations';
import { can } from '@wattle/shared/permissions';
import { Building2, Mail, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EditDeleteIcons } from '@/components/data-table/row-action';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListError } from '@/components/ui/list-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useDeleteOrganization } from '../api/delete-organization';
import { useOrganizations } from '../api/get-organizations';
import { DeleteWorkspaceDialog } from './delete-workspace-dialog';
import { DeletedWorkspaces } from './deleted-workspaces';
import { OrganizationFormDialog } from './organization-form-dialog';
import { RoleBadge } from './role-badge';

export const ORGANIZATIONS_FETCH_ERROR = 'Failed to fetch organizations.';

export function OrganizationsList() {
  const { data, error, isLoading, mutate } = useOrganizations();
  const remove = useDeleteOrganization();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Organization | undefined>();
  const [deleting, setDeleting] = useState<Organization | null>(null);

  const openCreate = () => {
    setEditing(undefined);
    setFormOpen(true);
  };
  const openEdit = (organization: Organization) => {
    setEditing(organization);
    setFormOpen(true);
  };

  return (
    <>
      <PageHeader
        title="Organizations"
        description="Your workspaces, with their departments and designations."
        actions={
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" className="size-4" />
            Add Workspace
          </Button>
        }
      />

      {isLoading ? (
        <Spinner className="py-16" />
      ) : error ? (
        <Card>
          <ListError message={ORGANIZATIONS_FETCH_ERROR} onRetry={() => mutate()} />
        </Card>
      ) : !data || data.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
            <Building2 aria-hidden="true" className="size-6 text-brand-700" />
          </span>
          <p className="mt-4 font-medium text-slate-900">No workspaces yet.</p>
          <p className="mt-1 max-w-sm text-sm text-slate-600">
            Add a workspace for your organization to start adding departments and designations.
          </p>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {data.map((organization) => (
            <li key={organization.id} className="min-w-0">
              <OrganizationCard
                organization={organization}
                onEdit={() => openEdit(organization)}
                onDelete={() => setDeleting(organization)}
              />
            </li>
          ))}
        </ul>
      )}

      <DeletedWorkspaces />

      <OrganizationFormDialog open={formOpen} onOpenChange={setFormOpen} organization={editing} />
      <DeleteWorkspaceDialog
        organization={deleting}
        onClose={() => setDeleting(null)}
        onDelete={async (organization) => {
          await remove.trigger(organization.id);
          notify.success(`Workspace "${organization.name}" deleted.`);
        }}
      />
    </>
  );
}

function OrganizationCard({
  organization,
  onEdit,
  onDelete,
}: {
  organization: Organization;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = `organization-${organization.id}-name`;
  // Each card by the caller's role in that organization.
  const canEdit = can(organization.permissions, 'organization', 'edit');
  const canDelete = organization.role === 'owner';
  return (
    <Card className="flex h-full flex-col" aria-labelledby={headingId} role="article">
      <div className="flex items-start gap-3 p-5">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-900 text-sm font-semibold text-brand-300">
          {organization.name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold break-words text-slate-900">
            {organization.name}
          </h2>
          <div className="mt-1">
            <RoleBadge role={organization.role} name={organization.role_name} />
          </div>
        </div>
        <div className="-mt-1 -mr-2 flex">
          <EditDeleteIcons
            name={organization.name}
            onEdit={canEdit ? onEdit : undefined}
            onDelete={canDelete ? onDelete : undefined}
          />
        </div>
      </div>
      <dl className="grid gap-2 px-5 pb-5 text-sm">
        <div className="flex min-w-0 items-center gap-2 text-slate-600">
          <dt className="w-20 shrink-0 text-slate-500">Reg. No.</dt>
          <dd className="min-w-0 truncate text-slate-800">
            {organization.registration_number || <span className="text-slate-500 italic">Not specified</span>}
          </dd>
        </div>
        <div className="flex min-w-0 items-center gap-2 text-slate-600">
          <dt className="w-20 shrink-0 text-slate-500">
            <span className="inline-flex items-center gap-1">
              <Mail aria-hidden="true" className="size-3.5" />
              Email
            </span>
          </dt>
          <dd className="min-w-0 truncate text-slate-800" title={organization.contact_email}>
            {organization.contact_email}
          </dd>
        </div>
      </dl>
      <div className="mt-auto border-t border-slate-100 px-5 py-3">
        <Link
          to={paths.app.organization.getHref(organization.id)}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
          aria-label={`View Details of ${organization.name}`}
        >
          View Details
        </Link>
      </div>
    </Card>
  );
}
