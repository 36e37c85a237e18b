// The zod-free permission table: the menu is part of every page's first load.
import { PAYROLL_RULES } from '@wattle/shared/payroll-access';
import {
  type Action,
  allows,
  type FieldGroup,
  type Module,
  type RolePermissions,
  type Scope,
} from '@wattle/shared/permissions';
import {
  Briefcase,
  Building2,
  CalendarCheck,
  CalendarClock,
  Clock,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  TrendingUp,
  Users,
  Wallet,
} from 'lucide-react';
import { paths } from './paths';

export interface NavLinkItem {
  label: string;
  href: string;
  /** Active only on this exact path (not on deeper ones). */
  end?: boolean;
  /**
   * Shown only to roles whose permission in the selected organization (field groups included)
   * allows the route the screen calls: the rule that route declares (the API refuses the others anyway).
   */
  needs?: { module: Module; action: Action; scope?: Scope; fields?: FieldGroup[]; fieldsUnlessOwn?: true };
}

export interface NavEntry {
  kind: 'link';
  label: string;
  href: string;
  icon: LucideIcon;
  end?: boolean;
}

export interface NavGroup {
  kind: 'group';
  id: string;
  label: string;
  icon: LucideIcon;
  /** Every path under this prefix belongs to the group and expands it. */
  basePath: string;
  items: NavLinkItem[];
}

export type NavItem = NavEntry | NavGroup;

const a = paths.app;
const recruitment = { module: 'recruitment', action: 'view' } as const;
const wholeOrganization = { module: 'employees', action: 'view', scope: 'organization' } as const;
// Each screen by the route it reads (the router's RequirePermission), so a menu never offers what answers 403.
const attendance = { module: 'attendance', action: 'view' } as const;
const leave = { module: 'leave', action: 'view' } as const;
const timesheets = { module: 'timesheets', action: 'view' } as const;
const rostering = { module: 'rostering', action: 'view' } as const;
const performance = { module: 'performance', action: 'view' } as const;
// Payroll screens by the rule of the route they read (issue 25 §2): everyone's pay needs the `pay`
// field group; settings and the calculator carry no one's pay; Payslips shows one's own without it.
const { payFigures, settings: payrollSettings, ownPayslips } = PAYROLL_RULES;

