import type { APIRequestContext, Page } from '@playwright/test';
import { Api, type JobOpeningRecord, login, type OrganizationRecord, type Session, signInWith } from './fixtures';

/**
 * The helpers of the specs written before web/e2e/fixtures, for a spec that still imports them.
 * A new spec uses the fixtures instead (`import { expect, test } from './fixtures'`): its page
 * starts signed in, and `api` makes its records.
 */

export {
  ADMIN,
  createUser,
  hasHorizontalScroll,
  invitationLink,
  latestMail,
  login as apiLogin,
  SCREENS_DIR,
  todayIn,
  toTop,
  uniqueName,
} from './fixtures';
export type * from './fixtures/records';

export function authHeaders(session: Session): Record<string, string> {
  return { Authorization: `Bearer ${session.token}` };
}

/** Signs in through the API (a session of its own) and opens `path`. */
export async function signIn(page: Page, path = '/dashboard'): Promise<Session> {
  const session = await login(page.request);
  await signInWith(page, session, path);
  return session;
}

/** Signs in with `organizationId` the saved workspace, and opens `path`. */
export async function signInTo(page: Page, organizationId: number, path: string): Promise<Session> {
  await page.addInitScript((id) => localStorage.setItem('selectedOrgId', String(id)), organizationId);
  return signIn(page, path);
}

const as = (request: APIRequestContext, session: Session) => new Api(request, session);

export const createOrganization = (request: APIRequestContext, session: Session, name: string) =>
  as(request, session).send<OrganizationRecord>('post', '/organizations', {
    name,
    contact_email: 'hr@example.com',
  });
export const deleteOrganization = (request: APIRequestContext, session: Session, id: number) =>
  as(request, session).deleteOrganization(id);
export const createDepartment = (request: APIRequestContext, session: Session, organizationId: number, name: string) =>
  as(request, session).department(organizationId, name);
export const createDesignation = (request: APIRequestContext, session: Session, departmentId: number, title: string) =>
  as(request, session).designation(departmentId, title);
export const createEmployee = (
  request: APIRequestContext,
  session: Session,
  employee: Parameters<Api['employee']>[0],
) => as(request, session).employee(employee);
export const createJobOpening = (
  request: APIRequestContext,
  session: Session,
  job: { organization_id: number; department_id: number; designation_id: number; title: string; status?: string },
) =>
  as(request, session).send<JobOpeningRecord>('post', '/recruitment/job-openings', { location: 'Sydney NSW', ...job });
export const createApplicant = (
  request: APIRequestContext,
  session: Session,
  applicant: Parameters<Api['applicant']>[0],
) => as(request, session).applicant(applicant);
