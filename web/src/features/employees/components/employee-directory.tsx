import { EMPLOYEE_LIFECYCLES, type EmployeeLifecycle, LIFECYCLE_LABELS } from '@wattle/shared/employee-lifecycle';
import type { EmployeeSummary } from '@wattle/shared/employees';
import { ArchiveRestore, Eye, Pencil, Plus, Search, Trash2, UserX } from 'lucide-react';
import { lazy, Suspense, useDeferredValue, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { ExportButton } from '@/components/ui/export-button';
import { Input } from '@/components/ui/input';
import { ListError } from '@/components/ui/list-error';
import { PageHeader } from '@/components/ui/page-header';
import { TableScroll, Td, Th } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useForceDeleteEmployee } from '../api/force-delete-employee';
import { employeeSearchParams, useEmployees } from '../api/get-employees';
import { useTrashedEmployees } from '../api/get-trashed-employees';
import { useRestoreEmployee } from '../api/restore-employee';
import { useTrashEmployee } from '../api/trash-employee';
import { EmployeeStatusBadge, LifecycleNote } from './employee-badges';
import { fullName } from './format';

// The confirmations load when first asked for: the directory's first paint does not wait for them.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

export const NO_EMPLOYEES = 'No employees found.';
export const TRASH_QUESTION = 'Are you sure you want to move this employee to the trash?';
export const RESTORE_QUESTION = 'Are you sure you want to restore this employee? They will return to the active list.';
export const DELETE_WARNING = 'This action is irreversible. The employee record will be permanently deleted.';

/** The directory's tabs: who works here now, who starts later, who has left, and the trash. */
type Scope = EmployeeLifecycle | 'trash';
const TAB_LABELS: Record<Scope, string> = { ...LIFECYCLE_LABELS, trash: 'Trash' };
type Pending = { kind: 'trash' | 'restore' | 'delete'; employee: EmployeeSummary } | null;

