import {
  EMPLOYEE_STATUSES,
  type Employee,
  type EmployeeOption,
  type EmployeePage,
  type EmployeeStatus,
  type EmployeeSummary,
} from '@wattle/shared/employees';
import { Check, FilterX, Pencil, Search, X } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { useDepartments } from '@/lib/api/get-departments';
import { useDesignations } from '@/lib/api/get-designations';
import { ApiError } from '@/lib/api-client';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useEmployeeOptions } from '../api/get-employee-options';
import { type EmployeeQuery, useEmployees } from '../api/get-employees';
import { useUpdateEmployeeManager } from '../api/update-employee-manager';
import { useUpdateEmployeeStatus } from '../api/update-employee-status';
import { CursorPager, useCursorPages } from './cursor-pager';
import { EmployeeStatusBadge } from './employee-badges';
import { fullName } from './format';
import { managerChoices } from './managers';
import { TableScroll, Td, Th } from './table';

export const STATUS_UPDATE_FAILED = 'Failed to update employee status';
export const MANAGER_UPDATE_FAILED = 'Failed to update reporting manager';
const MANAGE_PAGE_SIZE = 50;

interface Filters {
  search: string;
  department_id: string;
  designation_id: string;
  status: string;
}

const NO_FILTERS: Filters = { search: '', department_id: '', designation_id: '', status: '' };

type Editing = { id: number; field: 'status' | 'manager'; value: string } | null;

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
          ? await updateStatus.trigger({ id: editing.id, status: editing.value as EmployeeStatus })
          : await updateManager.trigger({
              id: editing.id,
              reporting_manager_id: editing.value ? Number(editing.value) : null,
            });
      await showSaved(saved);
    } catch (error) {
      console.error(error);
      if (editing.field === 'status') {
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
              {EMPLOYEE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </Select>
          </div>
          <Button variant="outline" onClick={() => setFilters(NO_FILTERS)} disabled={!filtered}>
            <FilterX aria-hidden="true" className="size-4" />
            Clear Filters
          </Button>
        </div>

        <TableScroll
          label="Employees to manage"
          busy={isLoading && Boolean(data)}
          message={loading ? 'Loading employees...' : rows.length === 0 ? 'No employees found.' : null}
        >
          <thead>
            <tr>
              <Th className="min-w-56">Employee</Th>
              <Th>Department</Th>
              <Th>Designation</Th>
              <Th>Status</Th>
              <Th>Reporting Manager</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((employee) => (
              <ManageRow
                key={employee.id}
                employee={employee}
                options={options.data ?? []}
                editing={editing?.id === employee.id ? editing : null}
                saving={saving}
                onEdit={(field, value) => {
                  setFailure(null);
                  setEditing({ id: employee.id, field, value });
                }}
                onDraft={(value) => setEditing((current) => current && { ...current, value })}
                onCancel={() => setEditing(null)}
                onConfirm={() => void confirm()}
              />
            ))}
          </tbody>
        </TableScroll>
        {organizationId && rows.length > 0 ? (
          <CursorPager
            label="Employee pages"
            page={pages.page}
            nextCursor={data?.next_cursor}
            onNext={pages.next}
            onPrevious={pages.previous}
            busy={isValidating}
            summary={`${data?.total ?? rows.length} ${data?.total === 1 ? 'employee' : 'employees'}`}
          />
        ) : null}
      </Card>
    </>
  );
}

interface StructureFiltersProps {
  organizationId: number | null;
  departmentId: string;
  designationId: string;
  onDepartment: (value: string) => void;
  onDesignation: (value: string) => void;
}

/** Department and designation filters; designations fill only once a department is chosen. */
function StructureFilters(props: StructureFiltersProps) {
  if (props.organizationId === null) {
    return (
      <>
        <div className="space-y-1.5">
          <Label htmlFor="manage-department">Department</Label>
          <Select id="manage-department" disabled value="">
            <option value="">All Departments</option>
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="manage-designation">Designation</Label>
          <Select id="manage-designation" disabled value="">
            <option value="">All Designations</option>
          </Select>
        </div>
      </>
    );
  }
  return <LoadedStructureFilters {...props} organizationId={props.organizationId} />;
}

function LoadedStructureFilters({
  organizationId,
  departmentId,
  designationId,
  onDepartment,
  onDesignation,
}: StructureFiltersProps & { organizationId: number }) {
  const departments = useDepartments(organizationId);
  const designations = useDesignations(organizationId, departmentId ? Number(departmentId) : null);
  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor="manage-department">Department</Label>
        <Select id="manage-department" value={departmentId} onChange={(event) => onDepartment(event.target.value)}>
          <option value="">All Departments</option>
          {(departments.data ?? []).map((department) => (
            <option key={department.id} value={String(department.id)}>
              {department.name}
            </option>
          ))}
        </Select>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="manage-designation">Designation</Label>
        <Select
          id="manage-designation"
          value={designationId}
          disabled={!departmentId}
          onChange={(event) => onDesignation(event.target.value)}
        >
          <option value="">All Designations</option>
          {(departmentId ? (designations.data ?? []) : []).map((designation) => (
            <option key={designation.id} value={String(designation.id)}>
              {designation.title}
            </option>
          ))}
        </Select>
      </div>
    </>
  );
}

