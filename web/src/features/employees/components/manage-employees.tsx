import { EMPLOYEE_STATUSES, type Employee, type EmployeePage, type EmployeeStatus } from '@wattle/shared/employees';
import { Search, X } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { ErrorAlert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ClearFiltersButton } from '@/components/ui/list-filters';
import { PageHeader } from '@/components/ui/page-header';
import { Options, Select } from '@/components/ui/select';
import { useEmployeeOptions } from '@/lib/api/get-employee-options';
import { ApiError, isConflict } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type EmployeeQuery, useEmployees } from '../api/get-employees';
import { useUpdateEmployeeManager } from '../api/update-employee-manager';
import { useUpdateEmployeeStatus } from '../api/update-employee-status';
import { type Editing, manageColumns } from './manage-employees-columns';
import { StructureFilters } from './manage-employees-filters';
export const STATUS_UPDATE_FAILED = 'Failed to update employee status';
export const CHANGED_MEANWHILE =
  'Someone else changed this employee meanwhile. The list now shows the saved values; try again.';
export const MANAGER_UPDATE_FAILED = 'Failed to update reporting manager';
const MANAGE_PAGE_SIZE = 50;

interface Filters {
  search: string;
  department_id: string;
  designation_id: string;
  status: string;
}

const NO_FILTERS: Filters = { search: '', department_id: '', designation_id: '', status: '' };

function toQuery(filters: Filters, cursor: string | undefined): EmployeeQuery {
  return {
    search: filters.search.trim() || undefined,
    department_id: filters.department_id ? Number(filters.department_id) : undefined,
    designation_id: filters.designation_id ? Number(filters.designation_id) : undefined,
    status: (filters.status || undefined) as EmployeeStatus | undefined,
    cursor,
    per_page: MANAGE_PAGE_SIZE,
  };
}

/** The bulk screen: filter the organization's employees and change status or manager in place. */
export function ManageEmployees() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  // Typing and choosing settle for 300 ms before the list is asked for.
  const settled = useDebouncedValue(JSON.stringify(filters), 300);
  const pages = useCursorPages(`${organizationId}|${settled}`);
  const query = toQuery(JSON.parse(settled) as Filters, pages.cursor);
  const { data, error, isLoading, isValidating, mutate } = useEmployees(organizationId, query);
  const options = useEmployeeOptions(organizationId);
  const updateStatus = useUpdateEmployeeStatus(organizationId);
  const updateManager = useUpdateEmployeeManager(organizationId);
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Without an organization, or when the list cannot be read, the table is simply empty.
  const rows = organizationId && !error ? (data?.data ?? []) : [];
  const loading = Boolean(organizationId) && isLoading && !data;
  const filtered = Object.values(filters).some(Boolean);

  const change = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));

  /** Shows the saved values in the row at once; the lists then reload from the server. */
  const showSaved = (saved: Employee) =>
    mutate(
      (page: EmployeePage | undefined) =>
        page && {
          ...page,
          data: page.data.map((row) =>
            row.id === saved.id
              ? {
                  ...row,
                  status: saved.status,
                  version: saved.version,
                  reporting_manager_id: saved.reporting_manager_id,
                  reporting_manager: saved.reporting_manager,
                }
              : row,
          ),
        },
      { revalidate: false },
    );

  const confirm = async () => {
    if (!editing) return;
    setSaving(true);
    setFailure(null);
    try {
      const saved =
        editing.field === 'status'
          ? await updateStatus.trigger({
              id: editing.id,
              status: editing.value as EmployeeStatus,
              version: editing.version,
            })
          : await updateManager.trigger({
              id: editing.id,
              reporting_manager_id: editing.value ? Number(editing.value) : null,
              version: editing.version,
            });
      await showSaved(saved);
      notify.success(editing.field === 'status' ? 'Status updated.' : 'Reporting manager updated.');
    } catch (error) {
      console.error(error);
      if (isConflict(error)) {
        // Someone else changed the employee: show what is stored now, and say so.
        setFailure(CHANGED_MEANWHILE);
        void mutate();
      } else if (editing.field === 'status') {
        setFailure(STATUS_UPDATE_FAILED);
      } else {
        // The server's reason when it refuses a manager (self or a loop), else the general text.
        const reason = error instanceof ApiError ? error.errors.reporting_manager_id?.[0] : undefined;
        setFailure(reason ?? MANAGER_UPDATE_FAILED);
      }
    } finally {
      setSaving(false);
      setEditing(null);
    }
  };

  return (
    <>
      <PageHeader
        title="Manage Employee Profiles"
        description="Quickly update employee status, managers, and other details in bulk"
      />

      {failure ? (
        <ErrorAlert className="mb-4">
          <div className="flex items-start justify-between gap-3">
            <p>{failure}</p>
            <button
              type="button"
              onClick={() => setFailure(null)}
              aria-label="Dismiss"
              className="-mt-0.5 rounded p-0.5 hover:bg-red-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        </ErrorAlert>
      ) : null}

      <Card className="overflow-hidden">
        <div className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end">
          <div className="space-y-1.5">
            <Label htmlFor="manage-search">Search</Label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
              />
              <Input
                id="manage-search"
                type="search"
                placeholder="Search employees..."
                value={filters.search}
                onChange={(event) => change({ search: event.target.value })}
                className="pl-9"
              />
            </div>
          </div>
          <StructureFilters
            organizationId={organizationId}
            departmentId={filters.department_id}
            designationId={filters.designation_id}
            onDepartment={(value) => change({ department_id: value, designation_id: '' })}
            onDesignation={(value) => change({ designation_id: value })}
          />
          <div className="space-y-1.5">
            <Label htmlFor="manage-status">Status</Label>
            <Select
              id="manage-status"
              value={filters.status}
              onChange={(event) => change({ status: event.target.value })}
            >
              <option value="">All Statuses</option>
              <Options values={EMPLOYEE_STATUSES} />
            </Select>
          </div>
          <ClearFiltersButton onClear={() => setFilters(NO_FILTERS)} disabled={!filtered} />
        </div>

        <DataTable
          label="Employees to manage"
          columns={manageColumns({
            options: options.data ?? [],
            editing,
            saving,
            onEdit: (employee, field, value) => {
              setFailure(null);
              setEditing({ id: employee.id, field, value, version: employee.version });
            },
            onDraft: (value) => setEditing((current) => current && { ...current, value }),
            onCancel: () => setEditing(null),
            onConfirm: () => void confirm(),
          })}
          rows={rows}
          rowKey={(employee) => employee.id}
          busy={isLoading && Boolean(data)}
          loading={loading}
          loadingText="Loading employees..."
          error={organizationId && error}
          onRetry={() => mutate()}
          empty="No employees found."
          pager={
            Boolean(organizationId) &&
            rows.length > 0 && {
              label: 'Employee pages',
              pages,
              nextCursor: data?.next_cursor,
              busy: isValidating,
              summary: `${data?.total ?? rows.length} ${data?.total === 1 ? 'employee' : 'employees'}`,
            }
          }
        />
      </Card>
    </>
  );
}
