import { afterAll, describe, expect, it } from 'vitest';
import {
  applicantRecord,
  employeeRecord,
  jobRecord,
  race,
  raceSuite,
  read,
  writesPerRace,
} from './concurrency-support.ts';
import { historyOf } from './employee-support.ts';

/**
 * Two members of one organization save the same record at the same moment, each with the
 * version they read: real concurrent requests, not one after the other. The version rule says
 * exactly one wins, the other gets 409, and the record holds the winner's values, once.
 * The other routes that take a version, and changes without one: concurrency-routes.int.test.ts.
 */

const ROUNDS = 5;
const BURST = 10;

const racers = raceSuite();

describe('two members saving the same record at the same moment', () => {
  afterAll(() => {
    // The races were real: in most rounds both saves got as far as DynamoDB's conditional write.
    for (const label of ['employee', 'job opening', 'applicant']) {
      expect(writesPerRace[label]?.filter((writes) => writes >= 2).length, label).toBeGreaterThan(0);
    }
  });

  it('employee: exactly one of two concurrent edits wins, the other gets 409, one version and one history event', async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const eventsBefore = (
        await historyOf(racers.owner, racers.world.organization.id, `&employee_id=${racers.world.employee.id}`)
      ).length;
      const { winner } = await race('employee', employeeRecord(racers.world), `R${round}`, [
        racers.owner,
        racers.admin,
      ]);
      const events = await historyOf(
        racers.owner,
        racers.world.organization.id,
        `&employee_id=${racers.world.employee.id}`,
      );
      expect(events.length).toBe(eventsBefore + 1);
      expect(events[0]?.changed_by).toBe(winner.user === racers.owner ? 'Owner Race' : 'Admin Racer');
      const listed = await read(
        racers.owner,
        `/employees?organization_id=${racers.world.organization.id}&per_page=100`,
      );
      expect(listed.data.find((entry: { id: number }) => entry.id === racers.world.employee.id)).toMatchObject({
        last_name: winner.values.last_name,
      });
    }
  });

  it('job opening: exactly one of two concurrent edits wins, the other gets 409', async () => {
    for (let round = 1; round <= ROUNDS; round++)
      await race('job opening', jobRecord(racers.world), `R${round}`, [racers.owner, racers.admin]);
  });

  it('applicant: exactly one of two concurrent edits wins, the other gets 409', async () => {
    for (let round = 1; round <= ROUNDS; round++)
      await race('applicant', applicantRecord(racers.world), `R${round}`, [racers.owner, racers.admin]);
  });

  it(`a burst of ${BURST} saves with the same version: exactly 1 succeeds and ${BURST - 1} get 409`, async () => {
    const users = Array.from({ length: BURST }, (_, index) => (index % 2 ? racers.admin : racers.owner));
    const employeeEvents = (
      await historyOf(racers.owner, racers.world.organization.id, `&employee_id=${racers.world.employee.id}`)
    ).length;
    await race('employee burst', employeeRecord(racers.world), 'Burst', users);
    expect(
      (await historyOf(racers.owner, racers.world.organization.id, `&employee_id=${racers.world.employee.id}`)).length,
    ).toBe(employeeEvents + 1);
    await race('job opening burst', jobRecord(racers.world), 'Burst', users);
    await race('applicant burst', applicantRecord(racers.world), 'Burst', users);
  });
});
