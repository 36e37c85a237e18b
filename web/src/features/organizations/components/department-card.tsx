import type { Department, Designation } from '@wattle/shared/organizations';
import { ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { EditDeleteIcons } from '@/components/data-table/row-action';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { useDesignations } from '@/lib/api/get-designations';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useDeleteDesignation } from '../api/delete-designation';
import { deleteQuestion } from './delete-question';
import { DesignationFormDialog } from './designation-form-dialog';

interface DepartmentCardProps {
  organizationId: number;
  department: Department;
  onEdit: () => void;
  onDelete: () => void;
}

export function DepartmentCard({ organizationId, department, onEdit, onDelete }: DepartmentCardProps) {
  const [open, setOpen] = useState(false);
  const panelId = `department-${department.id}-designations`;
  return (
    <Card role="article" aria-label={`Department ${department.name}`}>
      <div className="flex items-start gap-2 p-3 sm:p-4">
        <div className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className="group flex max-w-full items-center gap-2 rounded-md py-1 pr-2 text-left font-medium text-slate-900 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <ChevronRight
              aria-hidden="true"
              className={cn('size-4 shrink-0 text-slate-500 transition-transform', open && 'rotate-90')}
            />
            <span className="min-w-0 break-words">{department.name}</span>
          </button>
          <p className="mt-0.5 pl-6 text-sm break-words text-slate-600">
            {department.description || <span className="text-slate-500 italic">No description</span>}
          </p>
        </div>
        <div className="flex shrink-0">
          <EditDeleteIcons name={`department ${department.name}`} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </div>
      {open ? (
        <div id={panelId} className="border-t border-slate-100 bg-slate-50/60 px-3 py-3 sm:px-4">
          <Designations organizationId={organizationId} department={department} />
        </div>
      ) : null}
    </Card>
  );
}

const levelTone = { Junior: 'neutral', Mid: 'blue', Senior: 'violet' } as const;

function Designations({ organizationId, department }: { organizationId: number; department: Department }) {
  const { data, error, isLoading, mutate } = useDesignations(organizationId, department.id);
  const remove = useDeleteDesignation(organizationId, department.id);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Designation | undefined>();
  const [deleting, setDeleting] = useState<Designation | null>(null);

  const openForm = (designation?: Designation) => {
    setEditing(designation);
    setFormOpen(true);
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-700">Designations</h3>
        <Button size="sm" variant="outline" onClick={() => openForm()}>
          <Plus aria-hidden="true" className="size-4" />
          Add Designation
        </Button>
      </div>
      {isLoading ? (
        <Spinner className="py-4" />
      ) : error ? (
        <ListError message="Failed to fetch designations." onRetry={() => mutate()} />
      ) : !data || data.length === 0 ? (
        <p className="py-2 text-sm text-slate-500">No designations yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
          {data.map((designation) => (
            <li key={designation.id} className="flex items-center gap-2 py-1.5 pr-1.5 pl-3">
              <span className="min-w-0 flex-1 text-sm break-words text-slate-900">{designation.title}</span>
              <Badge tone={levelTone[designation.level] ?? 'neutral'}>{designation.level}</Badge>
              <EditDeleteIcons
                name={`designation ${designation.title}`}
                onEdit={() => openForm(designation)}
                onDelete={() => setDeleting(designation)}
              />
            </li>
          ))}
        </ul>
      )}
      <DesignationFormDialog
        organizationId={organizationId}
        departmentId={department.id}
        departmentName={department.name}
        open={formOpen}
        onOpenChange={setFormOpen}
        designation={editing}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(value) => {
          if (!value) setDeleting(null);
        }}
        title="Delete designation"
        description={deleting ? deleteQuestion(deleting.title) : ''}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.trigger(deleting.id);
          notify.success('Designation deleted.');
        }}
      />
    </div>
  );
}
