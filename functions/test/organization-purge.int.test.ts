import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../src/core/config.ts';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { PURGE_PHASES, purgeStep } from '../src/core/jobs/purge.ts';
import { PURGING_JOB_FILTER } from '../src/core/jobs/purge-job.ts';
import { runPurgeScheduler, runPurgeStep } from '../src/core/jobs/purge-worker.ts';
import { handlePurgeRecords } from '../src/core/jobs/stream-event.ts';
import { handler } from '../src/handlers/purge.ts';
import { startStreamPoller } from '../src/local/stream-poller.ts';
import { countPartition, countResumes, eventually, makeDue, PURGED_TABLES, readJob } from './purge-support.ts';
import { request } from './support.ts';
import { buildWorld, type World } from './world.ts';

const SMALL_STEPS = { maxItems: 7, maxMillis: 60_000 };

async function deletedWorld(marker: string): Promise<World> {
  const world = await buildWorld(marker);
  const answer = await request('DELETE', `/organizations/${world.organization.id}`, { token: world.owner.token });
  expect(answer.status).toBe(204);
  return world;
}

/** Every trace of the organization is gone, and `other` kept all of its data. */
async function expectPurged(world: World, other: World) {
  for (const table of PURGED_TABLES) {
    expect(await countPartition(table, world.organization.id), table).toBe(0);
    expect(await countPartition(table, other.organization.id), table).toBeGreaterThan(0);
  }
  expect(await countResumes(world.organization.id)).toBe(0);
  // The other's resume and its import file (the world's dry-run import).
  expect(await countResumes(other.organization.id)).toBe(2);
  // The audit log is append-only: the organization's events outlive it (and expire by TTL).
  expect(await countPartition('audit', world.organization.id)).toBeGreaterThan(0);
  for (const [table, key] of [
    ['employees', `employee#${world.employee.id}`],
    ['recruitment', `applicant#${world.applicant.id}`],
    ['organizations', `department#${world.department.id}`],
    ['leave', `leave_request#${world.leaveRequest.request_id}`],
    ['leave', `notification#${world.notification.notification_id}`],
  ] as const) {
    const locator = await dynamo().send(
      new GetCommand({ TableName: tableNames()[table], Key: { pk: key, sk: 'locator' }, ConsistentRead: true }),
    );
    expect(locator.Item, key).toBeUndefined();
  }
  expect((await request('GET', `/employees/${other.employee.id}`, { token: other.owner.token })).status).toBe(200);
  expect((await request('GET', '/organizations/deleted', { token: world.owner.token })).body.data).toEqual([]);
}

/** A stream record of the job as it is now, the way Lambda would deliver it. */
async function recordOf(organizationId: number) {
  const job = await readJob(organizationId);
  return {
    eventName: 'MODIFY',
    dynamodb: { NewImage: marshall(job, { removeUndefinedValues: true }) as never },
  };
}

// Small steps: a purge takes many steps (stream records), each one written by the step before it.
beforeAll(() => {
  process.env.PURGE_STEP_ITEMS = '10';
  resetConfig();
});
afterAll(() => {
  delete process.env.PURGE_STEP_ITEMS;
  resetConfig();
});

