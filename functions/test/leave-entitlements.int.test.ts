import { todayIn } from '@wattle/shared/calendar';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decide, FDV, madeRequest } from './leave-request-support.ts';
import { balancesOf, pattern, setWorkPattern } from './leave-support.ts';
import { hire, sydneyWorkspace } from './lifecycle-support.ts';
import { request } from './support.ts';

/**
 * Who the National Employment Standards give leave to, read through the balance API: every
 * employee but a casual accrues annual and personal/carer's leave (Fair Work Act 2009 s 86, s 95);
 * every employee, casuals included, has 10 days of family and domestic violence leave (s 106A).
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

  it('a casual has 10 days of family and domestic violence leave whatever their pattern, taken a day at a time', async () => {
    const { user, fixture } = await sydneyWorkspace();
    const org = fixture.organization.id;
    const casual = await hire(user, fixture, 'Cass', {
      joining_date: '2025-11-23',
      status: 'Active',
      employment_type: 'Casual',
    });
    const full = await hire(user, fixture, 'Fran', { joining_date: '2025-11-23', status: 'Active' });
    // Weekends only, 8 hours a week: 10 of these "days" would be 40 h; the NES says 10 days.
    await setWorkPattern(org, casual.id, [
      pattern({ employment_type: 'Casual', ordinary_hours_per_week: '8', work_days: ['sat', 'sun'] }),
    ]);
    const before = await balancesOf(user, casual.id, '2026-12-01');
    expect(before.fdv).toMatchObject({ unit: 'days', balance_hours: '10.00', accrued_hours: '10.00' });
    expect(before.annual).toMatchObject({ unit: 'hours', balance_hours: '0.00' });
    // A full-timer's stays 10 of their 7.6 h days, in hours.
    expect((await balancesOf(user, full.id, '2026-12-01')).fdv).toMatchObject({
      unit: 'hours',
      balance_hours: '76.00',
    });

    // A weekend of leave: 8 hours paid, 2 days of the 10.
    const body = {
      organization_id: org,
      employee_id: casual.id,
      leave_type_id: FDV,
      start_date: '2026-12-05',
      end_date: '2026-12-06',
    };
    const preview = await request('POST', '/leave/requests/preview', { token: user.token, body });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data).toMatchObject({
      hours: '8.00',
      projected_balance: '10.00',
      balance_unit: 'days',
      balance_taken: '2.00',
    });
    const made = await madeRequest(user, body);
    // Pending from the day the request was made (today in Sydney): a past day's figures precede it.
    const madeOn = todayIn('Australia/Sydney');
    expect((await balancesOf(user, casual.id, madeOn)).fdv).toMatchObject({ pending_hours: '2.00' });
    expect((await decide(user, made, 'approve')).status).toBe(200);
    expect((await balancesOf(user, casual.id, '2026-12-10')).fdv).toMatchObject({
      unit: 'days',
      taken_hours: '2.00',
      pending_hours: '0.00',
      balance_hours: '8.00',
    });
    // More than the days left is refused in days.
    const tooMuch = await request('POST', '/leave/requests', {
      token: user.token,
      body: { ...body, start_date: '2026-12-12', end_date: '2027-01-31' },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.leave_type_id[0]).toMatch(/Available by 31 January 2027: 8\.00 days\.$/);
  });
});
