import { describe, expect, it } from 'vitest';
import { activeGroupId, navigation } from '../navigation';

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
