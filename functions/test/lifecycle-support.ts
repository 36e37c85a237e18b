import { vi } from 'vitest';
import { createEmployee, type EmployeeFixture, employeeFixture, moveToSydney } from './employee-support.ts';
import { request, signUp, type TestUser } from './support.ts';

/**
 * 25 November 2026, 01:30 in Sydney (AEDT, UTC+11) while it is still 24 November in UTC: the
 * organization's day and the server's day differ, as they do every Sydney morning.
 */
export const SYDNEY_MORNING = '2026-11-24T14:30:00Z';
export const SYDNEY_TODAY = '2026-11-25';

/** Only Date is faked: timers and the SDK run as usual. Call vi.useRealTimers() afterwards. */
export function setClock(instant: string): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
}

/** A workspace in Sydney (optionally with its own probation length) with departments and designations. */
export async function sydneyWorkspace(probationMonths?: number): Promise<{ user: TestUser; fixture: EmployeeFixture }> {
  const user = await signUp();
  const fixture = await employeeFixture(user);
  const organization = await moveToSydney(
    user,
    fixture.organization,
    probationMonths === undefined ? {} : { probation_months: probationMonths },
  );
  return { user, fixture: { ...fixture, organization } };
}

export async function hire(
  user: TestUser,
  fixture: EmployeeFixture,
  firstName: string,
  overrides: Record<string, unknown> = {},
) {
  return createEmployee(user, fixture, { first_name: firstName, last_name: 'Lifecycle', ...overrides });
}

export async function recordExit(user: TestUser, employee: { id: number }, body: Record<string, unknown>) {
  const version = (await request('GET', `/employees/${employee.id}`, { token: user.token })).body.data.version;
  return request('POST', `/employees/${employee.id}/exit`, { token: user.token, body: { version, ...body } });
}

export async function listTab(user: TestUser, organizationId: number, query: string) {
  const response = await request('GET', `/employees?organization_id=${organizationId}&${query}`, {
    token: user.token,
  });
  if (response.status !== 200) throw new Error(`list failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.data as {
    data: { id: number; first_name: string; lifecycle: string; probation_end_date: string | null }[];
    total: number;
    counts: Record<string, number>;
  };
}
