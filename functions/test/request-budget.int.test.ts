/**
 * DynamoDB requests per endpoint, counted on the client: authorization is one BatchGetItem (after
 * one locator read for an id-only path); after it every list and search ≤ 2 per page, every detail
 * ≤ 2; the dashboard the same for a small and a larger organization. The endpoints and budgets are
 * those `npm run bench` reports (bench/src/endpoints.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  budgetOf,
  countEndpoint,
  createEndpointFixture,
  dashboardCase,
  type EndpointCase,
  employeeBody,
  endpointCases,
  endpointProblems,
} from '../../bench/src/endpoints.ts';
import { PDF_BYTES, uploadResume } from './recruitment-support.ts';
import { request, signUp, type TestUser } from './support.ts';

const caller =
  (user: TestUser): ApiCall =>
  async (method, path, body) => {
    const response = await request(method, path, { token: user.token, body });
    return { status: response.status, body: response.body };
  };

async function organizationWithEmployees(call: ApiCall, count: number): Promise<number> {
  const organization = (
    await call('POST', '/organizations', { name: `Dashboard ${count}`, contact_email: 'hr@example.test' })
  ).body.data;
  const department = (await call('POST', `/organizations/${organization.id}/departments`, { name: 'Sales' })).body.data;
  const designation = (await call('POST', `/departments/${department.id}/designations`, { title: 'Rep' })).body.data;
  for (let index = 0; index < count; index++) {
    const created = await call(
      'POST',
      '/employees',
      employeeBody(organization.id, department.id, designation.id, 'Dash'),
    );
    if (created.status !== 201) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  }
  return organization.id;
}

describe('DynamoDB requests per endpoint', () => {
  it('authorizes with one BatchGetItem; then lists and searches make at most 2 requests per page, details at most 2', {
    timeout: 60_000,
  }, async () => {
    const user = await signUp();
    const call = caller(user);
    const fixture = await createEndpointFixture(call, {
      uploadResume: (organizationId) => uploadResume(user, organizationId, PDF_BYTES),
    });
    const firstPage = await call('GET', `/employees?organization_id=${fixture.organizationId}&per_page=1`);
    const cases = endpointCases(fixture, { employeesCursor: firstPage.body.data.next_cursor });
    const overBudget: string[] = [];
    const checked: EndpointCase[] = [];
    for (const endpoint of cases) {
      const budget = budgetOf(endpoint.kind);
      if (budget === null) continue;
      const count = await countEndpoint(call, endpoint);
      checked.push(endpoint);
      overBudget.push(...endpointProblems(endpoint, count));
    }
    expect(checked.length).toBeGreaterThan(30);
    expect(overBudget, overBudget.join('\n')).toEqual([]);
  });

  it('the dashboard makes as many requests for 60 employees as for 5', { timeout: 60_000 }, async () => {
    const user = await signUp();
    const call = caller(user);
    const small = await countEndpoint(call, dashboardCase(await organizationWithEmployees(call, 5)));
    const large = await countEndpoint(call, dashboardCase(await organizationWithEmployees(call, 60)));
    expect(large.byCommand).toEqual(small.byCommand);
  });
});
