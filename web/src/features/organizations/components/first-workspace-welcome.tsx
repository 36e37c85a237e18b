import type { Organization } from '@wattle/shared/organizations';
import { Building2, Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/auth';
import { useSelectedOrganization } from '@/lib/selected-organization';

// The form and its schema load when the user asks for it, not with the home page.
const OrganizationFormDialog = lazy(async () => ({
  default: (await import('./organization-form-dialog')).OrganizationFormDialog,
}));

/**
 * The first sign-in of someone with no workspace: a short welcome and one way on, creating the
 * first workspace (they become its owner, and it is selected at once).
 */
export function FirstWorkspaceWelcome() {
  const { user } = useSession();
  const { select } = useSelectedOrganization();
  const [open, setOpen] = useState(false);
  const firstName = user?.name.split(' ')[0];
  return (
    <Card
      className="mx-auto mt-6 max-w-xl px-6 py-10 text-center"
      aria-labelledby="first-workspace-title"
      role="region"
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50">
        <Building2 aria-hidden="true" className="size-6 text-brand-700" />
      </span>
      <h2 id="first-workspace-title" className="mt-4 text-xl font-semibold text-slate-900">
        {firstName ? `Welcome to Wattle HR, ${firstName}` : 'Welcome to Wattle HR'}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        A workspace holds one organization: its departments, people and hiring. Create yours to begin; you become its
        owner and can invite your team.
      </p>
      <Button className="mt-6" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        Create your first workspace
      </Button>
      <p className="mx-auto mt-4 max-w-md text-xs text-slate-500">
        Joining an organization that already uses Wattle HR? Ask its owner to invite {user?.email ?? 'you'}.
      </p>
      {open ? (
        <Suspense fallback={null}>
          <OrganizationFormDialog
            open={open}
            onOpenChange={setOpen}
            onSaved={(saved: Organization) => select(saved.id)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
