import { SETUP_STEP_LABELS, type SetupStepKey } from '@wattle/shared/setup-progress';
import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardHeader } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { useSetupProgress } from '../api/get-setup-progress';

const a = paths.app;

/** Where each step is done. */
const STEP_HREF: Record<SetupStepKey, (organizationId: number) => string> = {
  company_details: (id) => a.organization.getHref(id),
  departments: (id) => a.organization.getHref(id),
  people: () => a.employeeNew.getHref(),
  pay_schedule: () => a.payroll.getHref('setup'),
  pay_setup: () => a.payroll.getHref('setup'),
  opening_balances: () => a.attendance.getHref('balance'),
  first_pay_run: () => a.payroll.getHref('processing'),
};

/**
 * The first-week checklist on the dashboard (issue 31 §3), for those who keep the workspace's
 * settings, until every step is done: each ticks itself from the data and links to its screen.
 * Says nothing while loading or when it cannot be read (the figures below still show).
 */
export function SetupChecklist({ organizationId }: { organizationId: number }) {
  const { data } = useSetupProgress(organizationId);
  // Nothing to show while loading, once done, or for an answer without steps (never a crash on the dashboard).
  if (!data || data.done || !Array.isArray(data.steps)) return null;
  const done = data.steps.filter((step) => step.done).length;
  return (
    <Card className="mb-6">
      <CardHeader title="Set up your workspace">
        <span className="text-sm text-slate-600">
          {done} of {data.steps.length} done
        </span>
      </CardHeader>
      <div className="px-4 pt-3">
        <ProgressBar value={Math.round((done / data.steps.length) * 100)} label="Workspace setup" />
      </div>
      <ol className="divide-y divide-slate-100 px-1 py-2">
        {data.steps.map((step) => (
          <li key={step.key}>
            <Link
              to={STEP_HREF[step.key](organizationId)}
              className="flex items-start gap-3 rounded-lg px-3 py-2.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600"
            >
              {step.done ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
              )}
              <span className="min-w-0">
                <span className="block text-sm font-medium text-slate-900">
                  {SETUP_STEP_LABELS[step.key]}
                  <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
                </span>
                <span className="block text-sm text-slate-600">{step.detail}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </Card>
  );
}
