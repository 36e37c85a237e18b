import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from './employee-support.ts';
import { decide, madeRequest } from './leave-request-support.ts';
import { pattern, setWorkPattern } from './leave-support.ts';
import { calculatedPayRun, declaration, type PayrollWorkspace, payRunOf, payrollWorkspace } from './pay-run-support.ts';
import { type Json, request } from './support.ts';

/**
 * Annual leave loading is a setting: the annual leave type's rate (17.50% to start with, 0 for
 * none) unless the employee's pay terms set their own, and a pay run pays the employee's.
 */

let { owner, f, org, scheduleId } = {} as PayrollWorkspace;
let byType: Json;
let none: Json;
let higher: Json;

const ANNUAL = 1;
const PERSONAL = 2;
const PERIOD = { period_start: '2026-11-02', period_end: '2026-11-15', pay_date: '2026-11-18' };

const putPay = (employeeId: number, extra: Record<string, unknown>, version?: number) =>
  request('PUT', `/employees/${employeeId}/pay`, {
    token: owner.token,
    body: {
      effective_from: '2026-01-12',
      basis: 'salary',
      annual_salary: '78000.00',
      ordinary_hours_per_week: '38.00',
      pay_schedule_id: scheduleId,
      ...declaration,
      super_fund: { name: 'AustralianSuper', usi: 'STA0100AU', member_number: '12345' },
      ...(version === undefined ? {} : { version }),
      ...extra,
    },
  });

const annualType = async () =>
  (await request('GET', `/leave/types?organization_id=${org}`, { token: owner.token })).body.data.find(
    (type: Json) => type.leave_type_id === ANNUAL,
  );

const setTypeLoading = async (rate: string) => {
  const type = await annualType();
  return request('PUT', `/leave/types/${ANNUAL}`, {
    token: owner.token,
    body: { organization_id: org, name: type.name, leave_loading_rate: rate, version: type.version },
  });
};

/** Drafts the period's run, calculates it, and answers each employee's leave and loading lines; the draft is deleted. */
async function loadingLines(): Promise<Record<number, { leave: string; loading: string | null; text: string | null }>> {
  const runId = await calculatedPayRun(owner.token, org, scheduleId, PERIOD);
  const run = await payRunOf(owner.token, runId);
  expect((await request('DELETE', `/payroll/pay-runs/${runId}`, { token: owner.token })).status).toBe(204);
  return Object.fromEntries(
    run.payslips.map((slip: Json) => {
      const leave = slip.lines.find((line: Json) => line.kind === 'leave');
      const loading = slip.lines.find((line: Json) => line.kind === 'leave_loading');
      return [
        slip.employee_id,
        { leave: leave?.amount, loading: loading?.amount ?? null, text: loading?.description ?? null },
      ];
    }),
  );
}

beforeAll(async () => {
  ({ owner, f, org, scheduleId } = await payrollWorkspace('Loading Owner'));
  byType = await createEmployee(owner, f, { first_name: 'Tia', last_name: 'Typeloading' });
  none = await createEmployee(owner, f, { first_name: 'Noel', last_name: 'Noloading' });
  higher = await createEmployee(owner, f, { first_name: 'Hana', last_name: 'Higher' });
  for (const [employee, rate] of [
    [byType, null],
    [none, '0'],
    [higher, '25'],
  ] as const) {
    await setWorkPattern(org, employee.id, [pattern({ effective_from: '2026-01-12' })]);
    const saved = await putPay(employee.id, { leave_loading_rate: rate });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // A day of annual leave in the period: 7.6 h of a $78,000 salary, $300.00.
    const made = await madeRequest(owner, {
      organization_id: org,
      employee_id: employee.id,
      leave_type_id: ANNUAL,
      start_date: '2026-11-04',
      end_date: '2026-11-04',
    });
    expect((await decide(owner, made, 'approve')).status).toBe(200);
  }
}, 120_000);

describe('annual leave loading', () => {
  it('is a rate of the annual leave type, 17.50% to start with; other types have none', async () => {
    const types = (await request('GET', `/leave/types?organization_id=${org}`, { token: owner.token })).body.data;
    expect(types.find((type: Json) => type.leave_type_id === ANNUAL).leave_loading_rate).toBe('17.50');
    expect(types.find((type: Json) => type.leave_type_id === PERSONAL).leave_loading_rate).toBeNull();

    const personal = types.find((type: Json) => type.leave_type_id === PERSONAL);
    const refused = await request('PUT', `/leave/types/${PERSONAL}`, {
      token: owner.token,
      body: { organization_id: org, name: personal.name, leave_loading_rate: '17.5', version: personal.version },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.leave_loading_rate).toEqual(['Only annual leave has a loading.']);
    for (const [rate, message] of [
      ['17.555', 'Enter the leave loading in percent, e.g. 17.50 (0 for none).'],
      ['150', 'A leave loading is at most 100%.'],
    ]) {
      const bad = await setTypeLoading(rate as string);
      expect(bad.status).toBe(422);
      expect(bad.body.errors.leave_loading_rate).toEqual([message]);
    }
    const badPay = await putPay(none.id, { leave_loading_rate: 'lots' }, 1);
    expect(badPay.status).toBe(422);
    expect(badPay.body.errors.leave_loading_rate).toEqual([
      'Enter the leave loading in percent, e.g. 17.50 (0 for none).',
    ]);
  });

  it('keeps the employee’s own rate on their pay terms (null: the leave type’s)', async () => {
    const pay = async (employeeId: number) =>
      (await request('GET', `/employees/${employeeId}/pay`, { token: owner.token })).body.data.current;
    expect((await pay(byType.id)).leave_loading_rate).toBeNull();
    expect((await pay(none.id)).leave_loading_rate).toBe('0.00');
    expect((await pay(higher.id)).leave_loading_rate).toBe('25.00');
  });

  it('pays the employee’s effective loading: their own, else the annual leave type’s', async () => {
    const first = await loadingLines();
    expect(first[byType.id]).toEqual({ leave: '300.00', loading: '52.50', text: 'Leave loading 17.5%' });
    expect(first[none.id]).toEqual({ leave: '300.00', loading: null, text: null });
    expect(first[higher.id]).toEqual({ leave: '300.00', loading: '75.00', text: 'Leave loading 25%' });

    // No loading on the type: the employee who follows it gets none; an employee's own rate stays.
    const zero = await setTypeLoading('0');
    expect(zero.status, JSON.stringify(zero.body)).toBe(200);
    expect(zero.body.data.leave_loading_rate).toBe('0.00');
    const second = await loadingLines();
    expect(second[byType.id]?.loading).toBeNull();
    expect(second[higher.id]?.loading).toBe('75.00');

    expect((await setTypeLoading('20')).status).toBe(200);
    expect((await loadingLines())[byType.id]).toEqual({ leave: '300.00', loading: '60.00', text: 'Leave loading 20%' });
    // The change is in the audit log with its figures.
    const log = await request('GET', `/organizations/${org}/audit-log?per_page=100&module=leave`, {
      token: owner.token,
    });
    const changes = log.body.data.data.flatMap((event: Json) => event.changes ?? []);
    expect(changes).toContainEqual(
      expect.objectContaining({ field: 'leave_loading_rate', before: '0.00', after: '20.00' }),
    );
  });
});
