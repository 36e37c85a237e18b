import { randomUUID } from 'node:crypto';
import { addDays } from '@wattle/shared/calendar';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmployee, employeeFixture, historyOf, moveToSydney } from './employee-support.ts';
import { setClock } from './lifecycle-support.ts';
import { createApplicant, createJobOpening, salesPlace } from './recruitment-support.ts';
import { request, signUp, type TestUser } from './support.ts';

/**
 * A day (applied, offered, answered, done, history date) is the organization's calendar day in its
 * zone, whatever the server's clock zone (UTC here). Only Date is faked: timers and the SDK's calls
 * to DynamoDB Local run as usual. The clock is set in the coming year (DynamoDB Local's TTL removes
 * sessions whose expiry has passed in real time, so a session made "in the past" could vanish).
 *
 * Sydney is UTC+11 in summer: 22:30 UTC on 23 November is 9:30 am on 24 November there (the UTC day
 * is still the 23rd), 01:00 UTC on 24 November is noon the same day. Daylight saving starts on the
 * first Sunday of October at 2 am (UTC+10 before, UTC+11 after) and ends on the first Sunday of
 * April at 3 am.
 */
const YEAR = new Date().getUTCFullYear() + 1;
const firstSunday = (monthIndex: number) => {
  const first = new Date(Date.UTC(YEAR, monthIndex, 1));
  return addDays(first.toISOString().slice(0, 10), (7 - first.getUTCDay()) % 7);
};
const NOV_23 = `${YEAR}-11-23`;
const NOV_24 = `${YEAR}-11-24`;
const BEFORE_TEN_SYDNEY = `${NOV_23}T22:30:00.000Z`;
const NOON_SYDNEY = `${NOV_24}T01:00:00.000Z`;
const LATE_EVENING_SYDNEY = `${NOV_23}T12:30:00.000Z`; // 11:30 pm on the 23rd in Sydney
const DST_STARTS = firstSunday(9);
const DST_ENDS = firstSunday(3);

/** Moves the clock; a jump of more than the session's idle limit signs the user in again, as a person would. */
async function later(user: TestUser, instant: string) {
  setClock(instant);
  const login = await request('POST', '/login', { body: { email: user.email, password: user.password } });
  expect(login.status).toBe(200);
  user.token = login.body.data.token;
}

afterEach(() => {
  vi.useRealTimers();
});

async function sydneyWorkspace(user: TestUser) {
  const fixture = await employeeFixture(user);
  const organization = await moveToSydney(user, fixture.organization);
  const job = await createJobOpening(user, salesPlace(fixture), { title: 'Baker' });
  return { ...fixture, organization, job };
}

async function addApplicant(
  user: TestUser,
  organizationId: number,
  jobId: number,
  extra: Record<string, unknown> = {},
) {
  return createApplicant(user, {
    organization_id: organizationId,
    first_name: 'Ada',
    last_name: 'Baker',
    email: `ada.${randomUUID().slice(0, 8)}@example.test`,
    job_opening_id: jobId,
    ...extra,
  });
}

