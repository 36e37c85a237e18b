import { expect } from 'vitest';
import { createEmployee } from './employee-support.ts';
import { setPay } from './pay-run-support.ts';
import { type Json, request, type TestUser } from './support.ts';
import type { TimesheetWorld } from './timesheet-support.ts';

/** Rostering tests' API steps, shared by the roster, publishing, links and swap tests. */

/**
 * The body of POST /shifts in a department (`place`): `employeeId`'s shift (null: an open shift) on
 * `date` from `start_time` to `end_time`, with a 30-minute break unless told.
 */
export const shiftBody = (
  place: { organization_id: number; department_id: number },
  employeeId: number | null,
  date: string,
  start_time: string,
  end_time: string,
  break_minutes = 30,
) => ({ ...place, employee_id: employeeId, date, start_time, end_time, break_minutes });

/** A shift `user` creates through the API (POST /shifts answers 201): the shift as answered. */
export async function createdShift(user: TestUser, body: Record<string, unknown>): Promise<Json> {
  const answer = await request('POST', '/shifts', { token: user.token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as Json;
}

/** Cass, a casual paid the retail award's minimum (MA000004 Level 1, hourly) in `world`'s organization. */
export async function retailCasual(world: TimesheetWorld, last_name: string) {
  const cass = await createEmployee(world.owner, world.fixture, {
    first_name: 'Cass',
    last_name,
    employment_type: 'Casual',
  });
  await setPay(world.organizationId, cass.id, {
    basis: 'hourly',
    hourly_rate_e4: undefined,
    ordinary_hours_per_week: 0,
    pay_condition_set_id: 'MA000004',
    classification: 'L1',
  });
  return cass;
}
