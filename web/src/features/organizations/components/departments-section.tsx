import type { Department } from '@wattle/shared/organizations';
import { Layers, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { useDepartments } from '@/lib/api/get-departments';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useDeleteDepartment } from '../api/delete-department';
import { deleteQuestion } from './delete-question';
import { DepartmentCard } from './department-card';
import { DepartmentFormDialog } from './department-form-dialog';

export function DepartmentsSection({ organizationId }: { organizationId: number }) {
  const canCreate = useCan('organization', 'create');
  const { data, error, isLoading, mutate } = useDepartments(organizationId);
  const remove = useDeleteDepartment(organizationId);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Department | undefined>();
  const [deleting, setDeleting] = useState<Department | null>(null);

  const openForm = (department?: Department) => {
    setEditing(department);
    setFormOpen(true);
  };

  return (
    <section aria-labelledby="departments-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="departments-heading" className="text-lg font-semibold text-slate-900">
            Departments
          </h2>
          <p className="text-sm text-slate-600">Open a department to see and manage its designations.</p>
        </div>
        {canCreate ? (
          <Button onClick={() => openForm()}>
            <Plus aria-hidden="true" className="size-4" />
            Add Department
          </Button>
        ) : null}
      </div>

      {isLoading ? (
        <Spinner className="py-10" />
      ) : error ? (
        <Card>
          <ListError message="Failed to fetch departments." onRetry={() => mutate()} />
        </Card>
      ) : !data || data.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-10 text-center">
          <Layers aria-hidden="true" className="size-6 text-slate-400" />
          <p className="mt-3 font-medium text-slate-900">No departments yet.</p>
          <p className="mt-1 text-sm text-slate-600">Add the first department of this organization.</p>
        </Card>
      ) : (
        <ul className="space-y-3">
          {data.map((department) => (
            <li key={department.id}>
              <DepartmentCard
                organizationId={organizationId}
                department={department}
                onEdit={() => openForm(department)}
                onDelete={() => setDeleting(department)}
              />
            </li>
          ))}
        </ul>
      )}

      <DepartmentFormDialog
        organizationId={organizationId}
        open={formOpen}
        onOpenChange={setFormOpen}
        department={editing}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete department"
        description={deleting ? deleteQuestion(deleting.name) : ''}
        note="Its designations are deleted with it."
        onConfirm={async () => {
          if (!deleting) return;
          await remove.trigger(deleting.id);
          notify.success('Department deleted.');
        }}
      />
    </section>
  );
}
