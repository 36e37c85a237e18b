import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';

/** The admin the root playwright.config.ts creates on its throwaway stack (kept in step with it). */
export const ADMIN = { email: 'admin@wattle.test', password: 'Correct-Horse-Battery-9' };

export const SCREENS_DIR = 'test-results/screens';

export interface Session {
  token: string;
  user: { id: number; name: string; email: string };
}

export interface OrganizationRecord {
  id: number;
  name: string;
  version: number;
  /** The organization's IANA zone: its "today" for dates. */
  timezone: string;
}

/** A name no other test (or earlier run on the same stack) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

export async function apiLogin(request: APIRequestContext): Promise<Session> {
  const response = await request.post('/api/v1/login', { data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: Session }).data;
}

/** Signs in through the API and hands the session to the page the way the login screen stores it. */
export async function signIn(page: Page, path = '/dashboard'): Promise<Session> {
  const session = await apiLogin(page.request);
  await page.goto('/login');
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('ACCESS_TOKEN', token);
    localStorage.setItem('user', JSON.stringify(user));
  }, session);
  await page.goto(path);
  return session;
}

export async function createOrganization(
  request: APIRequestContext,
  session: Session,
  name: string,
): Promise<OrganizationRecord> {
  const response = await request.post('/api/v1/organizations', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { name, contact_email: 'hr@example.com' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: OrganizationRecord }).data;
}

export async function deleteOrganization(request: APIRequestContext, session: Session, id: number): Promise<void> {
  await request.delete(`/api/v1/organizations/${id}`, { headers: { Authorization: `Bearer ${session.token}` } });
}

/** True when the page is wider than the viewport (something would scroll sideways). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/* Recruitment: the records a spec needs before it opens a screen, made through the API. */

export interface NamedRecord {
  id: number;
  name: string;
  version: number;
}

export interface DesignationRecord {
  id: number;
  title: string;
  department_id: number;
}

export interface JobOpeningRecord {
  id: number;
  title: string;
  department_id: number;
  designation_id: number;
  version: number;
}

export interface ApplicantRecord {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  status: string;
  job_opening_id: number;
  version: number;
}

export function authHeaders(session: Session): Record<string, string> {
  return { Authorization: `Bearer ${session.token}` };
}

async function created<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

export async function createDepartment(
  request: APIRequestContext,
  session: Session,
  organizationId: number,
  name: string,
): Promise<NamedRecord> {
  return created(
    await request.post(`/api/v1/organizations/${organizationId}/departments`, {
      headers: authHeaders(session),
      data: { name },
    }),
  );
}

export async function createDesignation(
  request: APIRequestContext,
  session: Session,
  departmentId: number,
  title: string,
): Promise<DesignationRecord> {
  return created(
    await request.post(`/api/v1/departments/${departmentId}/designations`, {
      headers: authHeaders(session),
      data: { title, level: 'Mid' },
    }),
  );
}

export async function deleteDesignation(request: APIRequestContext, session: Session, id: number): Promise<void> {
  const response = await request.delete(`/api/v1/designations/${id}`, { headers: authHeaders(session) });
  expect(response.status(), await response.text()).toBe(204);
}

export async function createJobOpening(
  request: APIRequestContext,
  session: Session,
  job: {
    organization_id: number;
    department_id: number;
    designation_id: number;
    title: string;
    location?: string;
    status?: string;
  },
): Promise<JobOpeningRecord> {
  return created(
    await request.post('/api/v1/recruitment/job-openings', {
      headers: authHeaders(session),
      data: { location: 'Sydney NSW', ...job },
    }),
  );
}

export async function createApplicant(
  request: APIRequestContext,
  session: Session,
  applicant: {
    organization_id: number;
    job_opening_id: number;
    first_name: string;
    last_name: string;
    email: string;
    status?: string;
  },
): Promise<ApplicantRecord> {
  return created(
    await request.post('/api/v1/recruitment/applicants', { headers: authHeaders(session), data: applicant }),
  );
}

/* Employees: records made through the API so a spec can start on any screen. */

export interface EmployeeRecord {
  id: number;
  first_name: string;
  last_name: string;
  employee_code: string;
  status: string;
  version: number;
}

export interface EmployeeFields {
  organization_id: number;
  department_id: number;
  designation_id: number;
  first_name: string;
  last_name: string;
  employee_code: string;
  reporting_manager_id?: number | null;
  status?: string;
  [field: string]: unknown;
}

/** A valid employee with the given names and code; everything else has a plain default. */
export async function createEmployee(
  request: APIRequestContext,
  session: Session,
  employee: EmployeeFields,
): Promise<EmployeeRecord> {
  return created(
    await request.post('/api/v1/employees', {
      headers: authHeaders(session),
      data: {
        personal_email: `${employee.employee_code.toLowerCase()}@example.com`,
        phone_number: '0400 000 000',
        date_of_birth: '1990-01-01',
        gender: 'Female',
        address: '1 Test St',
        address_suburb: 'Sydney',
        address_state: 'NSW',
        address_postcode: '2000',
        joining_date: '2026-01-05',
        employment_type: 'Full-time',
        status: 'On Probation',
        // The fund pay setup and pay runs use (typed once, on the record).
        superannuation_fund_name: 'AustralianSuper',
        superannuation_fund_usi: 'STA0100AU',
        ...employee,
      },
    }),
  );
}