describe("the organization's day, with the server in UTC", () => {
  it('an applicant added before 10 am Sydney time applied today in Sydney, not yesterday', async () => {
    setClock(BEFORE_TEN_SYDNEY);
    const user = await signUp();
    const f = await sydneyWorkspace(user);
    expect((await addApplicant(user, f.organization.id, f.job.id)).applied_date).toBe(NOV_24);

    await later(user, NOON_SYDNEY);
    expect((await addApplicant(user, f.organization.id, f.job.id)).applied_date).toBe(NOV_24);

    await later(user, LATE_EVENING_SYDNEY);
    expect((await addApplicant(user, f.organization.id, f.job.id)).applied_date).toBe(NOV_23);
    // A date the user gives is kept as given.
    const dated = await addApplicant(user, f.organization.id, f.job.id, { applied_date: `${YEAR}-11-01` });
    expect(dated.applied_date).toBe(`${YEAR}-11-01`);
  });

  it('a workspace in UTC keeps the UTC day', async () => {
    setClock(BEFORE_TEN_SYDNEY);
    const user = await signUp();
    const f = await sydneyWorkspace(user);
    const utc = await request('PUT', `/organizations/${f.organization.id}`, {
      token: user.token,
      body: {
        name: f.organization.name,
        contact_email: 'hr@example.test',
        timezone: 'UTC',
        version: f.organization.version,
      },
    });
    expect(utc.status).toBe(200);
    expect((await addApplicant(user, f.organization.id, f.job.id)).applied_date).toBe(NOV_23);
  });

  it('an offer made and answered on one Sydney morning shows one date', async () => {
    setClock(BEFORE_TEN_SYDNEY);
    const user = await signUp();
    const f = await sydneyWorkspace(user);
    const applicant = await addApplicant(user, f.organization.id, f.job.id);
    const offer = await request('POST', '/recruitment/offers', {
      token: user.token,
      body: {
        organization_id: f.organization.id,
        applicant_id: applicant.id,
        salary: 72000,
        start_date: `${YEAR + 1}-01-11`,
        expiration_date: `${YEAR}-12-05`,
      },
    });
    expect(offer.status).toBe(201);
    expect(offer.body.data).toMatchObject({ offer_date: NOV_24, responded_date: null });

    setClock(`${NOV_23}T22:45:00.000Z`);
    const answered = await request('PATCH', `/recruitment/offers/${offer.body.data.id}/status`, {
      token: user.token,
      body: { status: 'Accepted' },
    });
    expect(answered.status).toBe(200);
    // The instant stays UTC; the day is Sydney's.
    expect(answered.body.data).toMatchObject({
      offer_date: NOV_24,
      responded_at: `${NOV_23}T22:45:00.000Z`,
      responded_date: NOV_24,
    });
    const listed = await request('GET', `/recruitment/offers?organization_id=${f.organization.id}`, {
      token: user.token,
    });
    expect(listed.body.data[0]).toMatchObject({ responded_date: NOV_24 });
  });

  it("onboarding counts from Sydney's today and a task ticked at 9:30 am is done today", async () => {
    setClock(BEFORE_TEN_SYDNEY);
    const user = await signUp();
    const f = await sydneyWorkspace(user);
    // At the offer stage (a new applicant may start one move on), hired from the list with no offer
    // record: no start date, so tasks count from today.
    const applicant = await addApplicant(user, f.organization.id, f.job.id, { status: 'offer' });
    const hired = await request('PATCH', `/recruitment/applicants/${applicant.id}/status`, {
      token: user.token,
      body: { status: 'hired', version: applicant.version },
    });
    expect(hired.status).toBe(200);
    const template = (
      await request('POST', '/recruitment/onboarding/templates', {
        token: user.token,
        body: {
          organization_id: f.organization.id,
          name: 'Shop floor',
          tasks: [
            { name: 'Uniform', due_offset_days: 0 },
            { name: 'Food safety course', due_offset_days: 2 },
          ],
        },
      })
    ).body.data;
    const started = await request('POST', `/recruitment/onboarding/hires/${applicant.id}/plan`, {
      token: user.token,
      body: { template_id: template.id },
    });
    expect(started.status).toBe(201);
    expect(started.body.data.onboarding.tasks.map((task: { due_date: string }) => task.due_date)).toEqual([
      NOV_24,
      `${YEAR}-11-26`,
    ]);

    const ticked = await request('PATCH', `/recruitment/onboarding/hires/${applicant.id}/tasks/1`, {
      token: user.token,
      body: { status: 'completed' },
    });
    expect(ticked.status).toBe(200);
    expect(ticked.body.data.onboarding.tasks[0]).toMatchObject({
      status: 'completed',
      completed_at: BEFORE_TEN_SYDNEY,
      completed_date: NOV_24,
    });
    expect(ticked.body.data.onboarding.tasks[1]).toMatchObject({ completed_at: null, completed_date: null });
  });
});

