import { TEST_SET } from '@wattle/shared/pay-conditions/test-set';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from './employee-support.ts';
import { setPay } from './pay-run-support.ts';
import { type Json, request } from './support.ts';
import { entry, step, submittedTimesheet, type TimesheetWorld, timesheetWorld } from './timesheet-support.ts';

/**
 * Issue 27 "How it is checked": a custom pay condition set with known multipliers (the test set:
 * $30.00 an hour, casual loading 25%, casual Saturday 150%, Sunday 175%, public holiday 250%,
 * overtime after 38 h a week at 175% for 2 h, casual minimum engagement 3 h). A casual's Saturday,
 * Sunday and public-holiday shifts pay exactly those multipliers with their rule named; a 2-hour
 * shift is topped up to 3 hours; hours past 38 in the week are overtime. Then overtime, the report
 * and its CSV.
 */

let world: TimesheetWorld;
let org: number;
let casual: { id: number };
const sheets: Record<string, Json> = {};

const payLines = async (id: number) => {
  const answer = await request('GET', `/timesheets/${id}/pay-lines`, { token: world.owner.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Json;
};
const category = (lines: Json, name: string) => lines.by_category.find((row: Json) => row.category === name);

beforeAll(async () => {
  world = await timesheetWorld();
  org = world.organizationId;
  const set = await request('POST', `/organizations/${org}/pay-conditions`, {
    token: world.owner.token,
    body: { name: 'Bakery agreement', instrument: 'TEST', versions: TEST_SET.versions },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(201);
  casual = await createEmployee(world.owner, world.fixture, {
    first_name: 'Cass',
    last_name: 'Ual',
    employment_type: 'Casual',
  });
  await setPay(org, casual.id, {
    basis: 'hourly',
    hourly_rate_e4: undefined,
    ordinary_hours_per_week: 0,
    pay_condition_set_id: set.body.data.id,
    classification: 'A',
  });
  const weekday = (date: string): [string, unknown[]] => [date, [entry('08:00', '16:30', 30)]];
  const weeks: Record<string, Record<string, unknown[]>> = {
    // 7 December: Tuesday 2 h (topped up to 3), Saturday 4 h, Sunday 2 h (topped up to 3).
    '2026-12-07': {
      '2026-12-08': [entry('10:00', '12:00')],
      '2026-12-12': [entry('09:00', '13:00')],
      '2026-12-13': [entry('09:00', '11:00')],
    },
    // 21 December: Christmas Day (Friday) 4 h.
    '2026-12-21': { '2026-12-25': [entry('09:00', '13:00')] },
    // 30 November: five 8-hour weekdays, 40 h: 2 h past the weekly 38.
    '2026-11-30': Object.fromEntries(
      ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'].map(weekday),
    ),
  };
  for (const [week, days] of Object.entries(weeks)) {
    const submitted = await submittedTimesheet(world.owner, org, casual.id, days, week);
    const approved = await step(world.owner, submitted, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    sheets[week] = approved.body.data;
  }
}, 180_000);

describe('pay lines under a custom pay condition set', () => {
  it('pays a casual’s Saturday and Sunday at exactly their multipliers with the rule, and tops short shifts up', async () => {
    const lines = await payLines(sheets['2026-12-07'].timesheet_id);
    expect(lines).toMatchObject({ pay_condition_set_name: 'Bakery agreement', classification: 'A', unverified: false });
    // Saturday 150% of $30.00 = $45.00 × 4 h; Sunday 175% = $52.50 × 2 h.
    expect(category(lines, 'saturday')).toEqual({ category: 'saturday', minutes: 240, amount_cents: 18_000 });
    expect(category(lines, 'sunday')).toEqual({ category: 'sunday', minutes: 120, amount_cents: 10_500 });
    // Tuesday's 2 h at the casual ordinary rate (125%: $37.50), and an hour's top-up on each short shift.
    expect(category(lines, 'ordinary')).toEqual({ category: 'ordinary', minutes: 120, amount_cents: 7_500 });
    expect(category(lines, 'minimum_engagement').minutes).toBe(120);
    const saturday = lines.lines.find((line: Json) => line.category === 'saturday');
    expect(saturday).toMatchObject({ date: '2026-12-12', start: '09:00', end: '13:00', rate_cents: 4_500 });
    expect(saturday.rule).toMatch(/^TEST cl\. 6/);
    expect(lines.lines.find((line: Json) => line.category === 'minimum_engagement').rule).toMatch(/^TEST cl\. 8/);
    expect(lines.total_cents).toBe(lines.lines.reduce((sum: number, line: Json) => sum + line.amount_cents, 0));
  });

  it('pays a public holiday at 250%', async () => {
    const lines = await payLines(sheets['2026-12-21'].timesheet_id);
    expect(category(lines, 'public_holiday')).toEqual({
      category: 'public_holiday',
      minutes: 240,
      amount_cents: 30_000,
    });
    expect(lines.lines[0].rule).toMatch(/^TEST cl\. 6/);
  });

  it('classes the hours past 38 in the week as overtime, with the rule', async () => {
    const lines = await payLines(sheets['2026-11-30'].timesheet_id);
    // 38 h at $37.50; 2 h at 175% of $30.00 = $52.50.
    expect(category(lines, 'ordinary')).toEqual({ category: 'ordinary', minutes: 38 * 60, amount_cents: 142_500 });
    expect(category(lines, 'overtime_first')).toEqual({
      category: 'overtime_first',
      minutes: 120,
      amount_cents: 10_500,
    });
    expect(lines.lines.find((line: Json) => line.category === 'overtime_first').rule).toMatch(/^TEST cl\. 7/);
    const overtime = await request('GET', `/timesheets/overtime?organization_id=${org}&from=2026-11-01&to=2026-12-31`, {
      token: world.payroll.token,
    });
    expect(overtime.status, JSON.stringify(overtime.body)).toBe(200);
    expect(overtime.body.data).toEqual([
      expect.objectContaining({
        employee_id: casual.id,
        week_start: '2026-11-30',
        minutes: 120,
        amount_cents: 10_500,
        rules: [expect.objectContaining({ category: 'overtime_first', minutes: 120, amount_cents: 10_500 })],
      }),
    ]);
  });
});

describe('exceptions on a list page', () => {
  it('shows the rules of the pay condition set on an approver’s row, as on the timesheet', async () => {
    // Tuesday 15 December: 06:00 to 09:00 and 17:00 to 19:00, a 13-hour span: the set's split shift
    // rule (12 h) flags it; no award-free check would.
    const split = await submittedTimesheet(
      world.owner,
      org,
      casual.id,
      { '2026-12-15': [entry('06:00', '09:00'), entry('17:00', '19:00')] },
      '2026-12-14',
    );
    const page = await request('GET', `/timesheets?organization_id=${org}&view=to_approve`, {
      token: world.owner.token,
    });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    const row = page.body.data.data.find((candidate: Json) => candidate.timesheet_id === split.timesheet_id);
    const own = await request('GET', `/timesheets/${split.timesheet_id}`, { token: world.owner.token });
    expect(row.exceptions).toEqual(own.body.data.exceptions);
    expect(row.exceptions).toEqual([
      expect.objectContaining({
        date: '2026-12-15',
        code: 'split_shift_span',
        message: expect.stringMatching(/TEST cl\. 11/),
      }),
    ]);
  });
});

describe('the report', () => {
  it('sums approved hours and cost by pay category, and exports them as CSV', async () => {
    const path = `/timesheets/reports?organization_id=${org}&from=2026-12-01&to=2026-12-31&group_by=category`;
    const report = await request('GET', path, { token: world.payroll.token });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const rows = new Map(report.body.data.rows.map((row: Json) => [row.key, row]));
    expect(rows.get('saturday')).toMatchObject({
      label: 'Saturday',
      minutes: 240,
      amount_cents: 18_000,
      timesheets: 1,
    });
    expect(rows.get('public_holiday')).toMatchObject({ minutes: 240, amount_cents: 30_000 });
    // 30 November is outside the range: four of that week's days count (32 h, all ordinary).
    expect(report.body.data.total.overtime_minutes).toBe(120);
    expect(report.body.data.total.timesheets).toBe(3);
    const csv = await request('GET', `${path}&format=csv`, { token: world.payroll.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(String(csv.body)).toContain('Pay category,Hours,Overtime hours,Amount,Timesheets');
    expect(String(csv.body)).toContain('Saturday,4.00,0.00,180.00,1');
    expect((await request('GET', `${path}&format=csv`, { token: world.maya.token })).status).toBe(403);
  });
});