/**
 * Signs in with `organizationId` already the saved workspace when the app first loads, so the
 * app never saves its own fallback (the first workspace) over it, and opens `path`.
 */
export async function signInTo(page: Page, organizationId: number, path: string): Promise<Session> {
  await page.addInitScript((id) => localStorage.setItem('selectedOrgId', String(id)), organizationId);
  return signIn(page, path);
}

/** Scrolls to the top, so a full-page screenshot does not catch the sticky top bar halfway down. */
export async function toTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}

/* Hiring pipeline: interviews, feedback, offers and onboarding templates made through the API. */

async function send<T>(
  request: APIRequestContext,
  session: Session,
  method: 'post' | 'put' | 'patch',
  path: string,
  data: unknown,
  status: number,
): Promise<T> {
  const response = await request[method](`/api/v1${path}`, { headers: authHeaders(session), data });
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

export interface InterviewRecord {
  id: number;
  applicant_id: number;
  local_starts_at: string;
  status: string;
  version: number;
}

/** An interview at an organization-local wall-clock time ('YYYY-MM-DDTHH:mm'); overlaps allowed. */
export function scheduleInterview(
  request: APIRequestContext,
  session: Session,
  interview: {
    organization_id: number;
    applicant_id: number;
    starts_at: string;
    interviewer_ids: number[];
    interview_type?: string;
    duration_minutes?: number;
  },
): Promise<InterviewRecord> {
  return send(
    request,
    session,
    'post',
    '/recruitment/interviews',
    { interview_type: 'Video', duration_minutes: 60, allow_overlap: true, ...interview },
    201,
  );
}

export function recordFeedback(
  request: APIRequestContext,
  session: Session,
  interviewId: number,
  feedback: { interviewer_id: number; score: number; notes?: string },
): Promise<InterviewRecord> {
  return send(request, session, 'put', `/recruitment/interviews/${interviewId}/feedback`, feedback, 200);
}

export interface OfferRecord {
  id: number;
  applicant_id: number;
  status: string;
}

export function makeOffer(
  request: APIRequestContext,
  session: Session,
  offer: { organization_id: number; applicant_id: number; salary: number; start_date: string; expiration_date: string },
): Promise<OfferRecord> {
  return send(request, session, 'post', '/recruitment/offers', offer, 201);
}

export function answerOffer(
  request: APIRequestContext,
  session: Session,
  offerId: number,
  status: 'Accepted' | 'Declined' | 'Withdrawn',
): Promise<OfferRecord> {
  return send(request, session, 'patch', `/recruitment/offers/${offerId}/status`, { status }, 200);
}

export interface TemplateRecord {
  id: number;
  name: string;
  version: number;
}

export function createOnboardingTemplate(
  request: APIRequestContext,
  session: Session,
  template: {
    organization_id: number;
    name: string;
    description?: string;
    tasks: { name: string; due_offset_days: number }[];
  },
): Promise<TemplateRecord> {
  return send(request, session, 'post', '/recruitment/onboarding/templates', template, 201);
}

export function setEmployeeStatus(
  request: APIRequestContext,
  session: Session,
  employee: Pick<EmployeeRecord, 'id' | 'version'>,
  status: string,
): Promise<EmployeeRecord> {
  return send(
    request,
    session,
    'patch',
    `/employees/${employee.id}/status`,
    { status, version: employee.version },
    200,
  );
}

/** Today's date in `timeZone` as YYYY-MM-DD (what the interview calendar calls today). */
export function todayIn(timeZone: string, offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/* E-mail: what the stack sent, read from its mail catcher's HTTP API (the runtime file names it). */

interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
  time: string;
}

function mailInboxUrl(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return (JSON.parse(readFileSync(join(dataDir, 'local-stack.json'), 'utf8')) as { mailInboxUrl: string }).mailInboxUrl;
}

/** The newest message to `address` with `subject`, waiting for it to arrive. */
export async function latestMail(address: string, subject: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => {
      const all = (await (await fetch(`${mailInboxUrl()}/api/email`)).json()) as CaughtMail[];
      found = all
        .filter((mail) => mail.subject === subject && mail.to.some((to) => to.address === address))
        .sort((a, b) => b.time.localeCompare(a.time))[0];
      return Boolean(found);
    })
    .toBe(true);
  return found as CaughtMail;
}

/** The path of the invitation link e-mailed to `address` for `organizationName` (waits for the mail). */
export async function invitationLink(address: string, organizationName: string): Promise<string> {
  const mail = await latestMail(address, `Join ${organizationName} on Wattle HR`);
  const link = /http:\/\/localhost:\d+(\/invitation#token=[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  return link as string;
}

/** A user of the running stack, made the way an operator adds one (`npm run create-admin`). */
export function createUser(email: string, password: string, name: string): void {
  execFileSync(
    'npm',
    ['run', 'create-admin', '--silent', '--', '--email', email, '--password', password, '--name', name],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
      stdio: 'pipe',
    },
  );
}