export function EmployeeDirectory() {
  const { organization } = useSelectedOrganization();
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
  const canDelete = useCan('employees', 'delete');
  const canExport = useCan('employees', 'export');
  const trash = useTrashEmployee(organizationId);
  const restore = useRestoreEmployee(organizationId);
  const forceDelete = useForceDeleteEmployee(organizationId);
  const [pending, setPending] = useState<Pending>(null);
  // Mounted from the first question on, so that each later one opens (and closes) in place.
  const asked = useRef(false);
  if (pending) asked.current = true;

  // A failed fetch reads as an empty list (with a note), as the spec has it.
  const rows = organizationId && !error ? (data?.data ?? []) : [];
  const loading = Boolean(organizationId) && isLoading && !data;
  const total = data?.total ?? 0;
  // Every answer counts all four tabs (with the search applied).
  const counts = data?.counts;
  const tabs: Scope[] = canDelete ? [...EMPLOYEE_LIFECYCLES, 'trash'] : [...EMPLOYEE_LIFECYCLES];

  return (
    <>
      <PageHeader
        title="Employee Management"
        description={
          organization ? `The people of ${organization.name}.` : 'Please select an organization to see its employees.'
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
            {canCreate ? (
              <Link to={paths.app.employeeNew.getHref()} className={buttonClasses()}>
                <Plus aria-hidden="true" className="size-4" />
                Add New Employee
              </Link>
            ) : null}
          </>
        }
      />

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

        <TableScroll
          label={scope === 'trash' ? 'Employees in the trash' : `${TAB_LABELS[scope]} employees`}
          busy={isLoading && Boolean(data)}
          message={
            loading ? (
              'Loading employees...'
            ) : organizationId && error ? (
              <ListError className="py-0" onRetry={() => mutate()} />
            ) : rows.length === 0 ? (
              <>
                <UserX aria-hidden="true" className="mx-auto mb-2 size-6 text-slate-400" />
                <span className="block">{NO_EMPLOYEES}</span>
              </>
            ) : null
          }
        >
          <thead>
            <tr>
              <Th>Name</Th>
              <Th>Contact</Th>
              <Th>Role</Th>
              <Th>Status</Th>
              <Th className="text-right">Actions</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((employee) => (
              <EmployeeRow
                key={employee.id}
                employee={employee}
                scope={scope}
                onAction={(kind) => setPending({ kind, employee })}
              />
            ))}
          </tbody>
        </TableScroll>
        {organizationId && !error && rows.length > 0 ? (
          <CursorPager
            label="Employee pages"
            pages={pages}
            nextCursor={data?.next_cursor}
            busy={isValidating}
            summary={`${total} ${total === 1 ? 'employee' : 'employees'}`}
          />
        ) : null}
      </Card>

      {asked.current ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={pending?.kind === 'trash'}
            onOpenChange={(open) => !open && setPending(null)}
            title="Confirm Trash"
            description={TRASH_QUESTION}
            note={pending ? <EmployeeNote employee={pending.employee} /> : null}
            confirmLabel="Move to Trash"
            busyLabel="Moving..."
            onConfirm={async () => {
              if (!pending) return;
              await trash.trigger(pending.employee.id);
              notify.success(`${fullName(pending.employee)} moved to the trash.`);
            }}
          />
          <ConfirmDialog
            open={pending?.kind === 'restore'}
            onOpenChange={(open) => !open && setPending(null)}
            title="Confirm Restore"
            description={RESTORE_QUESTION}
            note={pending ? <EmployeeNote employee={pending.employee} /> : null}
            confirmLabel="Restore"
            busyLabel="Restoring..."
            confirmVariant="primary"
            onConfirm={async () => {
              if (!pending) return;
              await restore.trigger(pending.employee.id);
              notify.success(`${fullName(pending.employee)} restored.`);
            }}
          />
          <ConfirmDialog
            open={pending?.kind === 'delete'}
            onOpenChange={(open) => !open && setPending(null)}
            title="Confirm Permanent Deletion"
            description={DELETE_WARNING}
            note={pending ? <EmployeeNote employee={pending.employee} /> : null}
            confirmLabel="Delete Permanently"
            onConfirm={async () => {
              if (!pending) return;
              await forceDelete.trigger(pending.employee.id);
              notify.success(`${fullName(pending.employee)} deleted permanently.`);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function EmployeeNote({ employee }: { employee: EmployeeSummary }) {
  return (
    <span>
      Employee: <strong className="font-medium text-slate-900">{fullName(employee)}</strong> ({employee.employee_code})
    </span>
  );
}

function EmployeeRow({
  employee,
  scope,
  onAction,
}: {
  employee: EmployeeSummary;
  scope: Scope;
  onAction: (kind: 'trash' | 'restore' | 'delete') => void;
}) {
  const canEdit = useCan('employees', 'edit');
  const canDelete = useCan('employees', 'delete');
  const name = fullName(employee);
  const designation = employee.designation?.name || employee.designation?.title;
  return (
    <tr className="hover:bg-slate-50/60">
      <Td label="Name">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-xs text-slate-500">{employee.employee_code}</p>
      </Td>
      <Td label="Contact">
        <p className="break-all">{employee.personal_email}</p>
        <p className="text-xs text-slate-500">{employee.phone_number}</p>
      </Td>
      <Td label="Role">
        <p>{designation || 'No Designation'}</p>
        <p className="text-xs text-slate-500">{employee.department?.name || 'No Department'}</p>
      </Td>
      <Td label="Status">
        <EmployeeStatusBadge status={employee.status} />
        <LifecycleNote employee={employee} />
      </Td>
      <Td className="text-right whitespace-nowrap">
        {scope !== 'trash' ? (
          <>
            <Link
              to={paths.app.employee.getHref(employee.id)}
              aria-label={`View ${name}`}
              title={`View ${name}`}
              className={buttonClasses({ variant: 'ghost', size: 'icon-sm' })}
            >
              <Eye aria-hidden="true" className="size-4" />
            </Link>
            {canEdit ? (
              <Link
                to={paths.app.employeeEdit.getHref(employee.id)}
                aria-label={`Edit ${name}`}
                title={`Edit ${name}`}
                className={buttonClasses({ variant: 'ghost', size: 'icon-sm' })}
              >
                <Pencil aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
            {canDelete ? (
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={`Move ${name} to the trash`}
                title={`Move ${name} to the trash`}
                onClick={() => onAction('trash')}
                className="hover:bg-red-50 hover:text-red-700"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Restore ${name}`}
              title={`Restore ${name}`}
              onClick={() => onAction('restore')}
            >
              <ArchiveRestore aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Delete ${name} permanently`}
              title={`Delete ${name} permanently`}
              onClick={() => onAction('delete')}
              className="hover:bg-red-50 hover:text-red-700"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </>
        )}
      </Td>
    </tr>
  );
}
