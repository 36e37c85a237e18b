import { EMPLOYEE_LIFECYCLES, type EmployeeLifecycle, LIFECYCLE_LABELS } from '@wattle/shared/employee-lifecycle';
import { Plus, Search, Upload, UserX } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from '@/components/data-table/data-table';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { ExportButton } from '@/components/ui/export-button';
import { Input } from '@/components/ui/input';
import { NoOrganizationCard } from '@/components/ui/no-organization-card';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { employeeSearchParams, useEmployees } from '../api/get-employees';
import { useTrashedEmployees } from '../api/get-trashed-employees';
import { DIRECTORY_HEADING } from '../heading';
import { directoryColumns, type Scope } from './employee-directory-columns';
import type { PendingAction } from './employee-directory-confirmations';

// The confirmations (and the calls they make) load when first asked for: the directory's first
// paint does not wait for them.
const DirectoryConfirmations = lazy(() =>
  import('./employee-directory-confirmations').then((module) => ({ default: module.DirectoryConfirmations })),
);

export const NO_EMPLOYEES = 'No employees found.';

const TAB_LABELS: Record<Scope, string> = { ...LIFECYCLE_LABELS, trash: 'Trash' };

export function EmployeeDirectory() {
  const { organization, isLoading: organizationsLoading } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const [scope, setScope] = useState<Scope>('current');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const pages = useCursorPages(`${organizationId}|${scope}|${debouncedSearch}`);
  const query = { search: debouncedSearch || undefined, cursor: pages.cursor };
  const active = useEmployees(scope !== 'trash' ? organizationId : null, {
    ...query,
    lifecycle: scope as EmployeeLifecycle,
  });
  const trashed = useTrashedEmployees(organizationId, query, scope === 'trash');
  const { isValidating, mutate, ...current } = scope !== 'trash' ? active : trashed;
  // What the answer changes (the rows above all) renders in a background render the browser can
  // interrupt, not in the synchronous one the answer arrives in: typing in the search box stays
  // responsive while 20 rows mount on a slow phone. All three move together.
  const data = useDeferredValue(current.data);
  const error = useDeferredValue(current.error);
  const isLoading = useDeferredValue(current.isLoading);

  const canCreate = useCan('employees', 'create');
  const canEdit = useCan('employees', 'edit');
  const canDelete = useCan('employees', 'delete');
  const canExport = useCan('employees', 'export');
  const canImport = useCan('employees', 'import', 'organization');
  const [pending, setPending] = useState<PendingAction>(null);
  // Mounted from the first question on, so that each later one opens (and closes) in place.
  const asked = useRef(false);
  if (pending) asked.current = true;

  // A failed fetch shows no rows: the table says it failed, with Retry, never the empty text.
  const rows = organizationId && !error ? (data?.data ?? []) : [];
  const loading = Boolean(organizationId) && isLoading && !data;
  const total = data?.total ?? 0;
  // Every answer counts all four tabs (with the search applied).
  const counts = data?.counts;
  const tabs: Scope[] = canDelete ? [...EMPLOYEE_LIFECYCLES, 'trash'] : [...EMPLOYEE_LIFECYCLES];

  return (
    <>
      <PageHeader
        title={DIRECTORY_HEADING}
        description={
          // One line either way, so the card below does not move when the organization arrives.
          organization ? `The people of ${organization.name}.` : 'The people of your workspace.'
        }
        actions={
          <>
            {/* The tab's own query (lifecycle, search and filters), every page; not the trash. */}
            {canExport && organizationId && scope !== 'trash' ? (
              <ExportButton
                path={`/employees/export?${employeeSearchParams(organizationId, { ...query, lifecycle: scope as EmployeeLifecycle, cursor: undefined })}`}
                fallbackName="employees.csv"
              />
            ) : null}
            {canImport ? (
              <Link to={paths.app.imports.getHref()} className={buttonClasses({ variant: 'outline' })}>
                <Upload aria-hidden="true" className="size-4" />
                Import
              </Link>
            ) : null}
            {canCreate ? (
              <Link to={paths.app.employeeNew.getHref()} className={buttonClasses()}>
                <Plus aria-hidden="true" className="size-4" />
                Add New Employee
              </Link>
            ) : null}
          </>
        }
      />

      {!organization && !organizationsLoading ? (
        <NoOrganizationCard>Employees belong to a workspace.</NoOrganizationCard>
      ) : (
        <Card className="overflow-hidden">
          <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="relative w-full sm:max-w-sm">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              />
              <Input
                type="search"
                aria-label="Search employees"
                placeholder="Search by name, e-mail or code..."
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className="pl-9"
              />
            </div>
            <fieldset className="grid shrink-0 grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:flex">
              <legend className="sr-only">Show</legend>
              {tabs.map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={scope === value}
                  onClick={() => setScope(value)}
                  className={cn(
                    'inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-brand-600',
                    scope === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                  )}
                >
                  {TAB_LABELS[value]}
                  {counts ? (
                    <span className="rounded-full bg-slate-200/80 px-1.5 text-xs tabular-nums text-slate-700">
                      {counts[value === 'trash' ? 'trashed' : value]}
                    </span>
                  ) : null}
                </button>
              ))}
            </fieldset>
          </div>

          <DataTable
            label={scope === 'trash' ? 'Employees in the trash' : `${TAB_LABELS[scope]} employees`}
            columns={directoryColumns({
              scope,
              canEdit,
              canDelete,
              onAction: (kind, employee) => setPending({ kind, employee }),
            })}
            rows={rows}
            rowKey={(employee) => employee.id}
            loading={loading}
            loadingText="Loading employees..."
            error={organizationId ? error : undefined}
            onRetry={() => mutate()}
            empty={NO_EMPLOYEES}
            emptyIcon={UserX}
            busy={isLoading && Boolean(data)}
            pager={
              Boolean(organizationId) &&
              !error &&
              rows.length > 0 && {
                label: 'Employee pages',
                pages,
                nextCursor: data?.next_cursor,
                busy: isValidating,
                summary: `${total} ${total === 1 ? 'employee' : 'employees'}`,
              }
            }
          />
        </Card>
      )}

      {asked.current ? (
        <Suspense fallback={null}>
          <DirectoryConfirmations organizationId={organizationId} pending={pending} onClose={() => setPending(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
