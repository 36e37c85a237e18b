import { afterAll, beforeAll, expect } from 'vitest';
import { onAwsCommand } from '../src/core/aws/command-log.ts';
import { STALE_VERSION_MESSAGE } from '../src/core/error.ts';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { request, signUp, type TestUser } from './support.ts';
import { buildWorld, type World } from './world.ts';

/**
 * Races for the concurrency tests (concurrency.int.test.ts, concurrency-routes.int.test.ts): a
 * world with its owner and an admin, requests sent at once, and the one-winner rule of versions.
 */

export type Answer = Awaited<ReturnType<typeof request>>;
export type Body = Record<string, unknown>;

/** Per race: how many of its requests reached DynamoDB's conditional write (for FAULTS_VERBOSE). */
export const writesPerRace: Record<string, number[]> = {};
let writesSent = 0;

/** Counts the writes that reach DynamoDB while the calling test file runs. */
export function countRaceWrites() {
  let stopCounting: () => void = () => undefined;
  beforeAll(() => {
    stopCounting = onAwsCommand(({ name }) => {
      if (/TransactWrite|Update/.test(name)) writesSent++;
      return undefined;
    });
  });
  afterAll(() => {
    stopCounting();
    if (process.env.FAULTS_VERBOSE) console.info(JSON.stringify(writesPerRace));
  });
}

/** A world to race in: its owner and a second member, an admin. */
export async function raceWorld() {
  const world = await buildWorld('Race');
  const admin = await signUp('Admin Racer');
  await membershipEntity()
    .create({
      organization_id: world.organization.id,
      user_id: admin.id,
      role: 'admin',
      created_at: new Date().toISOString(),
    })
    .go();
  return { world, owner: world.owner, admin };
}

/** A test file's race world (`raceWorld`), built before all its tests, with its writes counted. */
export function raceSuite() {
  const racers = {} as Awaited<ReturnType<typeof raceWorld>>;
  countRaceWrites();
  beforeAll(async () => {
    Object.assign(racers, await raceWorld());
  });
  return racers;
}

export async function read(user: TestUser, path: string) {
  const answer = await request('GET', path, { token: user.token });
  expect(answer.status, path).toBe(200);
  return answer.body.data;
}

/** Sends every request at once and waits for all the answers. */
export async function atOnce(label: string, sends: (() => Promise<Answer>)[]): Promise<Answer[]> {
  const before = writesSent;
  const answers = await Promise.all(sends.map((send) => send()));
  writesPerRace[label] = [...(writesPerRace[label] ?? []), writesSent - before];
  return answers;
}

/** Exactly one 200; every other answer is the 409 of a stale version. Returns the winner's index. */
export function expectOneWinner(answers: Answer[], label: string): number {
  expect(answers.map((answer) => answer.status).sort(), label).toEqual([200, ...Array(answers.length - 1).fill(409)]);
  for (const answer of answers.filter((candidate) => candidate.status === 409)) {
    expect(answer.body, label).toEqual({ message: STALE_VERSION_MESSAGE });
  }
  return answers.findIndex((answer) => answer.status === 200);
}

export interface Racer {
  user: TestUser;
  values: Body;
}

export interface RecordUnderRace {
  /** Where the record is read. */
  path: () => string;
  /** Sends one racer's save with the version read. */
  save: (racer: Racer, version: number) => Promise<Answer>;
  /** Distinct values for racer `index` of round `round`: no two racers' values are alike. */
  values: (round: string, index: number) => Body;
}

/**
 * One race: every racer reads the record (all see the same version), all save at once with
 * different values; then the record must hold the winner's values at the next version, as the
 * first racer reads it.
 */
export async function race(label: string, record: RecordUnderRace, round: string, users: TestUser[]) {
  const views = await Promise.all(users.map((user) => read(user, record.path())));
  const version: number = views[0].version;
  for (const view of views) expect(view.version).toBe(version);
  const racers = users.map((user, index) => ({ user, values: record.values(round, index) }));
  const answers = await atOnce(
    label,
    racers.map((racer) => () => record.save(racer, version)),
  );
  const winner = expectOneWinner(answers, label);
  const winning = racers[winner]?.values as Body;
  expect(answers[winner]?.body.data).toMatchObject({ ...winning, version: version + 1 });
  const after = await read(users[0] as TestUser, record.path());
  expect(after).toMatchObject({ ...winning, version: version + 1 });
  // None of the losers' values made it in.
  racers.forEach((racer, index) => {
    if (index === winner) return;
    for (const [field, value] of Object.entries(racer.values)) expect(after[field], field).not.toEqual(value);
  });
  return { winner: racers[winner] as Racer, version: version + 1 };
}

export const employeeRecord = (world: World): RecordUnderRace => ({
  path: () => `/employees/${world.employee.id}`,
  save: (racer, version) =>
    request('PUT', `/employees/${world.employee.id}`, {
      token: racer.user.token,
      body: {
        ...world.employeeBody,
        first_name: world.employee.first_name,
        employee_code: world.employee.employee_code,
        personal_email: world.employee.personal_email,
        reporting_manager_id: world.manager.id,
        ...racer.values,
        version,
      },
    }),
  values: (round, index) => ({ last_name: `Racer${index}${round}`, address: `${index} ${round} Race St, Sydney` }),
});

export const jobRecord = (world: World): RecordUnderRace => ({
  path: () => `/recruitment/job-openings/${world.job.id}`,
  save: (racer, version) =>
    request('PUT', `/recruitment/job-openings/${world.job.id}`, {
      token: racer.user.token,
      body: {
        organization_id: world.organization.id,
        title: world.job.title,
        department_id: world.department.id,
        designation_id: world.designation.id,
        location: 'Sydney',
        ...racer.values,
        version,
      },
    }),
  values: (round, index) => ({ title: `Job ${round} by racer ${index}`, location: `Office ${index}${round}` }),
});

export const applicantRecord = (world: World): RecordUnderRace => ({
  path: () => `/recruitment/applicants/${world.applicant.id}`,
  save: (racer, version) =>
    request('PUT', `/recruitment/applicants/${world.applicant.id}`, {
      token: racer.user.token,
      body: { ...world.applicantBody, status: 'interview', ...racer.values, version },
    }),
  values: (round, index) => ({
    first_name: `Racer${index}${round}`,
    phone: `0400 000 ${String(index).padStart(3, '0')}`,
  }),
});
