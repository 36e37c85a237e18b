import { beforeAll, describe, expect, it } from 'vitest';
import { listEmployeePay, payPeriodOn } from '../src/core/payroll/employee-pay.ts';
import { createEmployee, type EmployeeFixture } from './employee-support.ts';
import { addSchedule, as, payBody, payrollSetupWorld, schedulesPath } from './payroll-setup-support.ts';
import type { Json, TestUser } from './support.ts';

/**
 * Issue 17 §1: employees' effective-dated pay (minimum wage, the super fund on record), who may read
 * and change it, and the list for the setup screen. Payroll settings and pay schedules:
 * payroll-setup.int.test.ts.
 */

let owner: TestUser;
let org: number;
let employee: Json;
let casual: Json;
let payrollOfficer: TestUser;
let hr: TestUser;
let self: TestUser;
let manager: TestUser;
let stranger: TestUser;
let fixture: EmployeeFixture;

beforeAll(async () => {
  ({ owner, org, employee, casual, payrollOfficer, hr, self, manager, stranger, fixture } = await payrollSetupWorld());
}, 120_000);

describe('employee pay', () => {
  let weekly: Json;
  beforeAll(async () => {
    weekly = await addSchedule(owner, org, { name: 'Weekly pay' });
  });

  it('starts empty with the work pattern hours, then sets pay and adds and replaces effective-dated periods', async () => {
    const path = `/employees/${employee.id}/pay`;
    const empty = await as(owner, 'GET', path);
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(empty.body.data).toMatchObject({ current: null, periods: [], version: null, work_pattern_hours: '38.00' });
    const first = await as(payrollOfficer, 'PUT', path, payBody(weekly.id, { effective_from: '2026-01-12' }));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.current).toMatchObject({ basis: 'salary', annual_salary: '85000.00', super_rate: null });
    const raise = await as(
      payrollOfficer,
      'PUT',
      path,
      payBody(weekly.id, { effective_from: '2099-07-01', annual_salary: '90000', version: 1 }),
    );
    expect(raise.status, JSON.stringify(raise.body)).toBe(200);
    expect(raise.body.data.periods.map((period: Json) => period.effective_from)).toEqual(['2026-01-12', '2099-07-01']);
    expect(raise.body.data.current.annual_salary).toBe('85000.00');
    const replaced = await as(
      payrollOfficer,
      'PUT',
      path,
      payBody(weekly.id, {
        effective_from: '2099-07-01',
        annual_salary: '91000.50',
        super_rate: '12.50',
        salary_sacrifice_super: '100.00',
        version: 2,
      }),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.data.periods).toHaveLength(2);
    expect(replaced.body.data.periods[1]).toMatchObject({
      annual_salary: '91000.50',
      super_rate: '12.50',
      salary_sacrifice_super: '100.00',
    });
    expect((await as(payrollOfficer, 'PUT', path, payBody(weekly.id, { version: 2 }))).status).toBe(409);
    // The employee's own history says what changed, never the figures.
    const history = await as(owner, 'GET', `/employees/${employee.id}/history`);
    const updates = history.body.data.data.filter((event: Json) => event.event_type === 'Salary Update');
    expect(updates.map((event: Json) => event.details)).toEqual([
      'Changed pay from 1 July 2099: Annual salary, Super rate, Salary sacrifice to super',
      'Set pay from 1 July 2099: Annual salary',
      'Set pay from 12 Jan 2026',
    ]);
    expect(JSON.stringify(updates)).not.toContain('91000.50');
    expect(updates[0].changed_by).toBe('Payroll payroll_officer');
    // The exports the pay runs use: one Query of the organization's pay, the period on a day.
    const pays = await listEmployeePay(org);
    const pay = pays.find((entry) => entry.employee_id === employee.id);
    expect(pay && payPeriodOn(pay, '2099-06-30')?.annual_salary_cents).toBe(8_500_000);
    expect(pay && payPeriodOn(pay, '2099-07-01')?.annual_salary_cents).toBe(9_100_050);
    expect(pay && payPeriodOn(pay, '2026-01-11')).toBeNull();
  });

  it('refuses a salary without an amount, a rate below the minimum wage and a schedule of no one', async () => {
    const path = `/employees/${employee.id}/pay`;
    const noSalary = await as(owner, 'PUT', path, payBody(weekly.id, { annual_salary: null, version: 3 }));
    expect(noSalary.status).toBe(422);
    expect(noSalary.body.errors.annual_salary).toBeDefined();
    const low = await as(owner, 'PUT', path, payBody(weekly.id, { basis: 'hourly', hourly_rate: '24.00', version: 3 }));
    expect(low.status).toBe(422);
    // Money and the day in the user's format: "$26.44 an hour", "1 July 2026" (never "$26.4400", "2026-07-01").
    expect(low.body.errors.hourly_rate).toEqual([
      'The hourly rate is below the national minimum wage of $26.44 an hour from 1 July 2026.',
    ]);
    // A casual's minimum carries the 25% loading: $26.44 × 1.25 = $33.05.
    const casualLow = await as(
      owner,
      'PUT',
      `/employees/${casual.id}/pay`,
      payBody(weekly.id, { basis: 'hourly', hourly_rate: '30.0000' }),
    );
    expect(casualLow.status).toBe(422);
    expect(casualLow.body.errors.hourly_rate).toEqual([
      'The hourly rate is below the national minimum wage of $33.05 an hour (with the 25% casual loading) from 1 July 2026.',
    ]);
    const casualOk = await as(
      owner,
      'PUT',
      `/employees/${casual.id}/pay`,
      payBody(weekly.id, { basis: 'hourly', hourly_rate: '33.0500' }),
    );
    expect(casualOk.status, JSON.stringify(casualOk.body)).toBe(200);
    const missing = await as(owner, 'PUT', path, payBody(999_999_999, { version: 3 }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors.pay_schedule_id).toBeDefined();
    const foreign = await as(
      owner,
      'PUT',
      path,
      payBody(weekly.id, { residency: 'foreign', tax_free_threshold: true, version: 3 }),
    );
    expect(foreign.body.errors.tax_free_threshold).toEqual(['A foreign resident cannot claim the tax-free threshold.']);
    const badFund = await as(
      owner,
      'PUT',
      path,
      payBody(weekly.id, { super_fund: { name: '', abn: '123' }, version: 3 }),
    );
    expect(badFund.status).toBe(422);
  });

  it('takes the super fund from the employee’s record (typed once) and keeps no copy', async () => {
    const pay = await as(payrollOfficer, 'GET', `/employees/${employee.id}/pay`);
    expect(pay.body.data.super_fund_on_record).toEqual({
      name: 'AustralianSuper',
      usi: 'STA0100AU',
      member_number: '••••3456',
    });
    // A name, USI or member number sent to pay setup is not a second copy: it is not kept.
    const sent = await as(
      payrollOfficer,
      'PUT',
      `/employees/${employee.id}/pay`,
      payBody(weekly.id, {
        effective_from: '2099-07-01',
        annual_salary: '91000.50',
        super_rate: '12.50',
        salary_sacrifice_super: '100.00',
        super_fund: { name: 'Typed Twice Super', member_number: '1', abn: '53 004 085 616' },
        version: 3,
      }),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.periods[1].super_fund).toEqual({
      name: null,
      usi: null,
      abn: '53004085616',
      member_number: null,
    });
    const stored = (await listEmployeePay(org)).find((entry) => entry.employee_id === employee.id);
    expect(JSON.stringify(stored)).not.toContain('Typed Twice Super');
    const list = await as(payrollOfficer, 'GET', `/payroll/employee-pay?organization_id=${org}&search=pia`);
    expect(list.body.data.data[0]).toMatchObject({ employee_id: employee.id, super_fund_name: 'AustralianSuper' });
    // Without a fund on the record, pay setup says where to enter it.
    const fundless = await createEmployee(owner, fixture, {
      first_name: 'Nofund',
      superannuation_fund_name: null,
      superannuation_fund_usi: null,
    });
    const refused = await as(payrollOfficer, 'PUT', `/employees/${fundless.id}/pay`, payBody(weekly.id));
    expect(refused.status).toBe(422);
    expect(refused.body.errors.super_fund).toEqual([
      "Enter the employee's super fund on their record (Financial & Legal) first: pay setup uses it from there.",
    ]);
    expect(
      (await as(payrollOfficer, 'GET', `/employees/${fundless.id}/pay`)).body.data.super_fund_on_record,
    ).toBeNull();
  });

  it('refuses to delete a schedule an employee is paid on', async () => {
    const answer = await as(owner, 'DELETE', `${schedulesPath(org)}/${weekly.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toMatch(/cannot be deleted/);
  });

  it('lets the employee read their own pay but not change it; others are 404 or 403', async () => {
    const own = await as(self, 'GET', `/employees/${employee.id}/pay`);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data.periods).toHaveLength(2);
    expect((await as(self, 'GET', `/employees/${casual.id}/pay`)).status).toBe(404);
    expect((await as(self, 'PUT', `/employees/${employee.id}/pay`, payBody(weekly.id, { version: 4 }))).status).toBe(
      403,
    );
    expect((await as(manager, 'GET', `/employees/${employee.id}/pay`)).status).toBe(404);
    expect((await as(hr, 'GET', `/employees/${employee.id}/pay`)).status).toBe(200);
    expect((await as(hr, 'PUT', `/employees/${employee.id}/pay`, payBody(weekly.id, { version: 4 }))).status).toBe(403);
    expect((await as(stranger, 'GET', `/employees/${employee.id}/pay`)).status).toBe(404);
  });

  it("lists every employee's current pay for the setup screen", async () => {
    const answer = await as(payrollOfficer, 'GET', `/payroll/employee-pay?organization_id=${org}`);
    expect(answer.status).toBe(200);
    const pia = answer.body.data.data.find((row: Json) => row.employee_id === employee.id);
    expect(pia).toMatchObject({ employee_name: `Pia ${employee.last_name}`, version: 4 });
    expect(pia.current.annual_salary).toBe('85000.00');
    expect(pia.upcoming.annual_salary).toBe('91000.50');
    expect(answer.body.data.data.some((row: Json) => row.current === null)).toBe(true);
    // Paged (50 by default), with a search by name or code.
    const first = await as(payrollOfficer, 'GET', `/payroll/employee-pay?organization_id=${org}&per_page=2`);
    expect(first.body.data.data).toHaveLength(2);
    const second = await as(
      payrollOfficer,
      'GET',
      `/payroll/employee-pay?organization_id=${org}&per_page=2&cursor=${first.body.data.next_cursor}`,
    );
    expect(second.status).toBe(200);
    expect(second.body.data.data[0].employee_id).not.toBe(first.body.data.data[0].employee_id);
    const found = await as(payrollOfficer, 'GET', `/payroll/employee-pay?organization_id=${org}&search=cass`);
    expect(found.body.data.data.map((row: Json) => row.employee_id)).toEqual([casual.id]);
    expect((await as(self, 'GET', `/payroll/employee-pay?organization_id=${org}`)).status).toBe(403);
  });
});
