import { describe, expect, it } from 'vitest';
import { createEmployee, employeeBody, employeeFixture } from './employee-support.ts';
import { request, signUp } from './support.ts';

describe('employees: tenancy', () => {
  it("answers 404 for another organization's employees on every route", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const fixture = await employeeFixture(owner);
    const employee = await createEmployee(owner, fixture, { first_name: 'Secret', last_name: 'Agent' });
    const org = fixture.organization.id;
    const body = employeeBody(fixture);
    const calls: [string, string, unknown?][] = [
      ['GET', `/employees?organization_id=${org}`],
      ['GET', `/employees/trashed?organization_id=${org}`],
      ['GET', `/employees/options?organization_id=${org}`],
      ['GET', `/employees/history?organization_id=${org}`],
      ['POST', '/employees', body],
      ['GET', `/employees/${employee.id}`],
      ['PUT', `/employees/${employee.id}`, body],
      ['POST', `/employees/${employee.id}`, { ...body, _method: 'PUT' }],
      ['DELETE', `/employees/${employee.id}`],
      ['PATCH', `/employees/${employee.id}/restore`],
      ['DELETE', `/employees/${employee.id}/force`],
      ['PATCH', `/employees/${employee.id}/status`, { status: 'Active' }],
      ['PATCH', `/employees/${employee.id}/manager`, { reporting_manager_id: null }],
      ['GET', `/employees/${employee.id}/history`],
    ];
    for (const [method, path, requestBody] of calls) {
      const response = await request(method, path, { token: stranger.token, body: requestBody });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain('Secret');
    }
    const still = await request('GET', `/employees/${employee.id}`, { token: owner.token });
    expect(still.body.data).toMatchObject({ status: 'On Probation', trashed_at: null, version: 1 });
  });
});
