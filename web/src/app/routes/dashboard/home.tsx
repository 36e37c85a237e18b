import { Briefcase, Building2, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useSelectedOrganization } from '@/lib/selected-organization';

const shortcuts = [
  {
    icon: Building2,
    title: 'Organizations',
    text: 'Workspaces, departments and designations.',
    href: paths.app.organizations.getHref(),
  },
  { icon: Briefcase, title: 'Recruitment', text: 'Job openings and applicants.', href: paths.app.jobs.getHref() },
  {
    icon: Users,
    title: 'Employees',
    text: 'The employee directory and profiles.',
    href: paths.app.employees.getHref(),
  },
];

export default function DashboardHomeRoute() {
  const { organization } = useSelectedOrganization();
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
      <Card className="mb-6 px-5 py-4 text-sm text-slate-600">
        Staff statistics appear here once employee records are kept in Wattle HR.
      </Card>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shortcuts.map(({ icon: Icon, title, text, href }) => (
          <li key={title}>
            <Link
              to={href}
              className="flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-900">
                <Icon aria-hidden="true" className="size-5 text-brand-300" />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{title}</span>
                <span className="mt-0.5 block text-sm text-slate-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
