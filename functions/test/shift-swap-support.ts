import { expect } from 'vitest';
import { moveToSydney, type OwnerWorkspace, ownerWorkspace } from './employee-support.ts';
import { createdShift, shiftBody } from './roster-support.ts';
import { linkedEmployee } from './self-service-support.ts';
import { type Json, request, type TestUser } from './support.ts';

/** Shift swapping's test world and client steps (shift-swaps*.int.test.ts). */

export type Person = { employee: Json; user: TestUser };

/**
 * An organization in Sydney: its owner (no employee record), Manny (a manager, with an employee
 * record) and Eve, Sam and Tia in Sales reporting to him, each with a member account.
 */
export async function swapWorld() {
  const workspace: OwnerWorkspace = await ownerWorkspace('Olivia Owner');
  const { owner, f } = workspace;
  await moveToSydney(owner, f.organization);
  const manny: Person = await linkedEmployee(owner, f, { first_name: 'Manny' });
  const members = await request('PATCH', `/organizations/${workspace.org}/members/${manny.user.id}`, {
    token: owner.token,
    body: { role: 'manager' },
  });
  expect(members.status, JSON.stringify(members.body)).toBe(200);
  const reports = { reporting_manager_id: manny.employee.id };
  const eve: Person = await linkedEmployee(owner, f, { first_name: 'Eve', ...reports });
  const sam: Person = await linkedEmployee(owner, f, { first_name: 'Sam', ...reports });
  const tia: Person = await linkedEmployee(owner, f, { first_name: 'Tia', ...reports });
  return { ...workspace, manny, eve, sam, tia, reports, ...swapClient(workspace) };
}

/** The API steps the swap tests take, as a client of `workspace`. */
export function swapClient({ owner, f, org }: OwnerWorkspace) {
  const shift = (employeeId: number | null, date: string, start_time: string, end_time: string) =>
    createdShift(
      owner,
      shiftBody({ organization_id: org, department_id: f.sales.id }, employeeId, date, start_time, end_time),
    );
  const publish = async (from: string, to: string) => {
    const published = await request('POST', '/rosters/publish', {
      token: owner.token,
      body: { organization_id: org, department_id: f.sales.id, from, to },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(202);
  };
  const offer = (user: TestUser, shiftId: number, to?: number) =>
    request('POST', '/shift-swaps', {
      token: user.token,
      body: { organization_id: org, shift_id: shiftId, ...(to ? { to_employee_id: to } : {}) },
    });
  const step = (user: TestUser, swap: Json, action: string) =>
    request('PATCH', `/shift-swaps/${swap.id}/${action}`, { token: user.token, body: { version: swap.version } });
  const holderOf = async (shiftId: number, date: string) => {
    const roster = await request(
      'GET',
      `/rosters?organization_id=${org}&department_id=${f.sales.id}&from=${date}&to=${date}`,
      { token: owner.token },
    );
    return roster.body.data.shifts.find((one: Json) => one.id === shiftId) as Json;
  };
  /** Every swap `user` sees (all pages, or those of `status`), with the pages' sizes. */
  const allSwaps = async (user: TestUser, status?: string) => {
    const swaps: Json[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const search = new URLSearchParams({ organization_id: String(org) });
      if (status) search.set('status', status);
      if (cursor) search.set('cursor', cursor);
      const page = await request('GET', `/shift-swaps?${search}`, { token: user.token });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      swaps.push(...page.body.data.data);
      sizes.push(page.body.data.data.length);
      cursor = page.body.data.next_cursor;
    } while (cursor && sizes.length < 20);
    return { swaps, sizes };
  };
  return { shift, publish, offer, step, holderOf, allSwaps };
}
