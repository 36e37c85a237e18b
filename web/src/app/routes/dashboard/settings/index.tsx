import { PAYROLL_RULES } from '@wattle/shared/payroll-access';
import { allows } from '@wattle/shared/permissions';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import type { Need } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';

const a = paths.app;

/** The settings screens, each with the rule of the route it reads (the sidebar's and the API's). */
const SCREENS: { title: string; description: string; href: (organizationId: number) => string; needs?: Need }[] = [
  {
    title: 'Workspace details',
    description: 'The organization’s name, ABN, address, time zone and departments.',
    href: (id) => a.organization.getHref(id),
    needs: { module: 'organization', action: 'view' },
  },
  {
    title: 'Members',
    description: 'Who can sign in, their roles, and invitations.',
    href: () => a.members.getHref(),
    needs: { module: 'access', action: 'view' },
  },
  {
    title: 'Manage Permission',
    description: 'Roles and what each may see and do, module by module.',
    href: () => a.permissions.getHref(),
    needs: { module: 'access', action: 'view' },
  },
  {
    title: 'Salary structure setup',
    description: 'Payroll settings, pay schedules, pay items, super funds and pay condition sets.',
    href: () => a.payroll.getHref('setup'),
    needs: PAYROLL_RULES.settings,
  },
  {
    title: 'PAYG withholding',
    description: 'The ATO tax tables in force and the withholding calculator.',
    href: () => a.payroll.getHref('withholding'),
    needs: PAYROLL_RULES.settings,
  },
  {
    title: 'Holidays and calendars',
    description: 'Public holidays by state and the organization’s own days off.',
    href: () => a.attendance.getHref('holidays'),
    needs: { module: 'leave', action: 'view' },
  },
  {
    title: 'Import',
    description: 'Bring employees in from a CSV or XLSX file, with a dry run first and a revert.',
    href: () => a.imports.getHref(),
    needs: { module: 'employees', action: 'import', scope: 'organization' },
  },
  {
    title: 'Audit Log',
    description: 'Every change: who made it, when, and what it was before.',
    href: () => a.auditLog.getHref(),
    needs: { module: 'audit', action: 'view' },
  },
];

/** `/dashboard/settings`: an index of the settings screens the caller's role can open. */
export default function SettingsIndexRoute() {
  const { organization } = useSelectedOrganization();
  const screens = organization
    ? SCREENS.filter((screen) => !screen.needs || allows(organization.role, organization.permissions, screen.needs))
    : [];
  return (
    <>
      <PageHeader title="Settings" description="The settings of the selected workspace." />
      {screens.length === 0 ? (
        <Card className="px-5 py-6 text-sm text-slate-600">
          {organization
            ? 'Your role has no settings to open in this workspace.'
            : 'Choose or create a workspace to see its settings.'}
        </Card>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {screens.map((screen) => (
            <li key={screen.title}>
              <Link
                to={screen.href(organization?.id ?? 0)}
                className="block h-full rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <h2 className="text-base font-semibold text-slate-900">{screen.title}</h2>
                <p className="mt-1 text-sm text-slate-600">{screen.description}</p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
