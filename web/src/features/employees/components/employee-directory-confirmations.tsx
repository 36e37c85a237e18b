import type { EmployeeSummary } from '@wattle/shared/employees';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { notify } from '@/lib/notify';
import { useForceDeleteEmployee } from '../api/force-delete-employee';
import { useRestoreEmployee } from '../api/restore-employee';
import { useTrashEmployee } from '../api/trash-employee';
import type { DirectoryAction } from './employee-directory-columns';
import { fullName } from './format';

export const TRASH_QUESTION = 'Are you sure you want to move this employee to the trash?';
export const RESTORE_QUESTION = 'Are you sure you want to restore this employee? They will return to the active list.';
export const DELETE_WARNING = 'This action is irreversible. The employee record will be permanently deleted.';

export type PendingAction = { kind: DirectoryAction; employee: EmployeeSummary } | null;

/**
 * The directory's three questions (trash, restore, delete permanently) and what each does. The
 * directory loads this module when first asked, so its first paint does not wait for the dialogs.
 */
export function DirectoryConfirmations({
  organizationId,
  pending,
  onClose,
}: {
  organizationId: number | null;
  pending: PendingAction;
  onClose: () => void;
}) {
  const trash = useTrashEmployee(organizationId);
  const restore = useRestoreEmployee(organizationId);
  const forceDelete = useForceDeleteEmployee(organizationId);
  const note = pending ? <EmployeeNote employee={pending.employee} /> : null;
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <>
      <ConfirmDialog
        open={pending?.kind === 'trash'}
        onOpenChange={onOpenChange}
        title="Confirm Trash"
        description={TRASH_QUESTION}
        note={note}
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
        onOpenChange={onOpenChange}
        title="Confirm Restore"
        description={RESTORE_QUESTION}
        note={note}
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
        onOpenChange={onOpenChange}
        title="Confirm Permanent Deletion"
        description={DELETE_WARNING}
        note={note}
        confirmLabel="Delete Permanently"
        onConfirm={async () => {
          if (!pending) return;
          await forceDelete.trigger(pending.employee.id);
          notify.success(`${fullName(pending.employee)} deleted permanently.`);
        }}
      />
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
