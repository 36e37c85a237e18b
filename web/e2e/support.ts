import { type APIRequestContext, expect, type Page } from '@playwright/test';

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
