import type { EmployeeLifecycle } from '@wattle/shared/employee-lifecycle';
import type { EmployeeSummary } from '@wattle/shared/employees';
import { ArchiveRestore, Eye, Pencil, Trash2 } from 'lucide-react';
import { actionsColumn, type Columns } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { EmployeeStatusBadge, LifecycleNote } from '@/components/employee-badges';
import { EmailAddress } from '@/components/ui/email-address';
import { paths } from '@/config/paths';
import { fullName } from './format';

/** The directory's tabs: who works here now, who starts later, who has left, and the trash. */
export type Scope = EmployeeLifecycle | 'trash';
/** What a row's button asks to confirm. */
export type DirectoryAction = 'trash' | 'restore' | 'delete';

interface DirectoryColumns {
  scope: Scope;
  canEdit: boolean;
  canDelete: boolean;
  onAction: (kind: DirectoryAction, employee: EmployeeSummary) => void;
}

/** The directory's columns: who, how to reach them, their role, their status, and the row's actions. */
export function directoryColumns({ scope, canEdit, canDelete, onAction }: DirectoryColumns): Columns<EmployeeSummary> {
  return [
    {
      header: 'Name',
      cell: (employee) => (
        <>
          <p className="font-medium text-slate-900">{fullName(employee)}</p>
          <p className="text-xs text-slate-500">{employee.employee_code}</p>
        </>
      ),
    },
    {
      header: 'Contact',
      cell: (employee) => (
        <>
          <p>
            <EmailAddress value={employee.personal_email} />
          </p>
          <p className="text-xs text-slate-500">{employee.phone_number}</p>
        </>
      ),
    },
    {
      header: 'Role',
      cell: (employee) => (
        <>
          <p>{employee.designation?.name || employee.designation?.title || 'No Designation'}</p>
          <p className="text-xs text-slate-500">{employee.department?.name || 'No Department'}</p>
        </>
      ),
    },
    {
      header: 'Status',
      cell: (employee) => (
        <>
          <EmployeeStatusBadge status={employee.status} />
          <LifecycleNote employee={employee} />
        </>
      ),
    },
    actionsColumn((employee) => {
      const name = fullName(employee);
      if (scope === 'trash') {
        return (
          <>
            <RowAction
              label={`Restore ${name}`}
              title
              icon={ArchiveRestore}
              onClick={() => onAction('restore', employee)}
            />
            <RowAction
              label={`Delete ${name} permanently`}
              title
              danger
              icon={Trash2}
              onClick={() => onAction('delete', employee)}
            />
          </>
        );
      }
      return (
        <>
          <RowAction label={`View ${name}`} title icon={Eye} to={paths.app.employee.getHref(employee.id)} />
          {canEdit ? (
            <RowAction label={`Edit ${name}`} title icon={Pencil} to={paths.app.employeeEdit.getHref(employee.id)} />
          ) : null}
          {canDelete ? (
            <RowAction
              label={`Move ${name} to the trash`}
              title
              danger
              icon={Trash2}
              onClick={() => onAction('trash', employee)}
            />
          ) : null}
        </>
      );
    }),
  ];
}
