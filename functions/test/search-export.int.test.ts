import { dayIn, todayIn } from '@wattle/shared/calendar';
import { EXPORT_COLUMNS } from '@wattle/shared/search';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, type EmployeeFixture, employeeBody, employeeFixture } from './employee-support.ts';
import { createApplicant, createJobOpening, salesPlace } from './recruitment-support.ts';
import { addMember, seedCustomRole } from './role-support.ts';
import { type Json, request, signUp, type TestUser } from './support.ts';

/**
 * Issue 15 §6: the top bar's search (employees through the directory's search, applicants and job
 * openings through GET /recruitment/search) and the CSV exports of the directory, applicants, job
 * openings and employee history: permission and scope aware, one organization's data only,
 * formula-looking cells escaped, never a payroll identifier.
 */

const TFN = '123456782';
const BSB = '062-000';
const ACCOUNT = '98765432';
const SUPER_MEMBER = '55501234';
const NEW_ACCOUNT = '11223344';

let owner: TestUser;
let fixture: EmployeeFixture;
let organizationId: number;
const people: Record<string, Json> = {};
const jobs: Record<string, Json> = {};
const applicants: Record<string, Json> = {};
let otherOwner: TestUser;

const job = (title: string, overrides: Record<string, unknown> = {}) =>
  createJobOpening(owner, salesPlace(fixture), { title, ...overrides });
const applicant = createApplicant;

const search = (user: TestUser, q: string, organization = organizationId) =>
  request('GET', `/recruitment/search?organization_id=${organization}&q=${encodeURIComponent(q)}`, {
    token: user.token,
  });

async function csvOf(user: TestUser, path: string) {
  const answer = await request('GET', path, { token: user.token });
  expect(answer.status, String(answer.body)).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  // (Response.text() drops the byte-order mark the file starts with.)
  const text = String(answer.body).replace(/^\uFEFF/, '');
  const rows = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
  return { text, header: rows[0], rows: rows.slice(1), headers: answer.headers };
}

beforeAll(async () => {
  owner = await signUp('Search Owner');
  fixture = await employeeFixture(owner);
  organizationId = fixture.organization.id;
  const add = async (name: string, overrides: Record<string, unknown> = {}) => {
    people[name] = await createEmployee(owner, fixture, { first_name: name, last_name: 'Quokka', ...overrides });
  };
  await add('Maya', {
    tax_file_number: TFN,
    bank_bsb: BSB,
    bank_account_number: ACCOUNT,
    superannuation_member_number: SUPER_MEMBER,
  });
  // One TFN per employee of an organization: Rory's is another valid one.
  await add('Rory', { reporting_manager_id: people.Maya.id, tax_file_number: '100000028' });
  await add('Eli', { department_id: fixture.engineering.id, designation_id: fixture.engineer.id });
  // Text a spreadsheet would run: exported escaped.
  await add('=HYPERLINK("http://evil.test")', { last_name: '@Risky' });
  // A payroll change, so history holds a "changed" event for it.
  const maya = (await request('GET', `/employees/${people.Maya.id}`, { token: owner.token })).body.data;
  const update = await request('PUT', `/employees/${people.Maya.id}`, {
    token: owner.token,
    body: {
      ...employeeBody(fixture, {
        first_name: 'Maya',
        last_name: 'Quokka',
        employee_code: maya.employee_code,
        personal_email: maya.personal_email,
      }),
      bank_account_number: NEW_ACCOUNT,
      version: maya.version,
    },
  });
  expect(update.status, JSON.stringify(update.body)).toBe(200);
  jobs.barista = await job('Barista Lead');
  jobs.baker = await job('+Night Baker', {
    department_id: fixture.engineering.id,
    designation_id: fixture.engineer.id,
  });
  applicants.ava = await applicant(owner, {
    organization_id: organizationId,
    first_name: 'Ava',
    last_name: 'Wombat',
    email: 'ava.wombat@example.test',
    phone: '-0400 111 222',
    job_opening_id: jobs.barista.id,
  });
  applicants.ben = await applicant(owner, {
    organization_id: organizationId,
    first_name: 'Ben',
    last_name: 'Wombat',
    email: 'ben@example.test',
    job_opening_id: jobs.baker.id,
    status: 'interview',
  });
  // Another organization with the same names: never in this one's answers.
  otherOwner = await signUp('Other Owner');
  const other = await employeeFixture(otherOwner);
  await createEmployee(otherOwner, other, { first_name: 'Maya', last_name: 'Quokka' });
  const otherJob = await createJobOpening(otherOwner, salesPlace(other), {
    title: 'Barista Lead',
    location: 'Melbourne',
  });
  await applicant(otherOwner, {
    organization_id: other.organization.id,
    first_name: 'Ava',
    last_name: 'Wombat',
    email: 'ava.other@example.test',
    job_opening_id: otherJob.id,
  });
}, 180_000);

