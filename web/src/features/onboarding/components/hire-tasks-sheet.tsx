import type { Hire, OnboardingTask } from '@wattle/shared/hiring';
import { ExternalLink, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorAlert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Checklist } from '@/components/ui/checklist';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
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
  const [saving, setSaving] = useState<Set<number>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const today = useOrganizationToday();
  const plan = hire.onboarding;
  const name = `${hire.first_name} ${hire.last_name}`;

  const toggle = async (task: OnboardingTask, done: boolean) => {
    setError(null);
    setSaving((current) => new Set(current).add(task.id));
    try {
      await setStatus({ applicantId: hire.applicant_id, taskId: task.id, status: done ? 'completed' : 'pending' });
      notify.success(done ? `"${task.task_name}" done.` : `"${task.task_name}" reopened.`);
    } catch (caught) {
      console.error(caught);
      setError(errorMessage(caught, 'Could not save the task. Please try again.'));
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(task.id);
        return next;
      });
    }
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
        <section aria-label="Onboarding tasks" className="grid gap-3">
          <div>
            <div className="flex items-baseline justify-between gap-2">
              <h3 className="font-semibold text-slate-900">Tasks</h3>
              <p className="text-sm text-slate-600">
                <span className="font-semibold text-slate-900">{plan.progress}%</span> complete
              </p>
            </div>
            <ProgressBar value={plan.progress} label={`Onboarding progress for ${name}`} className="mt-2" />
            <p className="mt-1 text-xs text-slate-500">From the template “{plan.template_name}”.</p>
          </div>
          {error ? <ErrorAlert>{error}</ErrorAlert> : null}
          <Checklist
            items={plan.tasks.map((task) => ({
              id: task.id,
              name: task.task_name,
              due_date: task.due_date,
              done: task.status === 'completed',
              done_on: task.completed_date ?? null,
              badge: task.status === 'in-progress' ? <Badge tone="blue">In progress</Badge> : null,
            }))}
            today={today}
            saving={saving}
            onToggle={(item, done) => {
              const task = plan.tasks.find((candidate) => candidate.id === item.id);
              if (task) void toggle(task, done);
            }}
          />
        </section>
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
