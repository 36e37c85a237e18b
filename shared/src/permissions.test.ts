import { describe, expect, it } from 'vitest';
import {
  allows,
  BUILT_IN_PERMISSIONS,
  BUILT_IN_ROLES,
  holdsFields,
  isRoleKey,
  MODULE_ACTIONS,
  MODULES,
  permissionsOf,
  type RouteRule,
  roleLabel,
  roleNeedsMfa,
  SCOPED_MODULES,
  scopeCovers,
} from './permissions.ts';

describe('the built-in roles', () => {
  it('grant only actions that mean something in each module, and narrow scopes only where modules have them', () => {
    for (const role of BUILT_IN_ROLES) {
      for (const [module, actions] of Object.entries(BUILT_IN_PERMISSIONS[role].grants)) {
        expect(MODULES).toContain(module);
        for (const [action, scope] of Object.entries(actions ?? {})) {
          expect(MODULE_ACTIONS[module as (typeof MODULES)[number]], `${role} ${module}.${action}`).toContain(action);
          if (scope !== 'organization') expect(SCOPED_MODULES).toContain(module);
        }
      }
    }
  });

  it('keep owner-only rules to owners and payroll data to the roles that need it', () => {
    expect(allows('owner', BUILT_IN_PERMISSIONS.owner, { owner: true })).toBe(true);
    expect(allows('admin', BUILT_IN_PERMISSIONS.admin, { owner: true })).toBe(false);
    expect(BUILT_IN_ROLES.filter((role) => roleNeedsMfa(BUILT_IN_PERMISSIONS[role]))).toEqual([
      'owner',
      'admin',
      'hr_manager',
      'payroll_officer',
    ]);
    const reveal: RouteRule = { module: 'employees', action: 'view', fields: ['payroll_identifiers'] };
    expect(BUILT_IN_ROLES.filter((role) => allows(role, BUILT_IN_PERMISSIONS[role], reveal))).toEqual([
      'owner',
      'admin',
      'hr_manager',
      'payroll_officer',
    ]);
  });
});

describe('field groups asked only for someone else’s record', () => {
  it('let a role with the grant call the route (its own record) and say whether it may have another’s', () => {
    const ownOrPay: RouteRule = { module: 'payroll', action: 'view', fields: ['pay'], fieldsUnlessOwn: true };
    const strict: RouteRule = { module: 'payroll', action: 'view', fields: ['pay'] };
    const employee = BUILT_IN_PERMISSIONS.employee;
    expect(allows('employee', employee, ownOrPay)).toBe(true);
    expect(allows('employee', employee, strict)).toBe(false);
    expect(holdsFields(employee, ownOrPay)).toBe(false);
    expect(holdsFields(BUILT_IN_PERMISSIONS.payroll_officer, ownOrPay)).toBe(true);
    // Without the grant, the field groups change nothing.
    expect(allows('employee', employee, { ...ownOrPay, action: 'export' })).toBe(false);
  });
});

describe('scopes and role keys', () => {
  it('lets a wider scope cover a narrower one, and only that way', () => {
    expect(scopeCovers('organization', 'department')).toBe(true);
    expect(scopeCovers('reports', 'self')).toBe(true);
    expect(scopeCovers('reports', 'organization')).toBe(false);
    expect(scopeCovers('self', 'reports')).toBe(false);
    const manager = BUILT_IN_PERMISSIONS.manager;
    expect(allows('manager', manager, { module: 'employees', action: 'view' })).toBe(true);
    expect(allows('manager', manager, { module: 'employees', action: 'view', scope: 'organization' })).toBe(false);
  });

  it('knows built-in and custom keys; an unknown custom role has no permissions', () => {
    expect(isRoleKey('hr_manager')).toBe(true);
    expect(isRoleKey('custom-12')).toBe(true);
    expect(isRoleKey('custom-0')).toBe(false);
    expect(isRoleKey('member')).toBe(false);
    expect(permissionsOf('custom-9', {})).toEqual({ grants: {}, fields: [] });
    expect(roleLabel('custom-9', { 'custom-9': { name: 'Recruiter' } })).toBe('Recruiter');
    expect(roleLabel('payroll_officer')).toBe('Payroll Officer');
  });
});
