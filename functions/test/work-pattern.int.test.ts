import { beforeAll, describe, expect, it } from 'vitest';
import { employeeEntity } from '../src/core/employees/employee-entity.ts';
import { createEmployee, employeeBody, historyOf, type OwnerWorkspace, ownerWorkspace } from './employee-support.ts';
import { request } from './support.ts';

/** Issue 16 §1: the work pattern on the employee (state, ordinary hours, work days, shiftworker, start time), effective-dated. */

let { owner, f, org } = {} as OwnerWorkspace;

beforeAll(async () => {
  ({ owner, f, org } = await ownerWorkspace('Wendy Owner'));
}, 60_000);

const read = async (id: number) => (await request('GET', `/employees/${id}`, { token: owner.token })).body.data;

/** The record as the HR form sends it back, with `overrides`. */
function formBody(employee: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  const {
    tax_file_number: _tfn,
    superannuation_member_number: _super,
    bank_bsb: _bsb,
    bank_account_number: _account,
    work_pattern_periods: _periods,
    ...rest
  } = employee;
  return { ...employeeBody(f), ...rest, ...overrides };
}

const put = (employee: { id: number }, body: Record<string, unknown>) =>
  request('PUT', `/employees/${employee.id}`, { token: owner.token, body });

describe('the work pattern on create', () => {
  it('defaults to 38 h over Mon to Fri from 09:00, the home address’s state, not a shiftworker, from the joining date', async () => {
    const employee = await createEmployee(owner, f);
    expect(employee).toMatchObject({
      address_state: 'NSW',
      state: 'NSW',
      ordinary_hours_per_week: '38',
      work_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
      shiftworker: false,
      start_time: '09:00',
      work_pattern_periods: [
        {
          effective_from: '2026-01-12',
          state: 'NSW',
          ordinary_hours_per_week: '38',
          work_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
          shiftworker: false,
          start_time: '09:00',
          employment_type: 'Full-time',
        },
      ],
    });
  });

  it('takes the work state from the home address unless one is sent; "national holidays only" is a choice (null)', async () => {
    const victorian = await createEmployee(owner, f, {
      address_state: 'VIC',
      address_postcode: '3000',
      address_suburb: 'Melbourne',
    });
    expect(victorian.state).toBe('VIC');
    const elsewhere = await createEmployee(owner, f, { state: 'QLD' });
    expect(elsewhere).toMatchObject({ address_state: 'NSW', state: 'QLD' });
    const national = await createEmployee(owner, f, { state: null });
    expect(national.state).toBeNull();
    expect((await createEmployee(owner, f, { state: '' })).state).toBeNull();
  });

  it('takes the sent pattern, hours to the hundredth, days Monday first', async () => {
    const employee = await createEmployee(owner, f, {
      employment_type: 'Part-time',
      state: 'SA',
      ordinary_hours_per_week: '22.80',
      work_days: ['fri', 'mon', 'wed'],
      shiftworker: true,
      start_time: '07:30',
      work_pattern_effective_from: '2026-06-01',
    });
    expect(employee.work_pattern_periods).toEqual([
      {
        effective_from: '2026-01-12',
        state: 'SA',
        ordinary_hours_per_week: '22.8',
        work_days: ['mon', 'wed', 'fri'],
        shiftworker: true,
        start_time: '07:30',
        employment_type: 'Part-time',
      },
    ]);
    expect(await read(employee.id)).toMatchObject({ state: 'SA', ordinary_hours_per_week: '22.8', shiftworker: true });
  });

  it('refuses hours out of range or past two places, no work day, unknown days and states, a bad time', async () => {
    const bad = await request('POST', '/employees', {
      token: owner.token,
      body: employeeBody(f, {
        state: 'Sydney',
        ordinary_hours_per_week: '0',
        work_days: [],
        shiftworker: 'sometimes',
        start_time: '9am',
        work_pattern_effective_from: '2026-02-30',
      }),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      state: ['Work State must be one of NSW, VIC, QLD, SA, WA, TAS, ACT, NT.'],
      ordinary_hours_per_week: ['Ordinary Hours per Week must be more than 0 and at most 168.'],
      work_days: ['Choose at least one work day.'],
      shiftworker: ['Shiftworker must be yes or no.'],
      start_time: ['Start Time must be a time of day (HH:MM).'],
      work_pattern_effective_from: ['Enter a valid date (YYYY-MM-DD).'],
    });
    const more = await request('POST', '/employees', {
      token: owner.token,
      body: employeeBody(f, { ordinary_hours_per_week: '168.01', work_days: ['mon', 'someday'] }),
    });
    expect(more.body.errors).toEqual({
      ordinary_hours_per_week: ['Ordinary Hours per Week must be more than 0 and at most 168.'],
      work_days: ['Work days must be days of the week (mon to sun).'],
    });
    const places = await request('POST', '/employees', {
      token: owner.token,
      body: employeeBody(f, { ordinary_hours_per_week: '7.125' }),
    });
    expect(places.body.errors).toEqual({
      ordinary_hours_per_week: ['Ordinary Hours per Week must be a number of hours, to 2 decimal places.'],
    });
    const week = await request('POST', '/employees', {
      token: owner.token,
      body: employeeBody(f, { ordinary_hours_per_week: 168 }),
    });
    expect(week.status).toBe(201);
  });
});