describe('employee history by the organization day', () => {
  it('a change at 9:30 am Sydney is dated today and found by today → today', async () => {
    setClock(BEFORE_TEN_SYDNEY);
    const user = await signUp();
    const f = await sydneyWorkspace(user);
    const employee = await createEmployee(user, f, { first_name: 'Mia' });
    const mine = (events: { employee_id: number }[]) => events.filter((event) => event.employee_id === employee.id);

    const today = mine(await historyOf(user, f.organization.id, `&start_date=${NOV_24}&end_date=${NOV_24}`));
    expect(today).toEqual([expect.objectContaining({ event_type: 'Hired', date: NOV_24 })]);
    expect(mine(await historyOf(user, f.organization.id, `&start_date=${NOV_23}&end_date=${NOV_23}`))).toEqual([]);
    // Open-ended filters on either side are inclusive of the day too.
    expect(mine(await historyOf(user, f.organization.id, `&start_date=${NOV_24}`))).toHaveLength(1);
    expect(mine(await historyOf(user, f.organization.id, `&end_date=${NOV_24}`))).toHaveLength(1);
    expect(mine(await historyOf(user, f.organization.id, `&end_date=${NOV_23}`))).toEqual([]);

    // The audit log's export is named after the organization's day too.
    const exported = await request('GET', `/organizations/${f.organization.id}/audit-log/export`, {
      token: user.token,
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe(
      `attachment; filename="audit-log-${f.organization.id}-${NOV_24}.csv"`,
    );
  });

  it('days stay whole across the start of daylight saving', async () => {
    // 00:30 on the Sunday in Sydney (UTC+10, before the change): the UTC day is the Saturday.
    setClock(`${addDays(DST_STARTS, -1)}T14:30:00.000Z`);
    const user = await signUp();
    const f = await sydneyWorkspace(user);
    const early = await createEmployee(user, f, { first_name: 'Early' });
    // After the change the Sunday ends at 13:00 UTC (UTC+11), an hour before it would in winter:
    // 12:45 UTC is 11:45 pm on the Sunday, 13:30 UTC is 00:30 on the Monday.
    await later(user, `${DST_STARTS}T12:45:00.000Z`);
    const late = await createEmployee(user, f, { first_name: 'Late' });
    await later(user, `${DST_STARTS}T13:30:00.000Z`);
    const next = await createEmployee(user, f, { first_name: 'Next' });

    const dayOf = async (day: string) =>
      (await historyOf(user, f.organization.id, `&start_date=${day}&end_date=${day}`))
        .filter((event) => event.event_type === 'Hired')
        .map((event) => [event.employee_id, event.date]);
    expect(await dayOf(DST_STARTS)).toEqual([
      [late.id, DST_STARTS],
      [early.id, DST_STARTS],
    ]);
    expect(await dayOf(addDays(DST_STARTS, 1))).toEqual([[next.id, addDays(DST_STARTS, 1)]]);
    expect(await dayOf(addDays(DST_STARTS, -1))).toEqual([]);
  });

  it('days stay whole across the end of daylight saving', async () => {
    // Sydney returns to UTC+10 at 3 am on the Sunday: that day runs from 13:00 UTC on the Saturday to 14:00 UTC on the Sunday.
    setClock(`${addDays(DST_ENDS, -1)}T13:30:00.000Z`); // 00:30 on the Sunday (UTC+11)
    const user = await signUp();
    const f = await sydneyWorkspace(user);
    const first = await createEmployee(user, f, { first_name: 'First' });
    await later(user, `${DST_ENDS}T13:45:00.000Z`); // 11:45 pm on the Sunday (UTC+10)
    const last = await createEmployee(user, f, { first_name: 'Last' });
    await later(user, `${DST_ENDS}T14:15:00.000Z`); // 00:15 on the Monday
    const after = await createEmployee(user, f, { first_name: 'After' });

    const sunday = await historyOf(user, f.organization.id, `&start_date=${DST_ENDS}&end_date=${DST_ENDS}`);
    expect(sunday.map((event) => event.employee_id)).toEqual([last.id, first.id]);
    expect(sunday.every((event) => event.date === DST_ENDS)).toBe(true);
    const monday = addDays(DST_ENDS, 1);
    const nextDay = await historyOf(user, f.organization.id, `&start_date=${monday}&end_date=${monday}`);
    expect(nextDay.map((event) => event.employee_id)).toEqual([after.id]);
  });
});
