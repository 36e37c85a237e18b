import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicantRecord,
  countRaceWrites,
  employeeRecord,
  jobRecord,
  race,
  raceWorld,
  read,
  writesPerRace,
} from './concurrency-support.ts';
import { historyOf } from './employee-support.ts';
import type { TestUser } from './support.ts';
import type { World } from './world.ts';

/**
 * Two members of one organization save the same record at the same moment, each with the
 * version they read: real concurrent requests, not one after the other. The version rule says
 * exactly one wins, the other gets 409, and the record holds the winner's values, once.
 * The other routes that take a version, and changes without one: concurrency-routes.int.test.ts.
 */

const ROUNDS = 5;
const BURST = 10;

let world: World;
let owner: TestUser;
let admin: TestUser;

countRaceWrites();
beforeAll(async () => {
  ({ world, owner, admin } = await raceWorld());
});

describe('two members saving the same record at the same moment', () => {
  afterAll(() => {
    // The races were real: in most rounds both saves got as far as DynamoDB's conditional write.
    for (const label of ['employee', 'job opening', 'applicant']) {
      expect(writesPerRace[label]?.filter((writes) => writes >= 2).length, label).toBeGreaterThan(0);
    }
  });

  it('employee: exactly one of two concurrent edits wins, the other gets 409, one version and one history event', async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const eventsBefore = (await historyOf(owner, world.organization.id, `&employee_id=${world.employee.id}`)).length;
      const { winner } = await race('employee', employeeRecord(world), `R${round}`, [owner, admin]);
      const events = await historyOf(owner, world.organization.id, `&employee_id=${world.employee.id}`);
      expect(events.length).toBe(eventsBefore + 1);
      expect(events[0]?.changed_by).toBe(winner.user === owner ? 'Owner Race' : 'Admin Racer');
      const listed = await read(owner, `/employees?organization_id=${world.organization.id}&per_page=100`);
      expect(listed.data.find((entry: { id: number }) => entry.id === world.employee.id)).toMatchObject({
        last_name: winner.values.last_name,
      });
    }
  });

  it('job opening: exactly one of two concurrent edits wins, the other gets 409', async () => {
    for (let round = 1; round <= ROUNDS; round++)
      await race('job opening', jobRecord(world), `R${round}`, [owner, admin]);
  });

  it('applicant: exactly one of two concurrent edits wins, the other gets 409', async () => {
    for (let round = 1; round <= ROUNDS; round++)
      await race('applicant', applicantRecord(world), `R${round}`, [owner, admin]);
  });

  it(`a burst of ${BURST} saves with the same version: exactly 1 succeeds and ${BURST - 1} get 409`, async () => {
    const users = Array.from({ length: BURST }, (_, index) => (index % 2 ? admin : owner));
    const employeeEvents = (await historyOf(owner, world.organization.id, `&employee_id=${world.employee.id}`)).length;
    await race('employee burst', employeeRecord(world), 'Burst', users);
    expect((await historyOf(owner, world.organization.id, `&employee_id=${world.employee.id}`)).length).toBe(
      employeeEvents + 1,
    );
    await race('job opening burst', jobRecord(world), 'Burst', users);
    await race('applicant burst', applicantRecord(world), 'Burst', users);
  });
});