describe('a change of work pattern', () => {
  it('adds a period from its day, keeps the earlier one, and is in history', async () => {
    const employee = await createEmployee(owner, f, { state: 'NSW' });
    const changed = await put(
      employee,
      formBody(employee, {
        ordinary_hours_per_week: '22.8',
        work_days: ['mon', 'wed', 'fri'],
        work_pattern_effective_from: '2026-12-01',
      }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.work_pattern_periods).toMatchObject([
      { effective_from: '2026-01-12', ordinary_hours_per_week: '38', work_days: ['mon', 'tue', 'wed', 'thu', 'fri'] },
      { effective_from: '2026-12-01', ordinary_hours_per_week: '22.8', work_days: ['mon', 'wed', 'fri'], state: 'NSW' },
    ]);
    const events = (await historyOf(owner, org, `&employee_id=${employee.id}`)).map((event) => event.details);
    expect(events[0]).toBe('Work pattern changed from 1 Dec 2026: 22.8 h over Mon, Wed, Fri; starts 09:00; NSW');

    // The same day again replaces that period; sending the same values changes nothing.
    const again = await put(
      employee,
      formBody(changed.body.data, { ordinary_hours_per_week: '30', work_pattern_effective_from: '2026-12-01' }),
    );
    expect(
      again.body.data.work_pattern_periods.map(
        (period: { ordinary_hours_per_week: string }) => period.ordinary_hours_per_week,
      ),
    ).toEqual(['38', '30']);
    const same = await put(
      employee,
      formBody(again.body.data, { work_pattern_effective_from: '2026-12-01', ordinary_hours_per_week: '30' }),
    );
    expect(same.body.data.version).toBe(again.body.data.version);
  });

  it('refuses a change before the joining date', async () => {
    const employee = await createEmployee(owner, f);
    const early = await put(employee, formBody(employee, { state: 'VIC', work_pattern_effective_from: '2025-12-31' }));
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({
      work_pattern_effective_from: ['The work pattern cannot change before the joining date.'],
    });
  });

  it('carries the employment type: a move to casual applies from the change on', async () => {
    const employee = await createEmployee(owner, f);
    const casual = await put(
      employee,
      formBody(employee, { employment_type: 'Casual', work_pattern_effective_from: '2026-03-02' }),
    );
    expect(casual.body.data.work_pattern_periods).toMatchObject([
      { effective_from: '2026-01-12', employment_type: 'Full-time' },
      { effective_from: '2026-03-02', employment_type: 'Casual' },
    ]);
  });

  it('keeps a later move to casual where it starts through another edit', async () => {
    const employee = await createEmployee(owner, f);
    const casual = await put(
      employee,
      formBody(employee, { employment_type: 'Casual', work_pattern_effective_from: '2027-01-04' }),
    );
    const edited = await put(
      employee,
      formBody(casual.body.data, { phone_number: '0422 222 222', work_pattern_effective_from: '2026-11-02' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data.work_pattern_periods).toMatchObject([
      { effective_from: '2026-01-12', employment_type: 'Full-time' },
      { effective_from: '2027-01-04', employment_type: 'Casual' },
    ]);
  });

  it('keeps the pattern when an update leaves its fields out', async () => {
    const employee = await createEmployee(owner, f, { state: 'QLD', ordinary_hours_per_week: '30' });
    const {
      state: _s,
      ordinary_hours_per_week: _h,
      work_days: _d,
      shiftworker: _w,
      start_time: _t,
      ...rest
    } = employee;
    const updated = await put(employee, formBody(rest, { phone_number: '0411 111 111' }));
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ state: 'QLD', ordinary_hours_per_week: '30' });
    expect(updated.body.data.work_pattern_periods).toHaveLength(1);
  });
});

describe('a record saved before the work pattern', () => {
  it('reads as the default from its joining date, and a read writes nothing', async () => {
    const employee = await createEmployee(owner, f, { employment_type: 'Part-time', joining_date: '2025-07-01' });
    await employeeEntity()
      .patch({ organization_id: org, employee_id: employee.id })
      .remove(['work_pattern_periods'])
      .go();
    const old = await read(employee.id);
    expect(old.work_pattern_periods).toEqual([
      {
        effective_from: '2025-07-01',
        state: null,
        ordinary_hours_per_week: '38',
        work_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
        shiftworker: false,
        start_time: '09:00',
        employment_type: 'Part-time',
      },
    ]);
    const stored = await employeeEntity().get({ organization_id: org, employee_id: employee.id }).go();
    expect(stored.data?.work_pattern_periods).toBeUndefined();
    const changed = await put(employee, formBody(old, { state: 'WA', work_pattern_effective_from: '2026-02-01' }));
    expect(changed.body.data.work_pattern_periods).toMatchObject([
      { effective_from: '2025-07-01', state: null },
      { effective_from: '2026-02-01', state: 'WA' },
    ]);
  });
});
