import { can, OWNER_ONLY, type RoleSummary } from '@wattle/shared/permissions';
import type { CustomRoleInput } from '@wattle/shared/roles';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListError } from '@/components/ui/list-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { useRoles } from '@/lib/api/get-roles';
import { notify } from '@/lib/notify';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { createRole, deleteRole, updateRole } from '../api/roles';
import { RoleForm } from './role-form';
import { RoleMatrix } from './role-matrix';

export const PERMISSIONS_NO_ACCESS = "You don't have access to this page.";

const TITLE = 'Manage Permission';
const DESCRIPTION = 'What each role may do. Built-in roles are fixed; custom roles are yours to shape.';

type Editing = { mode: 'new' } | { mode: 'edit'; role: RoleSummary } | null;

/** Settings → Manage Permission: the roles × permissions matrix, and the organization's custom roles. */
export function PermissionsPage() {
  const { organization } = useSelectedOrganization();
  const permissions = organization?.permissions;
  const allowed = permissions ? can(permissions, 'access', 'view') : false;
  const { data: roles, error, isLoading, mutate } = useRoles(organization && allowed ? organization.id : null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RoleSummary | null>(null);

  if (organization && !allowed) {
    return (
      <>
        <PageHeader title={TITLE} />
        <Card className="p-6 text-sm text-slate-600" role="status">
          {PERMISSIONS_NO_ACCESS}
        </Card>
      </>
    );
  }
  const canCreate = permissions ? can(permissions, 'access', 'create') : false;
  const canEdit = permissions ? can(permissions, 'access', 'edit') : false;
  const canDelete = permissions ? can(permissions, 'access', 'delete') : false;
  const organizationId = organization?.id ?? null;

  const save = async (input: CustomRoleInput) => {
    if (!organizationId || !editing) return;
    if (editing.mode === 'new') {
      const created = await createRole(organizationId, input);
      notify.success(`Role ${created.name} created.`);
    } else {
      const saved = await updateRole(organizationId, editing.role.key, input);
      notify.success(`Role ${saved.name} saved.`);
    }
    setEditing(null);
    await mutate();
  };

  return (
    <>
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          canCreate ? (
            <Button onClick={() => setEditing({ mode: 'new' })} disabled={!roles}>
              <Plus aria-hidden="true" className="size-4" />
              New role
            </Button>
          ) : null
        }
      />
      <Card className="overflow-hidden">
        {isLoading || !organization ? (
          <Spinner className="py-8" />
        ) : error || !roles ? (
          <ListError message="The roles could not be loaded." onRetry={() => mutate()} />
        ) : (
          <RoleMatrix
            roles={roles}
            canEdit={canEdit}
            canDelete={canDelete}
            onEdit={(role) => setEditing({ mode: 'edit', role })}
            onDelete={setDeleting}
          />
        )}
      </Card>
      <p className="mt-4 text-xs text-slate-500">
        Whatever their role&apos;s permissions, only owners may: {OWNER_ONLY.join('; ')}.
      </p>

      <FormDialog
        open={editing}
        onClose={() => setEditing(null)}
        title={(editing) => (editing.mode === 'new' ? 'New role' : `Edit ${editing.role.name}`)}
        description={(editing) =>
          editing.mode === 'edit'
            ? `Changes apply to its ${editing.role.members ?? 0} member${editing.role.members === 1 ? '' : 's'} on their next action.`
            : undefined
        }
        className="max-w-2xl"
      >
        {(editing) => (
          <RoleForm
            role={editing.mode === 'edit' ? editing.role : undefined}
            roles={roles ?? []}
            onSubmit={save}
            onReload={() => {
              setEditing(null);
              void mutate();
            }}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete role"
        description={`Delete the role ${deleting?.name ?? ''}? This cannot be undone.`}
        confirmLabel="Delete role"
        onConfirm={async () => {
          if (!deleting || !organizationId) return;
          await deleteRole(organizationId, deleting.key);
          notify.success(`Role ${deleting.name} deleted.`);
          setDeleting(null);
          await mutate();
        }}
      />
    </>
  );
}
