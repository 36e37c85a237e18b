import { beforeAll, describe, expect, it } from 'vitest';
import { listEmployeePay } from '../src/core/payroll/employee-pay.ts';
import { createEmployee, type EmployeeFixture } from './employee-support.ts';
import { addSchedule, as, payBody, payrollSetupWorld } from './payroll-setup-support.ts';
import type { Json, TestUser } from './support.ts';

/**
 * Issue 27 §1: employee pay under a pay condition set. The set's minimum for the classification,
 * the junior's age (date of birth from the record) or the apprentice year checks the rate: a
 * junior or apprentice below the adult national minimum wage is accepted under the set and refused
 * award-free; below the set's minimum is refused with the figure and the rule. A casual needs no
 * ordinary hours. Figures: MA000004 Level 1 $27.81 from 1 July 2026 (shared/src/pay-conditions).
 */

let owner: TestUser;
let org: number;
let fixture: EmployeeFixture;
let casual: Json;
let stranger: TestUser;
let strangerOrg: number;
let scheduleId: number;
let agreement: Json;

const FUND = {
  superannuation_fund_name: 'AustralianSuper',
  superannuation_fund_usi: 'STA0100AU',
  superannuation_member_number: '123456',
};
const RETAIL = { pay_condition_set_id: 'MA000004', classification: 'L1' };

const newEmployee = (first_name: string, overrides: Record<string, unknown> = {}) =>
  createEmployee(owner, fixture, { first_name, ...FUND, ...overrides });

/** PUTs pay for the employee at their current version. */
async function putPay(employeeId: number, overrides: Record<string, unknown>) {
  const current = await as(owner, 'GET', `/employees/${employeeId}/pay`);
  const version = current.body.data.version;
  return await as(
    owner,
    'PUT',
    `/employees/${employeeId}/pay`,
    payBody(scheduleId, { ...overrides, ...(version === null ? {} : { version }) }),
  );
}

const hourly = (rate: string | null, overrides: Record<string, unknown> = {}) => ({
  basis: 'hourly',
  hourly_rate: rate,
  annual_salary: null,
  ...overrides,
});

beforeAll(async () => {
  ({ owner, org, fixture, casual, stranger, strangerOrg } = await payrollSetupWorld());
  scheduleId = (await addSchedule(owner, org)).id;
  // An agreement copied from the retail award, with apprentice rates (test figures, marked unverified).
  const copy = await as(owner, 'POST', `/organizations/${org}/pay-conditions`, {
    copy_of: 'MA000004',
    name: 'Bakery agreement',
  });
  expect(copy.status, JSON.stringify(copy.body)).toBe(201);
  copy.body.data.versions[0].apprentice_rates = {
    of_classification: 'L1',
    by_year: [5500, 6500, 7500, 9000],
    source: {
      instrument: 'Bakery agreement',
      clause: '9',
      publication: 'Test agreement',
      url: null,
      unverified: true,
      unverified_reason: 'test figures',
    },
  };
  const saved = await as(owner, 'PUT', `/organizations/${org}/pay-conditions/${copy.body.data.id}`, copy.body.data);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  agreement = saved.body.data;
}, 120_000);

