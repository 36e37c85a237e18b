import { PAYROLL_ROUTE_RULES, PAYROLL_RULES } from '@wattle/shared/payroll-access';
import { describe, expect, it } from 'vitest';
import { declarationOf } from './access-support.ts';

/**
 * Issue 25 §2: the web app hides the payroll screens a role may not use by the named rules of
 * shared/src/payroll-access.ts. Each route listed there declares exactly that rule, so a change to
 * a route's rule (a field group added, a scope widened) fails here until the screens follow it.
 */
describe('payroll rules the web app reads', () => {
  it.each(Object.entries(PAYROLL_ROUTE_RULES))('%s declares the rule %s', (route, name) => {
    expect(declarationOf(route)?.rule).toEqual(PAYROLL_RULES[name]);
  });
});