describe('the purge of a deleted organization', () => {
  it('starts only due jobs, once; a purge that started can no longer be restored', async () => {
    const [due, notDue] = await Promise.all([deletedWorld('DuePurge'), deletedWorld('NotDuePurge')]);
    await makeDue(due.organization.id);
    const { started } = await runPurgeScheduler();
    expect(started).toContain(due.organization.id);
    expect(started).not.toContain(notDue.organization.id);
    expect((await readJob(due.organization.id))?.status).toBe('purging');
    expect((await readJob(notDue.organization.id))?.status).toBe('scheduled');
    // Once purging started, the owner can no longer restore it.
    const restore = await request('POST', `/organizations/${due.organization.id}/restore`, {
      token: due.owner.token,
    });
    expect(restore.status).toBe(409);
    // A second run starts nothing twice.
    expect((await runPurgeScheduler()).started).not.toContain(due.organization.id);
  });

  it('purges in bounded steps until every partition, locator and resume is gone, others untouched', async () => {
    const [world, other] = await Promise.all([deletedWorld('ChunkPurge'), buildWorld('ChunkKept')]);
    const org = world.organization.id;
    for (const table of PURGED_TABLES) expect(await countPartition(table, org), table).toBeGreaterThan(0);
    await makeDue(org);
    await runPurgeScheduler();
    let steps = 0;
    let outcome = 'advanced';
    while (outcome === 'advanced') {
      const before = await readJob(org);
      outcome = await runPurgeStep(org, before?.step ?? -1, SMALL_STEPS);
      steps += 1;
      // Memberships and the organization record go last: owners see it until its last phase (whose
      // final page can end exactly at the step's limit, leaving one empty step to find it finished).
      const phase = (await readJob(org))?.phase;
      if (outcome === 'advanced' && phase !== 'table:organizations:last')
        expect(await countPartition('organizations', org), phase).toBeGreaterThan(0);
      expect(steps).toBeLessThan(200);
    }
    expect(outcome).toBe('finished');
    expect(steps).toBeGreaterThan(4);
    const job = await readJob(org);
    expect(job).toMatchObject({ status: 'done', step: steps });
    expect(job?.deleted_items).toBeGreaterThan(SMALL_STEPS.maxItems * 3);
    expect(job?.gsi1pk).toBeUndefined();
    await expectPurged(world, other);
    expect((await request('GET', `/organizations/${org}`, { token: world.owner.token })).status).toBe(404);
  });

  it('ignores a replayed or duplicate stream record, and resumes after a step that crashed before recording', async () => {
    const [world, other] = await Promise.all([deletedWorld('ReplayPurge'), buildWorld('ReplayKept')]);
    const org = world.organization.id;
    await makeDue(org);
    await runPurgeScheduler();
    const first = await recordOf(org);
    expect(await handlePurgeRecords({ Records: [first] })).toEqual(['advanced']);
    // The same record again (Lambda delivers at least once): the job moved on, nothing happens.
    const afterFirst = await readJob(org);
    expect(await handlePurgeRecords({ Records: [first] })).toEqual(['stale']);
    expect(await readJob(org)).toEqual(afterFirst);
    // A crash: a step deletes its items but dies before recording its progress.
    const position = { phase: afterFirst?.phase, cursor: afterFirst?.cursor };
    const crashed = await purgeStep(org, position, { maxItems: 20, maxMillis: 60_000 });
    expect(crashed.deleted).toBeGreaterThan(0);
    // Its retry runs the same step again from the same position, then the purge carries on.
    const retry = await recordOf(org);
    let outcomes = await handlePurgeRecords({ Records: [retry, retry] });
    expect(outcomes).toEqual(['advanced', 'stale']);
    while (outcomes[0] === 'advanced') outcomes = await handlePurgeRecords({ Records: [await recordOf(org)] });
    expect(outcomes).toEqual(['finished']);
    await expectPurged(world, other);
    // A record of a job that is done starts nothing.
    expect(await handlePurgeRecords({ Records: [first, await recordOf(org)] })).toEqual(['stale']);
  });

  it('runs from real DynamoDB Local stream records through the local poller and the Lambda handler', async () => {
    const [world, other] = await Promise.all([deletedWorld('StreamPurge'), buildWorld('StreamKept')]);
    const org = world.organization.id;
    const seen: number[] = [];
    const poller = startStreamPoller({
      endpoint: process.env.DYNAMODB_ENDPOINT as string,
      accessKey: process.env.DYNAMODB_LOCAL_ACCESS_KEY as string,
      region: 'local',
      tableName: tableNames().jobs,
      filter: PURGING_JOB_FILTER,
      handler: async (event) => {
        seen.push(event.Records.length);
        await handler(event);
      },
      idleMillis: 100,
    });
    try {
      await makeDue(org);
      // The scheduler's event, as EventBridge sends it.
      await handler({ source: 'aws.events' });
      await eventually(async () => (await readJob(org))?.status === 'done', 90_000, 'the purge to finish');
    } finally {
      await poller.stop();
    }
    expect(poller.stats.failures).toBe(0);
    expect((await readJob(org))?.step).toBeGreaterThan(3);
    expect(seen.reduce((sum, size) => sum + size, 0)).toBeGreaterThan(3);
    await expectPurged(world, other);
  });

  it('purges in a fixed order: tables, resume files, then the organization record and memberships last', () => {
    const names = PURGE_PHASES.map((phase) => phase.name);
    expect(names.slice(-2)).toEqual(['table:organizations', 'table:organizations:last']);
    expect(names).toContain('objects:resumes');
    expect(names).not.toContain('table:identity');
    expect(names).not.toContain('table:jobs');
  });
});