describe('employee pay under pay conditions', () => {
  it('accepts an apprentice below the national minimum under their set and refuses the same rate award-free', async () => {
    const apprentice = await newEmployee('Appy', { date_of_birth: '1995-05-01' });
    const terms = { pay_condition_set_id: agreement.id, classification: 'L1', apprentice_year: 1 };
    // Year 1: 55% of Level 1 $27.81 = $15.2955, half-up $15.30.
    const low = await putPay(apprentice.id, hourly('15.2900', terms));
    expect(low.status).toBe(422);
    expect(low.body.errors.hourly_rate).toEqual([
      'The hourly rate is below the minimum of $15.30 an hour for apprentice year 1 55% of Retail Employee Level 1 (Bakery agreement cl. 9) from 1 July 2026.',
    ]);
    const accepted = await putPay(apprentice.id, hourly('18.0000', terms));
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.periods[0]).toMatchObject({
      ...terms,
      hourly_rate: '18.0000',
      minimum_rate: {
        hourly_rate: '15.3000',
        basis: 'apprentice',
        rule: 'Bakery agreement cl. 9: apprentice year 1 55% of Retail Employee Level 1',
        unverified: true,
        effective_from: '2026-07-01',
      },
    });
    const awardFree = await putPay(apprentice.id, hourly('18.0000'));
    expect(awardFree.status).toBe(422);
    expect(awardFree.body.errors.hourly_rate).toEqual([
      'The hourly rate is below the national minimum wage of $26.44 an hour from 1 July 2026.',
    ]);
    // A set someone's pay uses cannot be deleted.
    const deleted = await as(owner, 'DELETE', `/organizations/${org}/pay-conditions/${agreement.id}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe('Bakery agreement is used by the pay of 1 employee and cannot be deleted.');
    const beyond = await putPay(apprentice.id, hourly('18.0000', { ...terms, apprentice_year: 5 }));
    expect(beyond.body.errors.apprentice_year).toEqual(['Bakery agreement has apprentice rates for years 1 to 4.']);
    // The built-in retail set has no apprentice rates (none were read): an apprentice year is refused.
    const none = await putPay(apprentice.id, hourly('18.0000', { ...RETAIL, apprentice_year: 1 }));
    expect(none.body.errors.apprentice_year).toEqual(['General Retail Industry Award 2020 has no apprentice rates.']);
  });

  it('pays a junior by their age on the effective date, from the date of birth on their record', async () => {
    const junior = await newEmployee('Junie', { date_of_birth: '2010-03-01' });
    // 16 on 1 July 2026: 50% of $27.81 = $13.905, half-up $13.91 (below the adult $26.44: lawful).
    const low = await putPay(junior.id, hourly('13.9000', RETAIL));
    expect(low.status).toBe(422);
    expect(low.body.errors.hourly_rate).toEqual([
      'The hourly rate is below the minimum of $13.91 an hour for junior (16) 50% of Retail Employee Level 1 (MA000004 cl. 17.2) from 1 July 2026.',
    ]);
    const ok = await putPay(junior.id, hourly('14.0000', RETAIL));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.periods[0].minimum_rate).toMatchObject({ hourly_rate: '13.9100', basis: 'junior' });
    expect(ok.body.data.date_of_birth).toBe('2010-03-01');
  });

  it('refuses an adult below the set’s minimum with the figure, accepts an agreed rate above it or none', async () => {
    const adult = await newEmployee('Ada', { date_of_birth: '1990-04-15' });
    // $27.00 is above the national minimum wage but below Level 1's $27.81.
    const low = await putPay(adult.id, hourly('27.0000', RETAIL));
    expect(low.status).toBe(422);
    expect(low.body.errors.hourly_rate).toEqual([
      'The hourly rate is below the minimum of $27.81 an hour for Retail Employee Level 1 (MA000004 cl. 17.1) from 1 July 2026.',
    ]);
    const above = await putPay(adult.id, hourly('30.0000', RETAIL));
    expect(above.status, JSON.stringify(above.body)).toBe(200);
    expect(above.body.data.periods[0]).toMatchObject({
      hourly_rate: '30.0000',
      minimum_rate: { hourly_rate: '27.8100', basis: 'adult', rule: 'MA000004 cl. 17.1: Retail Employee Level 1' },
    });
    const minimum = await putPay(adult.id, hourly(null, RETAIL));
    expect(minimum.status, JSON.stringify(minimum.body)).toBe(200);
    expect(minimum.body.data.periods[0]).toMatchObject({ hourly_rate: null, ...RETAIL, apprentice_year: null });
    // What the pay runs read: the set, its classification, and no agreed rate (the minimum is paid).
    const stored = (await listEmployeePay(org)).find((pay) => pay.employee_id === adult.id)?.periods[0];
    expect(stored).toMatchObject({ pay_condition_set_id: 'MA000004', classification: 'L1' });
    expect(stored?.hourly_rate_e4).toBeUndefined();
    expect(stored?.apprentice_year).toBeUndefined();
    // A salary: at least $27.81 × 38 h × 52 = $54,952.56 a year (exact).
    const salaryLow = await putPay(adult.id, { ...RETAIL, annual_salary: '54952.55' });
    expect(salaryLow.status).toBe(422);
    expect(salaryLow.body.errors.annual_salary).toEqual([
      'The annual salary is below the minimum of $54,952.56 a year for Retail Employee Level 1 (MA000004 cl. 17.1) from 1 July 2026: $27.81 an hour × 38.00 ordinary hours a week × 52 weeks.',
    ]);
    expect((await putPay(adult.id, { ...RETAIL, annual_salary: '54952.56' })).status).toBe(200);
    const list = await as(owner, 'GET', `/payroll/employee-pay?organization_id=${org}&search=ada`);
    expect(list.body.data.data[0].current ?? list.body.data.data[0].upcoming).toMatchObject({
      ...RETAIL,
      minimum_rate: { hourly_rate: '27.8100' },
    });
  });

  it('lets a casual go without ordinary hours; everyone else still needs them', async () => {
    const answer = await putPay(casual.id, hourly(null, { ...RETAIL, ordinary_hours_per_week: null }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.periods[0]).toMatchObject({ ordinary_hours_per_week: '0.00', hourly_rate: null });
    const fullTime = await newEmployee('Fulton');
    const refused = await putPay(fullTime.id, { ...RETAIL, ordinary_hours_per_week: '' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.ordinary_hours_per_week).toEqual(['Enter hours, e.g. 38.00.']);
  });

  it('refuses an unknown set, classification or date, and another organization’s set', async () => {
    const someone = await newEmployee('Sol');
    const unknown = await putPay(
      someone.id,
      hourly('30.0000', { pay_condition_set_id: 'MA999999', classification: 'L1' }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.pay_condition_set_id).toEqual([
      'Choose award-free or one of the pay conditions of this organization.',
    ]);
    const badClass = await putPay(someone.id, hourly('30.0000', { ...RETAIL, classification: 'L9' }));
    expect(badClass.body.errors.classification).toEqual([
      'Choose one of the classifications of General Retail Industry Award 2020.',
    ]);
    const missingClass = await putPay(someone.id, hourly('30.0000', { ...RETAIL, classification: null }));
    expect(missingClass.body.errors.classification).toBeDefined();
    const early = await putPay(someone.id, hourly('30.0000', { ...RETAIL, effective_from: '2026-06-30' }));
    expect(early.body.errors.effective_from).toEqual([
      'General Retail Industry Award 2020 has no rates on 30 June 2026: its rates start on 1 July 2026.',
    ]);
    const theirs = await as(stranger, 'POST', `/organizations/${strangerOrg}/pay-conditions`, {
      copy_of: 'MA000004',
      name: 'Their agreement',
    });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    const foreign = await putPay(
      someone.id,
      hourly('30.0000', { pay_condition_set_id: theirs.body.data.id, classification: 'L1' }),
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.pay_condition_set_id).toBeDefined();
    expect((await as(owner, 'GET', `/employees/${someone.id}/pay`)).body.data.version).toBeNull();
  });
});
