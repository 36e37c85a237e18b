import { todayIn } from '@wattle/shared/calendar';
import { TERMINATE_THROUGH_EXIT } from '@wattle/shared/employee-constants';
import { describe, expect, it } from 'vitest';
import {
  createEmployee,
  employeeBody,
  employeeFixture,
  historyOf,
  updateBodyOf,
  versionOf,
} from './employee-support.ts';
import { type Json, request, signUp } from './support.ts';

describe('employees: changes and their history', () => {
  it('files each change under its event type, with before → after details, atomically', async () => {
    const user = await signUp('Hilda HR');
    const fixture = await employeeFixture(user);
    const employee = await createEmployee(user, fixture, {
      first_name: 'Pat',
      last_name: 'Person',
      tax_file_number: '123456782',
    });
    const manager = await createEmployee(user, fixture, { first_name: 'Max', last_name: 'Boss' });
    const update = async (changes: Record<string, unknown>) => {
      const current = (await request('GET', `/employees/${employee.id}`, { token: user.token })).body.data;
      const response = await request('PUT', `/employees/${employee.id}`, {
        token: user.token,
        body: { ...updateBodyOf(current), ...changes },
      });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };
    await update({ designation_id: fixture.salesLead.id }); // Junior → Senior
    await update({ department_id: fixture.engineering.id, designation_id: fixture.engineer.id });
    await update({ phone_number: '0411 111 111', tax_file_number: '876543210' });
    await request('PATCH', `/employees/${employee.id}/status`, {
      token: user.token,
      body: { status: 'Active', version: await versionOf(user, `/employees/${employee.id}`) },
    });
    await request('PATCH', `/employees/${employee.id}/manager`, {
      token: user.token,
      body: { reporting_manager_id: manager.id, version: await versionOf(user, `/employees/${employee.id}`) },
    });
    // Terminated is not an inline status: it comes with a recorded exit.
    const inline = await request('PATCH', `/employees/${employee.id}/status`, {
      token: user.token,
      body: { status: 'Terminated', version: await versionOf(user, `/employees/${employee.id}`) },
    });
    expect(inline.status).toBe(422);
    expect(inline.body.errors.status).toEqual([TERMINATE_THROUGH_EXIT]);
    const exit = await request('POST', `/employees/${employee.id}/exit`, {
      token: user.token,
      body: {
        last_working_day: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        reason: 'resignation',
        notice_weeks: 4,
        version: await versionOf(user, `/employees/${employee.id}`),
      },
    });
    expect(exit.status, JSON.stringify(exit.body)).toBe(201);
    await request('POST', `/employees/${employee.id}/exit/cancel`, {
      token: user.token,
      body: { version: await versionOf(user, `/employees/${employee.id}`) },
    });
    await request('DELETE', `/employees/${employee.id}`, { token: user.token });
    await request('PATCH', `/employees/${employee.id}/restore`, { token: user.token });

    const events = await historyOf(user, fixture.organization.id, `&employee_id=${employee.id}`);
    expect(events.map((event) => event.event_type)).toEqual([
      'Restored',
      'Trashed',
      'Exit Cancelled',
      'Termination',
      'Manager Change',
      'Status Change',
      'Profile Update',
      'Transfer',
      'Promotion',
      'Hired',
    ]);
    const byType = Object.fromEntries(events.map((event) => [event.event_type, event]));
    expect(byType.Promotion?.details).toBe('Designation: Sales Representative → Sales Lead');
    expect(byType.Transfer?.details).toBe('Department: Sales → Engineering; Designation: Sales Lead → Engineer');
    expect(byType['Profile Update']?.details).toBe(
      'Phone Number: 0400 000 000 → 0411 111 111; Tax File Number (TFN): changed',
    );
    expect(JSON.stringify(events)).not.toContain('876543210');
    expect(byType['Manager Change']?.details).toBe('Reporting Manager: (none) → Max Boss');
    expect(byType['Status Change']?.details).toBe('Status: On Probation → Active');
    expect(byType.Hired?.changed_by).toBe('Hilda HR');
    const perEmployee = await request('GET', `/employees/${employee.id}/history?per_page=3`, { token: user.token });
    expect(perEmployee.body.data.data.map((event: { event_type: string }) => event.event_type)).toEqual([
      'Restored',
      'Trashed',
      'Exit Cancelled',
    ]);
    expect(perEmployee.body.data.next_cursor).toEqual(expect.any(String));
    // The employee's index (gsi1): a page of exactly its events answers no cursor, nor does the
    // page after one short of them.
    const pageOf = (perPage: number, cursor?: string) =>
      request('GET', `/employees/${employee.id}/history?per_page=${perPage}${cursor ? `&cursor=${cursor}` : ''}`, {
        token: user.token,
      });
    const all = (await pageOf(100)).body.data.data as Json[];
    const whole = await pageOf(all.length);
    expect(whole.body.data.data).toEqual(all);
    expect(whole.body.data.next_cursor).toBeNull();
    const first = await pageOf(all.length - 1);
    expect(first.body.data.data).toEqual(all.slice(0, -1));
    const second = await pageOf(all.length - 1, first.body.data.next_cursor);
    expect(second.body.data.data).toEqual(all.slice(-1));
    expect(second.body.data.next_cursor).toBeNull();
  });

  it('a refused change writes no event: stale version, cycle, taken code', async () => {
    const user = await signUp();
    const fixture = await employeeFixture(user);
    const boss = await createEmployee(user, fixture, { first_name: 'Big', last_name: 'Boss' });
    const middle = await createEmployee(user, fixture, {
      first_name: 'Mid',
      last_name: 'Manager',
      reporting_manager_id: boss.id,
    });
    const staff = await createEmployee(user, fixture, {
      first_name: 'Sam',
      last_name: 'Staff',
      reporting_manager_id: middle.id,
    });
    const before = await historyOf(user, fixture.organization.id);

    const cycle = await request('PATCH', `/employees/${boss.id}/manager`, {
      token: user.token,
      body: { reporting_manager_id: staff.id, version: await versionOf(user, `/employees/${boss.id}`) },
    });
    expect(cycle.status).toBe(422);
    expect(cycle.body.errors.reporting_manager_id).toEqual([
      'This manager reports to the employee, directly or indirectly.',
    ]);
    const self = await request('PATCH', `/employees/${boss.id}/manager`, {
      token: user.token,
      body: { reporting_manager_id: boss.id, version: await versionOf(user, `/employees/${boss.id}`) },
    });
    expect(self.body.errors.reporting_manager_id).toEqual(['An employee cannot report to themselves.']);
    const cycleViaForm = await request('PUT', `/employees/${middle.id}`, {
      token: user.token,
      body: { ...updateBodyOf(middle), reporting_manager_id: staff.id },
    });
    expect(cycleViaForm.body.errors.reporting_manager_id).toEqual([
      'This manager reports to the employee, directly or indirectly.',
    ]);

    const first = await request('PUT', `/employees/${staff.id}`, {
      token: user.token,
      body: { ...updateBodyOf(staff), phone_number: '0422 222 222' },
    });
    expect(first.status).toBe(200);
    const stale = await request('PUT', `/employees/${staff.id}`, {
      token: user.token,
      body: { ...updateBodyOf(staff), phone_number: '0433 333 333' },
    });
    expect(stale.status).toBe(409);
    const staleStatus = await request('PATCH', `/employees/${staff.id}/status`, {
      token: user.token,
      body: { status: 'Active', version: 1 },
    });
    expect(staleStatus.status).toBe(409);
    const taken = await request('PUT', `/employees/${staff.id}`, {
      token: user.token,
      body: { ...updateBodyOf(first.body.data), employee_code: boss.employee_code },
    });
    expect(taken.status).toBe(422);

    const after = await historyOf(user, fixture.organization.id);
    expect(after.length).toBe(before.length + 1); // only the one successful phone change
    const current = (await request('GET', `/employees/${staff.id}`, { token: user.token })).body.data;
    expect(current).toMatchObject({ phone_number: '0422 222 222', status: 'On Probation', version: 2 });
  });

  it('trash and restore keep the record unchanged; force delete is refused while others report to them', async () => {
    const user = await signUp();
    const fixture = await employeeFixture(user);
    const manager = await createEmployee(user, fixture, { first_name: 'Lead', last_name: 'Person' });
    const report = await createEmployee(user, fixture, {
      first_name: 'Rep',
      last_name: 'Person',
      reporting_manager_id: manager.id,
    });
    const base = `?organization_id=${fixture.organization.id}`;
    expect((await request('DELETE', `/employees/${manager.id}/force`, { token: user.token })).status).toBe(409);
    expect((await request('DELETE', `/employees/${manager.id}`, { token: user.token })).status).toBe(204);
    const active = await request('GET', `/employees${base}`, { token: user.token });
    expect(active.body.data.data.map((e: { id: number }) => e.id)).toEqual([report.id]);
    expect(active.body.data.data[0].reporting_manager).toMatchObject({ id: manager.id, first_name: 'Lead' });
    const trashed = await request('GET', `/employees/trashed${base}`, { token: user.token });
    expect(trashed.body.data.data.map((e: { id: number }) => e.id)).toEqual([manager.id]);
    expect(trashed.body.data.data[0].trashed_at).toEqual(expect.any(String));

    const refused = await request('DELETE', `/employees/${manager.id}/force`, { token: user.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('1 employee reports to this employee. Assign them another manager first.');

    const restored = await request('PATCH', `/employees/${manager.id}/restore`, { token: user.token });
    const { version: _v1, updated_at: _u1, trashed_at: _t1, ...restoredRest } = restored.body.data;
    const { version: _v2, updated_at: _u2, trashed_at: _t2, ...originalRest } = manager;
    expect(restoredRest).toEqual(originalRest);
    expect(restored.body.data.trashed_at).toBeNull();

    await request('PATCH', `/employees/${report.id}/manager`, {
      token: user.token,
      body: { reporting_manager_id: null, version: await versionOf(user, `/employees/${report.id}`) },
    });
    await request('DELETE', `/employees/${manager.id}`, { token: user.token });
    expect((await request('DELETE', `/employees/${manager.id}/force`, { token: user.token })).status).toBe(204);
    expect((await request('GET', `/employees/${manager.id}`, { token: user.token })).status).toBe(404);
    const events = await historyOf(user, fixture.organization.id, `&employee_id=${manager.id}`);
    expect(events[0]).toMatchObject({ event_type: 'Deleted', details: 'Deleted permanently' });
    // The freed code can be used again.
    const reuse = await request('POST', '/employees', {
      token: user.token,
      body: employeeBody(fixture, { employee_code: manager.employee_code }),
    });
    expect(reuse.status).toBe(201);
  });

  it('filters history by event type and by dates, inclusive', async () => {
    const user = await signUp();
    const fixture = await employeeFixture(user);
    const employee = await createEmployee(user, fixture);
    await request('PATCH', `/employees/${employee.id}/status`, {
      token: user.token,
      body: { status: 'Active', version: await versionOf(user, `/employees/${employee.id}`) },
    });
    // History dates are the organization's day, not UTC's (they differ for ten hours of every Sydney day).
    const today = todayIn(fixture.organization.timezone as string);
    const org = fixture.organization.id;
    expect((await historyOf(user, org, `&start_date=${today}&end_date=${today}`)).length).toBe(2);
    expect((await historyOf(user, org, `&end_date=${today}`)).length).toBe(2);
    expect((await historyOf(user, org, '&end_date=2000-01-01')).length).toBe(0);
    expect((await historyOf(user, org, '&start_date=2999-01-01')).length).toBe(0);
    const statusOnly = await historyOf(user, org, '&event_type=Status%20Change');
    expect(statusOnly.map((event) => event.event_type)).toEqual(['Status Change']);
    expect(statusOnly[0]?.date).toBe(today);
    const bad = await request(
      'GET',
      `/employees/history?organization_id=${org}&start_date=2026-02-02&end_date=2026-02-01`,
      {
        token: user.token,
      },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.end_date).toEqual(['The end date cannot be before the start date.']);
  });

  it('accepts form posts with _method=PUT', async () => {
    const user = await signUp();
    const fixture = await employeeFixture(user);
    const employee = await createEmployee(user, fixture);
    const form = new URLSearchParams({
      ...(Object.fromEntries(
        Object.entries(updateBodyOf(employee)).map(([k, v]) => [k, v === null ? '' : String(v)]),
      ) as Record<string, string>),
      address: '2 Pitt St, Sydney',
      _method: 'PUT',
    });
    const response = await request('POST', `/employees/${employee.id}`, {
      token: user.token,
      rawBody: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.address).toBe('2 Pitt St, Sydney');
  });
});