interface ManageRowProps {
  employee: EmployeeSummary;
  options: EmployeeOption[];
  editing: Editing;
  saving: boolean;
  onEdit: (field: 'status' | 'manager', value: string) => void;
  onDraft: (value: string) => void;
  onCancel: () => void;
  onConfirm: () => void;
}

function ManageRow({ employee, options, editing, saving, onEdit, onDraft, onCancel, onConfirm }: ManageRowProps) {
  const name = fullName(employee);
  const managers = useMemo(() => {
    return editing?.field === 'manager' ? managerChoices(employee.id, options) : [];
  }, [editing?.field, employee.id, options]);

  // When an editor closes (confirmed or cancelled), focus goes back to the button that opened it.
  const statusButton = useRef<HTMLButtonElement>(null);
  const managerButton = useRef<HTMLButtonElement>(null);
  const lastField = useRef<'status' | 'manager' | null>(null);
  useEffect(() => {
    const field = editing?.field ?? null;
    if (field === null && lastField.current) {
      (lastField.current === 'status' ? statusButton : managerButton).current?.focus();
    }
    lastField.current = field;
  }, [editing?.field]);

  return (
    <tr className="hover:bg-slate-50/60">
      <Td>
        <Link
          to={paths.app.employee.getHref(employee.id)}
          className="font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {name}
        </Link>
        <p className="text-xs text-slate-500">{employee.employee_code}</p>
        <p className="text-xs break-all text-slate-500">{employee.personal_email}</p>
      </Td>
      <Td>{employee.department?.name || 'N/A'}</Td>
      <Td>{employee.designation?.title || employee.designation?.name || 'N/A'}</Td>
      <Td className="min-w-56">
        {editing?.field === 'status' ? (
          <InlineEditor
            label={`Status of ${name}`}
            value={editing.value}
            saving={saving}
            onChange={onDraft}
            onCancel={onCancel}
            onConfirm={onConfirm}
          >
            {EMPLOYEE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </InlineEditor>
        ) : (
          <span className="flex items-center gap-1">
            <EmployeeStatusBadge status={employee.status} />
            <EditButton
              ref={statusButton}
              label={`Edit status of ${name}`}
              onClick={() => onEdit('status', employee.status)}
            />
          </span>
        )}
      </Td>
      <Td className="min-w-72">
        {editing?.field === 'manager' ? (
          <InlineEditor
            label={`Reporting manager of ${name}`}
            value={editing.value}
            saving={saving}
            onChange={onDraft}
            onCancel={onCancel}
            onConfirm={onConfirm}
          >
            <option value="">No Manager</option>
            {managers.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {fullName(option)} ({option.employee_code})
              </option>
            ))}
          </InlineEditor>
        ) : (
          <span className="flex items-center gap-1">
            <span className={employee.reporting_manager ? undefined : 'text-slate-400'}>
              {employee.reporting_manager ? fullName(employee.reporting_manager) : 'No Manager'}
            </span>
            <EditButton
              ref={managerButton}
              label={`Edit reporting manager of ${name}`}
              onClick={() =>
                onEdit('manager', employee.reporting_manager_id ? String(employee.reporting_manager_id) : '')
              }
            />
          </span>
        )}
      </Td>
    </tr>
  );
}

function EditButton({ label, onClick, ref }: { label: string; onClick: () => void; ref: Ref<HTMLButtonElement> }) {
  return (
    <Button
      ref={ref}
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="size-7"
    >
      <Pencil aria-hidden="true" className="size-3.5" />
    </Button>
  );
}

interface InlineEditorProps {
  label: string;
  value: string;
  saving: boolean;
  onChange: (value: string) => void;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}

/** A select with ✓ and ✕: Enter confirms, Escape cancels. */
function InlineEditor({ label, value, saving, onChange, onCancel, onConfirm, children }: InlineEditorProps) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard shortcuts for the select inside
    <div
      className="flex items-center gap-1"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
        if (event.key === 'Enter' && event.target instanceof HTMLSelectElement) onConfirm();
      }}
    >
      <Select
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={saving}
        autoFocus
        className="min-w-0 flex-1 [&_select]:h-8"
      >
        {children}
      </Select>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Confirm"
        onClick={onConfirm}
        disabled={saving}
        className="text-emerald-700 hover:bg-emerald-50"
      >
        <Check aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label="Cancel"
        onClick={onCancel}
        disabled={saving}
        className="text-red-700 hover:bg-red-50"
      >
        <X aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
