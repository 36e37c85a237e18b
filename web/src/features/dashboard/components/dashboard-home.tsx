import type { DashboardStats } from '@wattle/shared/dashboard';
import { EMPLOYMENT_TYPES, GENDERS } from '@wattle/shared/employee-constants';
import { PAYROLL_RULES } from '@wattle/shared/payroll-access';
import { Building2, Globe, Plus, UserMinus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmployeeStatusBadge } from '@/components/employee-badges';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListError } from '@/components/ui/list-error';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { BarChart, type ChartDatum, DonutChart } from './charts';
import { PerformancePanel } from './performance-panel';
import { RecentPraise } from './recent-praise';
import { SetupChecklist } from './setup-checklist';
import { StartersAndLeavers } from './starters-and-leavers';

export const FETCH_ERROR = 'Failed to load the dashboard figures.';
export const NO_EMPLOYEES = 'No employees yet.';

const GENDER_COLOURS: Record<(typeof GENDERS)[number], ChartDatum['colour']> = {
  Male: ['stroke-sky-500', 'bg-sky-500'],
  Female: ['stroke-brand-400', 'bg-brand-400'],
  Other: ['stroke-violet-500', 'bg-violet-500'],
  'Prefer not to say': ['stroke-slate-400', 'bg-slate-400'],
};

const TYPE_COLOURS: Record<(typeof EMPLOYMENT_TYPES)[number], ChartDatum['colour']> = {
  'Full-time': ['stroke-slate-800', 'bg-slate-800'],
  'Part-time': ['stroke-sky-500', 'bg-sky-500'],
  Contract: ['stroke-brand-400', 'bg-brand-400'],
  Internship: ['stroke-emerald-500', 'bg-emerald-500'],
  Casual: ['stroke-amber-500', 'bg-amber-500'],
};

export const PERSONAL_HOME_TEXT =
  'The organization-wide figures are for HR. Your own details are in My Profile; your leave, timesheets and payslips each have their page.';

export function DashboardHome() {
  const { organization } = useSelectedOrganization();
  const seesFigures = useCan('employees', 'view', 'organization');
  const keepsSettings = useCan('organization', 'edit');
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={
          organization ? (
            <>
              Showing data for <span className="font-medium text-slate-900">{organization.name}</span>
            </>
          ) : (
            'Please select an organization.'
          )
        }
      />
      {organization && keepsSettings ? <SetupChecklist key={organization.id} organizationId={organization.id} /> : null}
      {organization && seesFigures ? (
        <DashboardFigures key={organization.id} organizationId={organization.id} />
      ) : organization ? (
        <PersonalHome roleName={organization.role_name} />
      ) : null}
    </>
  );
}

/** The home of a role without the organization-wide figures (a manager, an employee). */
function PersonalHome({ roleName }: { roleName: string }) {
  const seesDirectory = useCan('employees', 'view');
  // Each page by the rule of the route it reads, as the menu offers it.
  const pages = [
    { label: 'Leave requests', href: paths.app.attendance.getHref('requests'), shown: useCan('leave', 'view') },
    { label: 'Timesheet', href: paths.app.timesheet.getHref('entry'), shown: useCan('timesheets', 'view') },
    { label: 'Payslips', href: paths.app.payroll.getHref('payslips'), shown: useCan(PAYROLL_RULES.ownPayslips) },
  ].filter((page) => page.shown);
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">Welcome</h2>
      <p className="mt-1 text-sm text-slate-600">
        You work here as <span className="font-medium text-slate-900">{roleName}</span>. {PERSONAL_HOME_TEXT}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={paths.app.profile.getHref()} className={buttonClasses()}>
          My Profile
        </Link>
        {pages.map((page) => (
          <Link key={page.href} to={page.href} className={buttonClasses({ variant: 'outline' })}>
            {page.label}
          </Link>
        ))}
        {seesDirectory ? (
          <Link to={paths.app.employees.getHref()} className={buttonClasses({ variant: 'secondary' })}>
            Employee directory
          </Link>
        ) : null}
      </div>
    </Card>
  );
}

function DashboardFigures({ organizationId }: { organizationId: number }) {
  const { data, error, isLoading, mutate } = useDashboardStats(organizationId);

  if (error && !data) {
    return (
      <Card>
        <ListError message={FETCH_ERROR} onRetry={() => mutate()} />
      </Card>
    );
  }
  if (isLoading || !data) return <DashboardSkeleton />;

  const empty = data.total_staff === 0;
  return (
    <div className="grid gap-6">
      <StatCards stats={data} />
      <Panel title="Starters and Leavers">
        <StartersAndLeavers stats={data} />
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Gender Diversity">
          {empty ? (
            <EmptyText />
          ) : (
            <DonutChart
              title="Gender diversity"
              data={GENDERS.map((gender) => ({
                label: gender,
                value: data.by_gender[gender] ?? 0,
                colour: GENDER_COLOURS[gender],
              }))}
            />
          )}
        </Panel>
        <Panel title="Employment Type">
          {empty ? (
            <EmptyText />
          ) : (
            <BarChart
              title="Employment type"
              data={EMPLOYMENT_TYPES.map((type) => ({
                label: type,
                value: data.by_employment_type[type] ?? 0,
                colour: TYPE_COLOURS[type],
              }))}
            />
          )}
        </Panel>
        <Panel
          title="Employee List"
          action={
            empty ? null : (
              <Link to={paths.app.employees.getHref()} className="text-sm font-medium text-brand-700 hover:underline">
                View all
              </Link>
            )
          }
        >
          <NewestEmployees employees={data.newest_employees} />
        </Panel>
        <Panel title="Employee Performance">
          <PerformancePanel organizationId={organizationId} />
          <RecentPraise organizationId={organizationId} />
        </Panel>
      </div>
    </div>
  );
}