/** The sidebar menu of the spec (section 2), in its order and with its labels. */
export const navigation: NavItem[] = [
  { kind: 'link', label: 'Dashboard', href: a.root.getHref(), icon: LayoutDashboard, end: true },
  { kind: 'link', label: 'Organizations', href: a.organizations.getHref(), icon: Building2 },
  {
    kind: 'group',
    id: 'recruitment',
    label: 'Recruitment',
    icon: Briefcase,
    basePath: a.recruitment.getHref(),
    items: [
      { label: 'jobs', href: a.jobs.getHref(), needs: recruitment },
      { label: 'applicants', href: a.applicants.getHref(), needs: recruitment },
      { label: 'interviews', href: a.interviews.getHref(), needs: recruitment },
      { label: 'offers', href: a.offers.getHref(), needs: recruitment },
      { label: 'onboarding', href: a.onboarding.getHref(), needs: recruitment },
    ],
  },
  {
    kind: 'group',
    id: 'employee',
    label: 'Employee',
    icon: Users,
    basePath: a.employees.getHref(),
    items: [
      { label: 'directory', href: a.employees.getHref(), end: true, needs: { module: 'employees', action: 'view' } },
      { label: 'manage profiles', href: a.employeesManage.getHref(), needs: { module: 'employees', action: 'edit' } },
      { label: 'history', href: a.employeesHistory.getHref(), needs: wholeOrganization },
      { label: 'probation', href: a.employeesProbation.getHref(), needs: wholeOrganization },
      { label: 'exit', href: a.employeesExit.getHref(), needs: wholeOrganization },
    ],
  },
  {
    kind: 'group',
    id: 'attendance',
    label: 'Attendance',
    icon: CalendarCheck,
    basePath: '/dashboard/attendance',
    items: [
      { label: 'tracking', href: a.attendance.getHref('tracking'), needs: attendance },
      { label: 'manual adjustments', href: a.attendance.getHref('adjustments'), needs: attendance },
      { label: 'leave requests', href: a.attendance.getHref('requests'), needs: leave },
      { label: 'leave balance', href: a.attendance.getHref('balance'), needs: leave },
      { label: 'holidays and calendars', href: a.attendance.getHref('holidays'), needs: leave },
    ],
  },
  {
    kind: 'group',
    id: 'timesheet',
    label: 'Timesheet',
    icon: Clock,
    basePath: '/dashboard/timesheet',
    items: [
      { label: 'entry', href: a.timesheet.getHref('entry'), needs: timesheets },
      { label: 'approvals', href: a.timesheet.getHref('approvals'), needs: { ...timesheets, action: 'approve' } },
      { label: 'overtime', href: a.timesheet.getHref('overtime'), needs: timesheets },
      { label: 'reports', href: a.timesheet.getHref('reports'), needs: timesheets },
    ],
  },
  {
    kind: 'group',
    id: 'rostering',
    label: 'Rostering',
    icon: CalendarClock,
    basePath: '/dashboard/rostering',
    items: [
      { label: 'shift scheduling', href: a.rostering.getHref('scheduling'), needs: rostering },
      { label: 'shift swapping', href: a.rostering.getHref('swapping'), needs: rostering },
      { label: 'rosters', href: a.rostering.getHref('rosters'), needs: rostering },
      {
        label: 'notifications',
        href: a.rostering.getHref('notifications'),
        needs: { ...rostering, action: 'publish' },
      },
    ],
  },
  {
    kind: 'group',
    id: 'payroll',
    label: 'Payroll',
    icon: Wallet,
    basePath: '/dashboard/payroll',
    items: [
      { label: 'salary structure setup', href: a.payroll.getHref('setup'), needs: payrollSettings },
      { label: 'salary processing', href: a.payroll.getHref('processing'), needs: payFigures },
      { label: 'deductions', href: a.payroll.getHref('deductions'), needs: payFigures },
      { label: 'payslips', href: a.payroll.getHref('payslips'), needs: ownPayslips },
      { label: 'bonus and incentives', href: a.payroll.getHref('bonus'), needs: payFigures },
      { label: 'payroll reports', href: a.payroll.getHref('reports'), needs: payFigures },
      { label: 'finalise the year', href: a.payroll.getHref('eofy'), needs: payFigures },
      { label: 'PAYG withholding', href: a.payroll.getHref('withholding'), needs: payrollSettings },
    ],
  },
  {
    kind: 'group',
    id: 'performance',
    label: 'Performance',
    icon: TrendingUp,
    basePath: '/dashboard/performance',
    items: [
      { label: 'goals', href: a.performance.getHref('goals'), needs: performance },
      { label: 'KPI/OKR tracking', href: a.performance.getHref('tracking'), needs: performance },
      { label: 'weekly pulse', href: a.performance.getHref('pulse'), needs: performance },
      { label: 'reviews', href: a.performance.getHref('reviews'), needs: performance },
      { label: 'feedback and appraisals', href: a.performance.getHref('appraisals'), needs: performance },
    ],
  },
  {
    kind: 'group',
    id: 'settings',
    label: 'Settings',
    icon: Settings,
    basePath: '/dashboard/settings',
    items: [
      // The index of every settings screen, for those who keep the workspace's settings.
      {
        label: 'All settings',
        href: '/dashboard/settings',
        end: true,
        needs: { module: 'organization', action: 'edit' },
      },
      {
        label: 'Manage Permission',
        href: a.permissions.getHref(),
        needs: { module: 'access', action: 'view' },
      },
      { label: 'Members', href: a.members.getHref(), needs: { module: 'access', action: 'view' } },
      {
        label: 'Import',
        href: a.imports.getHref(),
        needs: { module: 'employees', action: 'import', scope: 'organization' },
      },
      { label: 'Audit Log', href: a.auditLog.getHref(), needs: { module: 'audit', action: 'view' } },
    ],
  },
];

/** True when the path is the group's base path or lies beneath it. */
export function groupContainsPath(group: NavGroup, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === group.basePath || path.startsWith(`${group.basePath}/`);
}

/** The id of the group that holds the current path, if any. */
export function activeGroupId(pathname: string, items: readonly NavItem[] = navigation): string | null {
  for (const item of items) {
    if (item.kind === 'group' && groupContainsPath(item, pathname)) return item.id;
  }
  return null;
}

/**
 * The menu as a role sees it: entries the role cannot use are left out (a direct URL says so), and
 * a group left empty goes too. Without permissions (no organization yet) every gated entry is hidden.
 */
export function navigationFor(
  permissions: RolePermissions | undefined,
  role: string | undefined,
  items: readonly NavItem[] = navigation,
): NavItem[] {
  const visible = (link: NavLinkItem) =>
    !link.needs || (permissions !== undefined && allows(role ?? '', permissions, link.needs));
  return items.flatMap((item): NavItem[] => {
    if (item.kind !== 'group') return [item];
    const links = item.items.filter(visible);
    return links.length > 0 ? [{ ...item, items: links }] : [];
  });
}
