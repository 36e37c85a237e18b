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
  const settingsOf = (role?: 'owner' | 'admin' | 'member') =>
    (navigationFor(role).find((item) => item.kind === 'group' && item.id === 'settings') as NavGroup).items.map(
      (link) => link.label,
    );

  it('shows Members and Audit Log to owners and admins only', () => {
    expect(settingsOf('owner')).toEqual(['Manage Permission', 'Members', 'Audit Log']);
    expect(settingsOf('admin')).toEqual(['Manage Permission', 'Members', 'Audit Log']);
    expect(settingsOf('member')).toEqual(['Manage Permission']);
    expect(settingsOf(undefined)).toEqual(['Manage Permission']);
  });
});