interface StatCardProps {
  label: string;
  value: number;
  icon: typeof Users;
  accent: string;
  note?: ReactNode;
}

function StatCards({ stats }: { stats: DashboardStats }) {
  const cards: StatCardProps[] = [
    {
      label: 'Total Staff',
      value: stats.total_staff,
      icon: Users,
      accent: 'bg-slate-900 text-brand-300',
      // Current staff: joined by today and not left (upcoming starters and leavers are counted below);
      // how many of them clocked in today (attendance).
      note: `Current staff · Clocked in today: ${stats.clocked_in_today}`,
    },
    {
      label: 'Onsite Staff',
      value: stats.onsite_staff,
      icon: Building2,
      accent: 'bg-sky-50 text-sky-700',
      // Hybrid staff are neither onsite nor remote; the note keeps the three adding up to the total.
      note: `Hybrid: ${stats.hybrid_staff}`,
    },
    { label: 'Remote Staff', value: stats.remote_staff, icon: Globe, accent: 'bg-emerald-50 text-emerald-700' },
    {
      label: 'On Leave',
      value: stats.on_leave,
      icon: UserMinus,
      accent: 'bg-amber-50 text-amber-700',
      // Approved leave requests covering today, not the employee status field.
      note: 'Approved leave today',
    },
  ];
  return (
    <ul aria-label="Staff figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.label} className="min-w-0">
          <StatCard {...card} />
        </li>
      ))}
    </ul>
  );
}

function StatCard({ label, value, icon: Icon, accent, note }: StatCardProps) {
  const labelId = `stat-${label.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Card role="group" aria-labelledby={labelId} className="h-full p-3 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <p id={labelId} className="text-xs font-medium text-slate-600 sm:text-sm">
          {label}
        </p>
        <span className={cn('hidden size-9 shrink-0 items-center justify-center rounded-lg sm:flex', accent)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <p className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums sm:text-3xl">{value}</p>
      {note ? <p className="mt-0.5 text-xs text-slate-500">{note}</p> : null}
    </Card>
  );
}

function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const headingId = `panel-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Card className="min-w-0 p-4 sm:p-5">
      <section aria-labelledby={headingId}>
        <div className="mb-4 flex items-center justify-between gap-2">
          <h2 id={headingId} className="font-semibold text-slate-900">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

function EmptyText() {
  return <p className="py-8 text-center text-sm text-slate-500">{NO_EMPLOYEES}</p>;
}

function NewestEmployees({ employees }: { employees: DashboardStats['newest_employees'] }) {
  if (employees.length === 0) {
    return (
      <div className="flex flex-col items-center py-6 text-center">
        <p className="text-sm font-medium text-slate-900">{NO_EMPLOYEES}</p>
        <p className="mt-1 max-w-xs text-sm text-slate-600">The newest employees are listed here.</p>
        <Link to={paths.app.employeeNew.getHref()} className={cn(buttonClasses({ size: 'sm' }), 'mt-4')}>
          <Plus aria-hidden="true" className="size-4" />
          Add Employee
        </Link>
      </div>
    );
  }
  return (
    <ul className="-my-2 divide-y divide-slate-100">
      {employees.map((employee) => (
        <li key={employee.id} className="flex items-center gap-3 py-2.5">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-700"
          >
            {employee.first_name.charAt(0)}
            {employee.last_name.charAt(0)}
          </span>
          <div className="min-w-0 flex-1">
            <Link
              to={paths.app.employee.getHref(employee.id)}
              className="block truncate text-sm font-medium text-slate-900 hover:underline"
            >
              {employee.first_name} {employee.last_name}
            </Link>
            <p className="text-xs break-words text-slate-500">
              {employee.employee_code} ·{' '}
              <span className="whitespace-nowrap">Joined {formatDate(employee.joining_date, 'medium')}</span>
            </p>
          </div>
          <EmployeeStatusBadge status={employee.status} />
        </li>
      ))}
    </ul>
  );
}

function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading dashboard figures" className="grid gap-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="h-24 animate-pulse rounded-xl bg-slate-200/70 sm:h-28" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="h-56 animate-pulse rounded-xl bg-slate-200/70" />
        ))}
      </div>
    </div>
  );
}
