import { BUILT_IN_PERMISSIONS, type BuiltInRole, type RolePermissions } from '@wattle/shared/permissions';
import { describe, expect, it } from 'vitest';
import { activeGroupId, type NavGroup, navigation, navigationFor } from '../navigation';

describe('sidebar menu', () => {
  it('has every group of the spec, in order', () => {
    expect(navigation.map((item) => item.label)).toEqual([
      'Dashboard',
      'Organizations',
      'Recruitment',
      'Employee',
      'Attendance',
      'Timesheet',
      'Rostering',
      'Payroll',
      'Performance',
      'Settings',
    ]);
  });

  it('expands the group that contains the current path', () => {
    expect(activeGroupId('/dashboard/recruitment/jobs')).toBe('recruitment');
    expect(activeGroupId('/dashboard/recruitment/jobs/42')).toBe('recruitment');
    expect(activeGroupId('/dashboard/employees')).toBe('employee');
    expect(activeGroupId('/dashboard/employees/edit/7')).toBe('employee');
    expect(activeGroupId('/dashboard/payroll/payslips')).toBe('payroll');
    expect(activeGroupId('/dashboard/settings/permission')).toBe('settings');
  });

  it('expands no group for paths outside the groups', () => {
    expect(activeGroupId('/dashboard')).toBeNull();
    expect(activeGroupId('/dashboard/organizations')).toBeNull();
    expect(activeGroupId('/dashboard/recruitmentx')).toBeNull();
  });
});

describe('navigationFor', () => {
  const groupsOf = (role?: BuiltInRole) =>
    Object.fromEntries(
      navigationFor(role ? BUILT_IN_PERMISSIONS[role] : undefined, role)
        .filter((item): item is NavGroup => item.kind === 'group')
        .map((group) => [group.id, group.items.map((link) => link.label)]),
    );

  it('shows Settings entries by permission: owners and admins see all, HR managers the index and Import', () => {
    expect(groupsOf('owner').settings).toEqual(['All settings', 'Manage Permission', 'Members', 'Import', 'Audit Log']);
    expect(groupsOf('admin').settings).toEqual(['All settings', 'Manage Permission', 'Members', 'Import', 'Audit Log']);
    expect(groupsOf('hr_manager').settings).toEqual(['All settings', 'Import']);
    expect(groupsOf(undefined).settings).toBeUndefined();
  });

  it('shows no module before a workspace exists: only the dashboard and organizations', () => {
    expect(navigationFor(undefined, undefined).map((item) => item.label)).toEqual(['Dashboard', 'Organizations']);
  });

  it('offers each timesheet and rostering screen only to roles its route answers', () => {
    expect(groupsOf('employee').timesheet).toEqual(['entry', 'overtime', 'reports']);
    expect(groupsOf('manager').timesheet).toEqual(['entry', 'approvals', 'overtime', 'reports']);
    expect(groupsOf('employee').rostering).toEqual(['shift scheduling', 'shift swapping', 'rosters']);
    expect(groupsOf('manager').rostering).toEqual(['shift scheduling', 'shift swapping', 'rosters', 'notifications']);
    expect(groupsOf('payroll_officer').rostering).toBeUndefined();
  });

  it('leaves out the groups a role cannot use', () => {
    expect(groupsOf('employee').recruitment).toBeUndefined();
    expect(groupsOf('employee').employee).toEqual(['directory']);
    expect(groupsOf('manager').recruitment).toHaveLength(5);
    expect(groupsOf('manager').employee).toEqual(['directory']);
    expect(groupsOf('payroll_officer').employee).toEqual([
      'directory',
      'manage profiles',
      'history',
      'probation',
      'exit',
    ]);
  });

  const payrollOf = (permissions: RolePermissions, role = 'custom-1') =>
    navigationFor(permissions, role)
      .filter((item): item is NavGroup => item.kind === 'group')
      .find((group) => group.id === 'payroll')
      ?.items.map((link) => link.label);

  it('hides the payroll screens that read pay figures from a role without the pay field group', () => {
    // Issue 25 §2: their routes answer 403 without the group; settings, the calculator and one's
    // own payslips do not need it.
    const viewer: RolePermissions = { grants: { payroll: { view: 'organization' } }, fields: [] };
    expect(payrollOf(viewer)).toEqual(['salary structure setup', 'payslips', 'PAYG withholding']);
    const identifiersOnly: RolePermissions = { ...viewer, fields: ['payroll_identifiers'] };
    expect(payrollOf(identifiersOnly)).toEqual(['salary structure setup', 'payslips', 'PAYG withholding']);
  });

  it('shows every payroll screen to a role with payroll view over the organization and the pay group', () => {
    const every = [
      'salary structure setup',
      'salary processing',
      'deductions',
      'payslips',
      'bonus and incentives',
      'payroll reports',
      'finalise the year',
      'PAYG withholding',
    ];
    expect(payrollOf({ grants: { payroll: { view: 'organization' } }, fields: ['pay'] })).toEqual(every);
    expect(payrollOf(BUILT_IN_PERMISSIONS.hr_manager, 'hr_manager')).toEqual(every);
    expect(payrollOf(BUILT_IN_PERMISSIONS.payroll_officer, 'payroll_officer')).toEqual(every);
    expect(payrollOf(BUILT_IN_PERMISSIONS.employee, 'employee')).toEqual(['payslips']);
  });
});
