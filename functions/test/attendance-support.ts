import { addDays } from '@wattle/shared/calendar';
import type { RoleKey } from '@wattle/shared/permissions';
import { expect, vi } from 'vitest';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { createEmployee, type EmployeeFixture, employeeFixture, moveToSydney } from './employee-support.ts';
import { type Json, request, signUp, type TestUser } from './support.ts';

/**
 * Attendance tests run on a Sydney workspace (UTC+11 in November) on a clock set in the coming
 * year (only Date is faked; DynamoDB Local's TTL would remove sessions made "in the past"). Moving
 * the clock by hours idles sessions out, so `at` signs the given people in again, as they would.
 */
const YEAR = new Date().getUTCFullYear() + 1;
const mondayFrom = (date: string) => addDays(date, (8 - new Date(`${date}T00:00:00Z`).getUTCDay()) % 7);
/** A Monday in November (a working day of the default pattern), and the Monday a week later. */
export const PAST_MONDAY = mondayFrom(`${YEAR}-11-08`);
export const MONDAY = addDays(PAST_MONDAY, 7);
export const SATURDAY = addDays(PAST_MONDAY, 5);

/** `HH:MM` on `date` in Sydney (AEDT, UTC+11 in November) as a UTC instant. */
export function sydney(date: string, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const utc = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    hours - 11,
    minutes,
  );
  return new Date(utc).toISOString();
}

export async function at(instant: string, ...people: TestUser[]): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
  for (const person of people) {
    const login = await request('POST', '/login', { body: { email: person.email, password: person.password } });
    expect(login.status).toBe(200);
    person.token = login.body.data.token;
  }
}

export interface AttendanceWorld {
  owner: TestUser;
  fixture: EmployeeFixture;
  organizationId: number;
  /** Maya manages Rory, who manages Ivy (Tuesday to Saturday); Otto (from 8:30) reports to no one. */
  people: Record<'Maya' | 'Rory' | 'Ivy' | 'Otto', { id: number }>;
}

/** A Sydney workspace with four employees in a small reporting tree. */
export async function attendanceWorld(): Promise<AttendanceWorld> {
  const owner = await signUp('Attendance Owner');
  const fixture = await employeeFixture(owner);
  await moveToSydney(owner, fixture.organization);
  const add = (name: string, overrides: Record<string, unknown> = {}) =>
    createEmployee(owner, fixture, { first_name: name, last_name: 'Clock', ...overrides });
  const Maya = await add('Maya');
  const Rory = await add('Rory', { reporting_manager_id: Maya.id });
  // Ivy works Tuesday to Saturday; Otto starts at 8:30 (the others at the default 9:00).
  const Ivy = await add('Ivy', { reporting_manager_id: Rory.id, work_days: ['tue', 'wed', 'thu', 'fri', 'sat'] });
  const Otto = await add('Otto', { start_time: '08:30' });
  return { owner, fixture, organizationId: fixture.organization.id, people: { Maya, Rory, Ivy, Otto } };
}

/**
 * The attendance world and the members the clock tests sign in as: Rory and Otto (employees, linked
 * to their records), Maya as their manager, and an HR manager.
 */
export async function clockWorld() {
  const world = await attendanceWorld();
  return {
    world,
    rory: await member(world, 'employee', world.people.Rory.id),
    otto: await member(world, 'employee', world.people.Otto.id),
    manager: await member(world, 'manager', world.people.Maya.id),
    hr: await member(world, 'hr_manager'),
  };
}
export type ClockWorld = Awaited<ReturnType<typeof clockWorld>>;

/** A new member of `role`, linked to an employee record when one is given (as Settings → Members links it). */
export async function member(world: AttendanceWorld, role: RoleKey, employeeId?: number): Promise<TestUser> {
  const user = await signUp(`Attendance ${role}`);
  await membershipEntity()
    .create({ organization_id: world.organizationId, user_id: user.id, role, created_at: new Date().toISOString() })
    .go();
  if (employeeId) {
    const linked = await request('PATCH', `/organizations/${world.organizationId}/members/${user.id}`, {
      token: world.owner.token,
      body: { employee_id: employeeId },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
  }
  return user;
}

export async function clockStep(world: AttendanceWorld, user: TestUser, action: string, note?: string) {
  return request('POST', '/attendance/clock', {
    token: user.token,
    body: { organization_id: world.organizationId, action, ...(note ? { note } : {}) },
  });
}

export async function board(world: AttendanceWorld, user: TestUser, query = '') {
  const answer = await request('GET', `/attendance/board?organization_id=${world.organizationId}${query}`, {
    token: user.token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { date: string; counts: Record<string, number>; data: Json[] };
}
