import type { DeletedOrganization } from '@wattle/shared/organizations';
import { RotateCcw } from 'lucide-react';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useDeletedOrganizations, useRestoreOrganization } from '../api/deleted-organizations';

/** An instant (UTC ISO) as the viewer's local date and time. */
const shown = (instant: string) =>
  new Date(instant).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The workspaces the user deleted as their owner: each can be restored until its purge date, then
 * it is removed for good. Shown only when there are some.
 */
export function DeletedWorkspaces() {
  const { data } = useDeletedOrganizations();
  const restore = useRestoreOrganization();
  if (!data || data.length === 0) return null;

  const onRestore = async (organization: DeletedOrganization) => {
    try {
      await restore.trigger(organization.id);
      notify.success(`Workspace "${organization.name}" restored.`);
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'Failed to restore the workspace.');
    }
  };

  return (
    <section aria-labelledby="deleted-workspaces" className="mt-10">
      <h2 id="deleted-workspaces" className="text-lg font-semibold text-slate-900">
        Deleted workspaces
      </h2>
      <p className="mt-1 text-sm text-slate-600">Owners can restore a deleted workspace until its purge date.</p>
      {restore.error && !(restore.error instanceof ApiError) ? <ErrorAlert>{String(restore.error)}</ErrorAlert> : null}
      <ul className="mt-4 grid gap-3">
        {data.map((organization) => (
          <li key={organization.id}>
            <Card
              className="flex flex-wrap items-center gap-3 p-4"
              role="article"
              aria-label={`Deleted ${organization.name}`}
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-slate-900">{organization.name}</p>
                <p className="text-sm text-slate-600">
                  Deleted {shown(organization.deleted_at)}
                  {organization.deleted_by.name ? ` by ${organization.deleted_by.name}` : ''} ·{' '}
                  {organization.restorable
                    ? `Restorable until ${shown(organization.purge_after)}`
                    : 'Being deleted permanently'}
                </p>
              </div>
              {organization.restorable ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void onRestore(organization)}
                  disabled={restore.isMutating}
                  aria-label={`Restore ${organization.name}`}
                >
                  <RotateCcw aria-hidden="true" className="size-4" />
                  Restore
                </Button>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
