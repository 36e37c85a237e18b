import { Building2, ChevronDown, CircleAlert, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSelectedOrganization } from '@/lib/selected-organization';

/** Picks the organization the dashboard works in; the choice is remembered in this browser. */
export function OrganizationSwitcher() {
  const { organization, organizations, select, error, isLoading } = useSelectedOrganization();

  // Its place (the select's size) until the organizations arrive: not "No organization" meanwhile.
  if (isLoading && organizations.length === 0) {
    return <div className="h-9 w-full animate-pulse rounded-lg bg-slate-200/70 sm:w-56" />;
  }

  if (error && organizations.length === 0) {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-red-700" role="status">
        <CircleAlert aria-hidden="true" className="size-4" />
        <span>Failed to fetch organizations.</span>
      </span>
    );
  }

  if (!organization) {
    return (
      <div className="flex min-w-0 items-center gap-2 text-sm">
        <span className="whitespace-nowrap text-slate-500">No organization</span>
        <Link
          to={paths.app.organizations.getHref()}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium whitespace-nowrap text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Plus aria-hidden="true" className="size-4" />
          Create one
        </Link>
      </div>
    );
  }

  return (
    <div className="relative min-w-0">
      <Building2
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500"
      />
      <select
        aria-label="Organization"
        value={organization.id}
        onChange={(event) => select(Number(event.target.value))}
        className="h-9 w-full min-w-0 appearance-none truncate rounded-lg border border-slate-300 bg-white pr-8 pl-8 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus:border-brand-500 focus:outline-2 focus:outline-brand-400/60 sm:w-56"
      >
        {organizations.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
