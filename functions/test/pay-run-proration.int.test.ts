import { beforeAll, describe, expect, it } from 'vitest';
import { employeeEntity } from '../src/core/employees/employee-entity.ts';
import { type EmployeePayPeriod, employeePayEntity } from '../src/core/payroll/setup-entities.ts';
import { createEmployee } from './employee-support.ts';
import { decide, madeRequest } from './leave-request-support.ts';
import {
  calculatedPayRun,
  declaration,
  type PayrollWorkspace,
  payRunOf,
  payrollWorkspace,
  setPay,
} from './pay-run-support.ts';
import type { Json } from './support.ts';

/**
 * Pro-rating through the real worker: a starter, a leaver, a rise and unpaid leave inside a
 * Monday-to-Sunday fortnight (2 to 15 November 2026, 10 weekdays).
 */

const COMMUNITY_SERVICE = 6;

let { owner, f, org, scheduleId } = {} as PayrollWorkspace;
let run: Json;
const people: Record<string, number> = {};

const slipOf = (name: string) => run.payslips.find((slip: Json) => slip.employee_id === people[name]);
const ordinary = (slip: Json) =>
  slip.lines
    .filter((line: Json) => line.kind === 'ordinary')
    .map((line: Json) => ({ id: line.id, description: line.description, hours: line.hours, amount: line.amount }));

async function employee(first: string, overrides: Record<string, unknown> = {}) {
  const created = await createEmployee(owner, f, { first_name: first, last_name: 'Prorate', ...overrides });
  people[first] = created.id;
  return created.id as number;
}

async function leaves(employeeId: number, lastWorkingDay: string) {
  await employeeEntity()
    .patch({ organization_id: org, employee_id: employeeId })
    .set({ last_working_day: lastWorkingDay })
    .go();
}

beforeAll(async () => {
  ({ owner, f, org, scheduleId } = await payrollWorkspace('Prorate Owner'));
  const salary = { basis: 'salary', annual_salary_cents: 5_200_000, pay_schedule_id: scheduleId } as const;

  await setPay(org, await employee('Whole', { joining_date: '2026-01-12' }), salary);
  await setPay(org, await employee('Starter', { joining_date: '2026-11-09' }), salary);
  const leaver = await employee('Leaver', { joining_date: '2026-01-12' });
  await setPay(org, leaver, salary);
  await leaves(leaver, '2026-11-04');
  const gone = await employee('Gone', { joining_date: '2026-01-12' });
  await setPay(org, gone, salary);
  await leaves(gone, '2026-10-30');

  const risen = await employee('Risen', { joining_date: '2026-01-12' });
  const period = (effective_from: string, annual_salary_cents: number) =>
    ({
      effective_from,
      basis: 'salary',
      annual_salary_cents,
      ordinary_hours_per_week: 3800,
      pay_schedule_id: scheduleId,
      ...declaration,
    }) as EmployeePayPeriod;
  await employeePayEntity()
    .put({
      organization_id: org,
      employee_id: risen,
      periods: [period('2026-01-01', 5_200_000), period('2026-11-09', 7_800_000)],
      version: 1,
      updated_at: new Date().toISOString(),
    })
    .go();

  const unpaid = await employee('Unpaid', { joining_date: '2026-01-12' });
  await setPay(org, unpaid, { basis: 'hourly', hourly_rate_e4: 250_000, pay_schedule_id: scheduleId });
  const made = await madeRequest(owner, {
    organization_id: org,
    employee_id: unpaid,
    leave_type_id: COMMUNITY_SERVICE,
    start_date: '2026-11-04',
    end_date: '2026-11-04',
  });
  const approved = await decide(owner, made, 'approve');
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);

  run = await payRunOf(owner.token, await calculatedPayRun(owner.token, org, scheduleId));
  expect(run.status).toBe('review');
}, 120_000);

describe('a pay run over a part-worked fortnight', () => {
  it('pays a whole fortnight as before: $52,000 a year is $2,000.00', () => {
    expect(run.status).toBe('review');
    expect(slipOf('Whole')).toMatchObject({ gross: '2000.00', ordinary_hours: '76.00' });
    expect(slipOf('Whole').unpaid_leave_hours).toBeUndefined();
  });

  it('pays a starter on the second Monday for 5 of the 10 weekdays', () => {
    expect(slipOf('Starter')).toMatchObject({ gross: '1000.00', super: '120.00', ordinary_hours: '38.00' });
  });

  it('pays a leaver whose last day is the first Wednesday for 3 of the 10 weekdays', () => {
    expect(slipOf('Leaver')).toMatchObject({ gross: '600.00', ordinary_hours: '22.80' });
  });

  it('gives no payslip to someone who left before the period', () => {
    expect(slipOf('Gone')).toBeUndefined();
    expect(run.employee_count).toBe(5);
  });

  it('pays a rise on a line of its own from its effective date', () => {
    const slip = slipOf('Risen');
    expect(ordinary(slip)).toEqual([
      { id: 'ordinary', description: 'Ordinary time', hours: '38.00', amount: '1000.00' },
      { id: 'ordinary-2', description: 'Ordinary time (from 9 Nov 2026)', hours: '38.00', amount: '1500.00' },
    ]);
    expect(slip.gross).toBe('2500.00');
  });

  it('takes a day of unpaid community service leave off ordinary pay and shows its hours', () => {
    const slip = slipOf('Unpaid');
    expect(ordinary(slip)).toEqual([
      { id: 'ordinary', description: 'Ordinary time', hours: '68.40', amount: '1710.00' },
    ]);
    expect(slip).toMatchObject({ gross: '1710.00', unpaid_leave_hours: '7.60', ordinary_hours: '68.40' });
    expect(slip.lines.some((line: Json) => line.kind === 'leave')).toBe(false);
  });

  it('adds the payslips up to the run', () => {
    const total = run.payslips.reduce((sum: number, slip: Json) => sum + Math.round(Number(slip.gross) * 100), 0);
    expect(total).toBe(Math.round(Number(run.gross) * 100));
    expect(total).toBe(200_000 + 100_000 + 60_000 + 250_000 + 171_000);
  });
});
