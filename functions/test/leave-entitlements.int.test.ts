import { afterEach, describe, expect, it, vi } from 'vitest';
import { balancesOf } from './leave-support.ts';
import { hire, sydneyWorkspace } from './lifecycle-support.ts';

/**
 * Who the National Employment Standards give leave to, read through the balance API: every
 * employee but a casual accrues annual and personal/carer's leave (Fair Work Act 2009 s 86, s 95).
 */

afterEach(() => {
  vi.useRealTimers();
});

describe('leave entitlements by employment', () => {
  it('a fixed-term (Contract) employee and an intern accrue annual and personal leave like a full-timer', async () => {
    const { user, fixture } = await sydneyWorkspace();
    const contract = await hire(user, fixture, 'Connie', {
      joining_date: '2025-11-23',
      status: 'Active',
      employment_type: 'Contract',
    });
    const intern = await hire(user, fixture, 'Ivan', {
      joining_date: '2025-11-23',
      status: 'Active',
      employment_type: 'Internship',
    });
    // 23 November 2025 to 22 November 2026: 52 weeks of 38 h.
    for (const employee of [contract, intern]) {
      const balances = await balancesOf(user, employee.id, '2026-11-22');
      expect(balances.annual.balance_hours).toBe('152.00');
      expect(balances.personal.balance_hours).toBe('76.00');
    }
  });
});
