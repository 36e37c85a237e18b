import type { Hire, OnboardingTask } from '@wattle/shared/hiring';
import { ExternalLink, UserPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ProgressChecklist } from '@/components/ui/progress-checklist';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDate, useOrganizationToday } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useSetTaskStatus } from '../api/set-task-status';

/**
 * Where an employee record is made for a hire: the employee form starts from what the hire already
 * knows (names, e-mail, phone, the job's department and designation, the start date as joining
 * date) and links the new record to the applicant. Only the applicant's id is in the URL; the rest
 * travels in router state, so the hire's name and e-mail never land in the browser's history.
 */
export function newEmployeeLink(hire: Hire): { to: string; state: { prefill: Record<string, string> } } {
  const fields: Record<string, string | number | null> = {
    first_name: hire.first_name,
    last_name: hire.last_name,
    personal_email: hire.email,
    phone_number: hire.phone,
    department_id: hire.department_id,
    designation_id: hire.designation_id,
    joining_date: hire.start_date,
  };
  const prefill = Object.fromEntries(
    Object.entries(fields).flatMap(([key, value]) => (value === null || value === '' ? [] : [[key, String(value)]])),
  );
  const query = new URLSearchParams({ applicant_id: String(hire.applicant_id) });
  return { to: `${paths.app.employeeNew.getHref()}?${query}`, state: { prefill } };
}

interface HireTasksSheetProps {
  organizationId: number;
  hire: Hire | null;
  onClose: () => void;
  onStart: (hire: Hire) => void;
}

/** The side panel of one hire: the employee record link and the checklist, saved task by task. */
export function HireTasksSheet({ organizationId, hire, onClose, onStart }: HireTasksSheetProps) {
  return (
    <Sheet
      open={hire !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {hire ? (
        <SheetContent
          title={`${hire.first_name} ${hire.last_name}`}
          description={`${hire.job_title ?? 'Job not recorded'} · ${
            hire.start_date ? `Starts ${formatDate(hire.start_date)}` : 'Start date not set'
          }`}
        >
          <HireTasks organizationId={organizationId} hire={hire} onStart={() => onStart(hire)} />
        </SheetContent>
      ) : null}
    </Sheet>
  );
}

function HireTasks({ organizationId, hire, onStart }: { organizationId: number; hire: Hire; onStart: () => void }) {
  const setStatus = useSetTaskStatus(organizationId);
  const today = useOrganizationToday();
  const plan = hire.onboarding;
  const name = `${hire.first_name} ${hire.last_name}`;

  const save = async (task: OnboardingTask, done: boolean) => {
    await setStatus({ applicantId: hire.applicant_id, taskId: task.id, status: done ? 'completed' : 'pending' });
    notify.success(done ? `"${task.task_name}" done.` : `"${task.task_name}" reopened.`);
  };

  return (
    <div className="grid gap-6">
      <div className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
        <p className="font-medium text-slate-900">Employee record</p>
        {hire.employee_id === null ? (
          <>
            <p className="mt-0.5 text-slate-600">{name} has no employee record yet.</p>
            <Link
              {...newEmployeeLink(hire)}
              className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), 'mt-2')}
            >
              <UserPlus aria-hidden="true" className="size-4" />
              Create employee record
            </Link>
          </>
        ) : (
          <Link
            to={paths.app.employee.getHref(hire.employee_id)}
            className={cn(buttonClasses({ variant: 'outline', size: 'sm' }), 'mt-2')}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            View employee
          </Link>
        )}
      </div>

      {plan ? (
        <ProgressChecklist
          label="Onboarding tasks"
          title="Tasks"
          progress={plan.progress}
          progressLabel={`Onboarding progress for ${name}`}
          note={`From the template “${plan.template_name}”.`}
          items={plan.tasks.map((task) => ({
            id: task.id,
            name: task.task_name,
            due_date: task.due_date,
            done: task.status === 'completed',
            done_on: task.completed_date ?? null,
            badge: task.status === 'in-progress' ? <Badge tone="blue">In progress</Badge> : null,
          }))}
          today={today}
          onSave={async (item, done) => {
            const task = plan.tasks.find((candidate) => candidate.id === item.id);
            if (task) await save(task, done);
          }}
        />
      ) : (
        <div className="text-sm">
          <p className="text-slate-600">Onboarding has not started for {name}.</p>
          <Button size="sm" className="mt-3" onClick={onStart}>
            Start Onboarding
          </Button>
        </div>
      )}
    </div>
  );
}
