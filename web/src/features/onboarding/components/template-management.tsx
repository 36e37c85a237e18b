import type { OnboardingTemplate } from '@wattle/shared/hiring';
import { ClipboardList, Plus } from 'lucide-react';
import { useState } from 'react';
import { EditDeleteIcons } from '@/components/data-table/row-action';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ListError } from '@/components/ui/list-error';
import { notify } from '@/lib/notify';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { TemplateFormDialog } from './template-form-dialog';

export const NO_TEMPLATES = 'No templates yet.';

export function TemplateManagement({ organizationId }: { organizationId: number }) {
  const { data, error, mutate } = useTemplates(organizationId);
  const remove = useDeleteTemplate(organizationId);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<OnboardingTemplate | undefined>();
  const [deleting, setDeleting] = useState<OnboardingTemplate | null>(null);

  const openForm = (template?: OnboardingTemplate) => {
    setEditing(template);
    setFormOpen(true);
  };

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">Checklists to start a new hire's onboarding from.</p>
        <Button onClick={() => openForm()}>
          <Plus aria-hidden="true" className="size-4" />
          Create Template
        </Button>
      </div>

      {error && !data ? (
        <Card>
          <ListError message="Failed to load templates." onRetry={() => mutate()} />
        </Card>
      ) : !data ? (
        <div role="status" aria-label="Loading templates" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((index) => (
            <div key={index} className="h-32 animate-pulse rounded-xl bg-slate-200/70" />
          ))}
        </div>
      ) : data.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50">
            <ClipboardList aria-hidden="true" className="size-6 text-brand-700" />
          </span>
          <p className="mt-4 font-medium text-slate-900">{NO_TEMPLATES}</p>
          <p className="mt-1 max-w-sm text-sm text-slate-600">
            Create a template with the tasks every new hire goes through, then start onboarding from it.
          </p>
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {data.map((template) => (
            <li key={template.id} className="min-w-0">
              <TemplateCard
                template={template}
                onEdit={() => openForm(template)}
                onDelete={() => setDeleting(template)}
              />
            </li>
          ))}
        </ul>
      )}

      <TemplateFormDialog
        organizationId={organizationId}
        open={formOpen}
        onOpenChange={setFormOpen}
        template={editing}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete template"
        description={
          deleting ? `Are you sure you want to delete "${deleting.name}"? This action cannot be undone.` : ''
        }
        note="Onboarding already started from it keeps its tasks."
        onConfirm={async () => {
          if (!deleting) return;
          await remove.trigger(deleting.id);
          notify.success('Template deleted.');
        }}
      />
    </>
  );
}

function TemplateCard({
  template,
  onEdit,
  onDelete,
}: {
  template: OnboardingTemplate;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = `template-${template.id}`;
  const count = template.tasks.length;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex h-full flex-col p-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            {template.name}
          </h3>
          <p className="mt-0.5 text-sm text-slate-500">
            {count} {count === 1 ? 'task' : 'tasks'}
          </p>
        </div>
        <div className="-mt-1 -mr-2 flex">
          <EditDeleteIcons name={template.name} onEdit={onEdit} onDelete={onDelete} />
        </div>
      </div>
      {template.description ? (
        <p className="mt-2 line-clamp-3 text-sm text-slate-600">{template.description}</p>
      ) : (
        <p className="mt-2 text-sm text-slate-500 italic">No description</p>
      )}
      {count > 0 ? (
        <ol className="mt-3 list-inside list-decimal space-y-0.5 text-sm text-slate-700">
          {template.tasks.slice(0, 3).map((task, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tasks have no id; their place is what identifies them
            <li key={index} className="truncate">
              {task.name}
            </li>
          ))}
          {count > 3 ? <li className="list-none text-slate-500">and {count - 3} more</li> : null}
        </ol>
      ) : null}
    </Card>
  );
}