describe('GET /recruitment/search', () => {
  it('finds applicants by name or e-mail and job openings by title, this organization only', async () => {
    const answer = await search(owner, 'WOMBAT');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data;
    expect(data.applicants.map((row: Json) => row.first_name).sort()).toEqual(['Ava', 'Ben']);
    expect(data.applicants.find((row: Json) => row.first_name === 'Ava')).toMatchObject({
      id: applicants.ava.id,
      email: 'ava.wombat@example.test',
      status: 'applied',
      job_opening: { id: jobs.barista.id, title: 'Barista Lead' },
    });
    expect(data.job_openings).toEqual([]);
    expect(data.totals).toEqual({ applicants: 2, job_openings: 0 });
    expect(data.complete).toBe(true);

    const byTitle = (await search(owner, 'barista')).body.data;
    expect(byTitle.job_openings).toEqual([
      { id: jobs.barista.id, title: 'Barista Lead', status: 'open', location: 'Sydney' },
    ]);
    expect((await search(owner, 'ben@example')).body.data.applicants.map((row: Json) => row.id)).toEqual([
      applicants.ben.id,
    ]);
  });

  it('answers only roles that view recruitment, and only members', async () => {
    expect((await search(await addMember(organizationId, 'Manager', 'manager'), 'wombat')).status).toBe(200);
    expect((await search(await addMember(organizationId, 'Employee', 'employee'), 'wombat')).status).toBe(403);
    expect((await search(await addMember(organizationId, 'Payroll', 'payroll_officer'), 'wombat')).status).toBe(403);
    // A member of another organization asking for this one's: 404, as for anything of it.
    expect((await search(otherOwner, 'wombat')).status).toBe(404);
  });

  it('refuses an empty or overlong search', async () => {
    expect((await search(owner, '   ')).status).toBe(422);
    expect((await search(owner, 'x'.repeat(101))).status).toBe(422);
    expect(
      (await request('GET', `/recruitment/search?organization_id=${organizationId}`, { token: owner.token })).status,
    ).toBe(422);
  });

  it('the employees side is the directory search, within the caller scope', async () => {
    const manager = await addMember(organizationId, 'Linked Manager', 'manager');
    const link = await request('PATCH', `/organizations/${organizationId}/members/${manager.id}`, {
      token: owner.token,
      body: { employee_id: people.Maya.id },
    });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    const names = async (user: TestUser) =>
      (
        await request('GET', `/employees?organization_id=${organizationId}&search=quokka&per_page=5`, {
          token: user.token,
        })
      ).body.data.data
        .map((row: Json) => row.first_name)
        .sort();
    expect(await names(owner)).toEqual(['Eli', 'Maya', 'Rory']);
    expect(await names(manager)).toEqual(['Maya', 'Rory']);
  });
});

