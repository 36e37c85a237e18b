import { type EmployeeOption, type EmployeeSummary, statusesSettableFrom } from '@wattle/shared/employees';
import { Check, Pencil, X } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useRef } from 'react';
import type { Columns } from '@/components/data-table/data-table';
import { EmployeeCell } from '@/components/data-table/employee-cell';
import { EmployeeStatusBadge } from '@/components/employee-badges';
import { Button } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';
import { Select } from '@/components/ui/select';
import { fullName } from './format';
import { managerChoices } from './managers';

/** An inline edit in progress; `version` is the row's, sent with the change (a stale one answers 409). */
export type Editing = { id: number; field: 'status' | 'manager'; value: string; version: number } | null;

export interface ManageEditing {
  options: EmployeeOption[];
  editing: Editing;
  saving: boolean;
  onEdit: (employee: EmployeeSummary, field: 'status' | 'manager', value: string) => void;
  onDraft: (value: string) => void;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The bulk screen's columns: who, where, and the status and manager each edited in place. */
export function manageColumns({ options, editing, onEdit, ...editor }: ManageEditing): Columns<EmployeeSummary> {
  const draft = (employee: EmployeeSummary, field: 'status' | 'manager') =>
    editing?.id === employee.id && editing.field === field ? editing.value : null;
  return [
    {
      header: 'Employee',
      headerClassName: 'min-w-56',
      cell: (employee) => (
        <EmployeeCell id={employee.id} name={fullName(employee)}>
          <p className="text-xs text-slate-500">{employee.employee_code}</p>
          <p className="text-xs text-slate-500">
            <EmailAddress value={employee.personal_email} />
          </p>
        </EmployeeCell>
      ),
    },
    { header: 'Department', cell: (employee) => employee.department?.name || 'N/A' },
    {
      header: 'Designation',
      cell: (employee) => employee.designation?.title || employee.designation?.name || 'N/A',
    },
    {
      header: 'Status',
      className: 'min-w-56',
      cell: (employee) => {
        const value = draft(employee, 'status');
        return (
          <InlineField
            {...editor}
            label={`Status of ${fullName(employee)}`}
            editLabel={`Edit status of ${fullName(employee)}`}
            draft={value}
            onEdit={() => onEdit(employee, 'status', employee.status)}
            shown={<EmployeeStatusBadge status={employee.status} />}
          >
            {value === null
              ? null
              : statusesSettableFrom(employee.status).map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
          </InlineField>
        );
      },
    },
    {
      header: 'Reporting Manager',
      className: 'min-w-72',
      cell: (employee) => {
        const value = draft(employee, 'manager');
        return (
          <InlineField
            {...editor}
            label={`Reporting manager of ${fullName(employee)}`}
            editLabel={`Edit reporting manager of ${fullName(employee)}`}
            draft={value}
            onEdit={() =>
              onEdit(employee, 'manager', employee.reporting_manager_id ? String(employee.reporting_manager_id) : '')
            }
            shown={
              <span className={employee.reporting_manager ? undefined : 'text-slate-400'}>
                {employee.reporting_manager ? fullName(employee.reporting_manager) : 'No Manager'}
              </span>
            }
          >
            {value === null ? null : (
              <>
                <option value="">No Manager</option>
                {managerChoices(employee.id, options).map((option) => (
                  <option key={option.id} value={String(option.id)}>
                    {fullName(option)} ({option.employee_code})
                  </option>
                ))}
              </>
            )}
          </InlineField>
        );
      },
    },
  ];
}

interface InlineFieldProps extends Omit<InlineEditorProps, 'value' | 'onChange'> {
  /** The value being chosen, or null when the field is shown, not edited. */
  draft: string | null;
  /** The Edit button's name. */
  editLabel: string;
  shown: ReactNode;
  onEdit: () => void;
  onDraft: (value: string) => void;
}

/**
 * A field shown with its Edit button, or edited in place. When the editor closes (confirmed or
 * cancelled), focus returns to the button, unless it has moved on (to another field's editor).
 */
function InlineField({ label, editLabel, draft, shown, onEdit, onDraft, children, ...editor }: InlineFieldProps) {
  const button = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (draft === null && wasEditing.current && lost) button.current?.focus();
    wasEditing.current = draft !== null;
  }, [draft]);
  if (draft !== null) {
    return (
      <InlineEditor {...editor} label={label} value={draft} onChange={onDraft}>
        {children}
      </InlineEditor>
    );
  }
  return (
    <span className="flex items-center gap-1">
      {shown}
      <EditButton ref={button} label={editLabel} onClick={onEdit} />
    </span>
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
