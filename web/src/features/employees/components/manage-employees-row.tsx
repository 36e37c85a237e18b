import { type EmployeeOption, type EmployeeSummary, statusesSettableFrom } from '@wattle/shared/employees';
import { Check, Pencil, X } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router-dom';
import { EmployeeStatusBadge } from '@/components/employee-badges';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Td } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { fullName } from './format';
import { managerChoices } from './managers';

/** The inline edit in progress: one field of one row. */
/** An inline edit in progress; `version` is the row's, sent with the change (a stale one answers 409). */
export type Editing = { id: number; field: 'status' | 'manager'; value: string; version: number } | null;

export interface ManageRowProps {
  employee: EmployeeSummary;
  options: EmployeeOption[];
  editing: Editing;
  saving: boolean;
  onEdit: (field: 'status' | 'manager', value: string) => void;
  onDraft: (value: string) => void;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ManageRow({
  employee,
  options,
  editing,
  saving,
  onEdit,
  onDraft,
  onCancel,
  onConfirm,
}: ManageRowProps) {
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
      <Td label="Employee">
        <Link
          to={paths.app.employee.getHref(employee.id)}
          className="font-medium text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {name}
        </Link>
        <p className="text-xs text-slate-500">{employee.employee_code}</p>
        <p className="text-xs break-all text-slate-500">{employee.personal_email}</p>
      </Td>
      <Td label="Department">{employee.department?.name || 'N/A'}</Td>
      <Td label="Designation">{employee.designation?.title || employee.designation?.name || 'N/A'}</Td>
      <Td label="Status" className="min-w-56">
        {editing?.field === 'status' ? (
          <InlineEditor
            label={`Status of ${name}`}
            value={editing.value}
            saving={saving}
            onChange={onDraft}
            onCancel={onCancel}
            onConfirm={onConfirm}
          >
            {statusesSettableFrom(employee.status).map((status) => (
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
      <Td label="Reporting Manager" className="min-w-72">
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