describe('CSV exports', () => {
  it('exports the directory with its filters, escaped, without payroll identifiers', async () => {
    const { header, rows, text, headers } = await csvOf(owner, `/employees/export?organization_id=${organizationId}`);
    expect(header).toEqual([...EXPORT_COLUMNS.employees]);
    expect(rows.map((row) => row[1])).toEqual(['\'=HYPERLINK("http://evil.test")', 'Eli', 'Maya', 'Rory']);
    const maya = rows.find((row) => row[1] === 'Maya') as string[];
    expect(maya.slice(5, 8)).toEqual(['Sales', 'Sales Representative', '']);
    expect(rows.find((row) => row[1] === 'Rory')?.[7]).toBe('Maya Quokka');
    expect(rows[0]?.[2]).toBe("'@Risky");
    for (const secret of [TFN, '100000028', '062000', BSB, ACCOUNT, SUPER_MEMBER, '6782', '5432'])
      expect(text).not.toContain(secret);
    const timezone = fixture.organization.timezone as string;
    expect(headers.get('content-disposition')).toBe(`attachment; filename="employees-${todayIn(timezone)}.csv"`);
    expect(headers.get('x-export-rows')).toBe('4');
    expect(headers.get('x-export-truncated')).toBe('false');

    const engineering = await csvOf(
      owner,
      `/employees/export?organization_id=${organizationId}&department_id=${fixture.engineering.id}`,
    );
    expect(engineering.rows.map((row) => row[1])).toEqual(['Eli']);
    const searched = await csvOf(owner, `/employees/export?organization_id=${organizationId}&search=rory`);
    expect(searched.rows.map((row) => row[1])).toEqual(['Rory']);
  });

  it('exports only what the export grant reaches, and only for roles holding it', async () => {
    const payroll = await addMember(organizationId, 'Payroll Export', 'payroll_officer');
    const { text, rows } = await csvOf(payroll, `/employees/export?organization_id=${organizationId}`);
    expect(rows).toHaveLength(4);
    // The role sees payroll identifiers on the profile, never in an export.
    expect(text).not.toContain(TFN);
    expect(text).not.toContain(ACCOUNT);
    const manager = await addMember(organizationId, 'No Export', 'manager');
    expect(
      (await request('GET', `/employees/export?organization_id=${organizationId}`, { token: manager.token })).status,
    ).toBe(403);
    const role = await seedCustomRole(organizationId, 1, 'Team Exporter', {
      employees: { view: 'reports', export: 'reports' },
    });
    const lead = await addMember(organizationId, 'Team Lead', role);
    await request('PATCH', `/organizations/${organizationId}/members/${lead.id}`, {
      token: owner.token,
      body: { employee_id: people.Rory.id },
    });
    const reach = await csvOf(lead, `/employees/export?organization_id=${organizationId}`);
    expect(reach.rows.map((row) => row[1])).toEqual(['Rory']);
    // History is organization-wide: a reports-scoped export grant does not reach it.
    expect(
      (await request('GET', `/employees/history/export?organization_id=${organizationId}`, { token: lead.token }))
        .status,
    ).toBe(403);
  });

  it('exports employee history with its filters, payroll changes only as "changed"', async () => {
    const all = await csvOf(owner, `/employees/history/export?organization_id=${organizationId}`);
    expect(all.header).toEqual([...EXPORT_COLUMNS.employee_history]);
    expect(all.rows.filter((row) => row[4] === 'Hired')).toHaveLength(4);
    for (const secret of [TFN, ACCOUNT, NEW_ACCOUNT, SUPER_MEMBER, '6782', '3344'])
      expect(all.text).not.toContain(secret);
    const change = all.rows.find((row) => row[2] === 'Maya Quokka' && row[4] === 'Profile Update') as string[];
    expect(change[5]).toContain('Bank Account Number: changed');
    const rory = await csvOf(
      owner,
      `/employees/history/export?organization_id=${organizationId}&employee_id=${people.Rory.id}`,
    );
    expect(new Set(rory.rows.map((row) => `${row[2]} ${row[3]}`))).toEqual(new Set([`Rory Quokka ${people.Rory.id}`]));
    const hired = rory.rows.find((row) => row[4] === 'Hired') as string[];
    expect(hired[6]).toBe('Search Owner');
    // The date column is the organization's day of the event's instant.
    expect(hired[0]).toBe(dayIn(fixture.organization.timezone as string, hired[1] as string));
    const none = await csvOf(
      owner,
      `/employees/history/export?organization_id=${organizationId}&event_type=Termination`,
    );
    expect(none.rows).toEqual([]);
    expect(
      (
        await request('GET', `/employees/history/export?organization_id=${organizationId}&start_date=2026-02-30`, {
          token: owner.token,
        })
      ).status,
    ).toBe(422);
  });

  it('exports applicants with the list filters and job openings with names', async () => {
    const all = await csvOf(owner, `/recruitment/applicants/export?organization_id=${organizationId}`);
    expect(all.header).toEqual([...EXPORT_COLUMNS.applicants]);
    expect(all.rows.map((row) => row[0]).sort()).toEqual(['Ava', 'Ben']);
    const ava = all.rows.find((row) => row[0] === 'Ava') as string[];
    expect(ava).toEqual([
      'Ava',
      'Wombat',
      'ava.wombat@example.test',
      "'-0400 111 222",
      'Barista Lead',
      'LinkedIn',
      'applied',
      ava[7],
    ]);
    expect(ava[7]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const interviewing = await csvOf(
      owner,
      `/recruitment/applicants/export?organization_id=${organizationId}&status=interview`,
    );
    expect(interviewing.rows.map((row) => row[0])).toEqual(['Ben']);
    const forJob = await csvOf(
      owner,
      `/recruitment/applicants/export?organization_id=${organizationId}&job_opening_id=${jobs.barista.id}&search=ava`,
    );
    expect(forJob.rows.map((row) => row[0])).toEqual(['Ava']);
    expect(forJob.headers.get('content-disposition')).toMatch(/filename="applicants-\d{4}-\d{2}-\d{2}\.csv"/);

    const openings = await csvOf(owner, `/recruitment/job-openings/export?organization_id=${organizationId}`);
    expect(openings.header).toEqual([...EXPORT_COLUMNS.job_openings]);
    expect(openings.rows.map((row) => row.slice(0, 6))).toEqual([
      ["'+Night Baker", 'Engineering', 'Engineer', 'Sydney', 'Full-time', 'open'],
      ['Barista Lead', 'Sales', 'Sales Representative', 'Sydney', 'Full-time', 'open'],
    ]);
  });

  it('lets only roles holding recruitment export download recruitment CSVs', async () => {
    const hr = await addMember(organizationId, 'HR', 'hr_manager');
    expect(
      (await request('GET', `/recruitment/job-openings/export?organization_id=${organizationId}`, { token: hr.token }))
        .status,
    ).toBe(200);
    const manager = await addMember(organizationId, 'Viewer', 'manager');
    for (const path of ['/recruitment/job-openings/export', '/recruitment/applicants/export']) {
      expect((await request('GET', `${path}?organization_id=${organizationId}`, { token: manager.token })).status).toBe(
        403,
      );
      expect(
        (await request('GET', `${path}?organization_id=${organizationId}`, { token: otherOwner.token })).status,
      ).toBe(404);
    }
  });
});
