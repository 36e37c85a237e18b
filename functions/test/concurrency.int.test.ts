import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onAwsCommand } from '../src/core/aws/command-log.ts';
import { STALE_VERSION_MESSAGE } from '../src/core/error.ts';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { historyOf } from './employee-support.ts';
import { request, signUp, type TestUser } from './support.ts';
import { buildWorld, type World } from './world.ts';

/**
 * Two members of one organization save the same record at the same moment, each with the
 * version they read: real concurrent requests, not one after the other. The version rule says
 * exactly one wins, the other gets 409, and the record holds the winner's values, once.
 */

type Answer = Awaited<ReturnType<typeof request>>;
type Body = Record<string, unknown>;

const ROUNDS = 5;
const BURST = 10;

let world: World;
let owner: TestUser;
let admin: TestUser;
/** Per race: how many of its requests reached DynamoDB's conditional write (for FAULTS_VERBOSE). */
const writesPerRace: Record<string, number[]> = {};
let writesSent = 0;
let stopCounting: () => void;

beforeAll(async () => {
  world = await buildWorld('Race');
  owner = world.owner;
  admin = await signUp('Admin Racer');
  await membershipEntity()
    .create({
      organization_id: world.organization.id,
      user_id: admin.id,
      role: 'admin',
      created_at: new Date().toISOString(),
    })
    .go();
  stopCounting = onAwsCommand(({ name }) => {
    if (/TransactWrite|Update/.test(name)) writesSent++;
    return undefined;
  });
});

afterAll(() => {
  stopCounting();
  if (process.env.FAULTS_VERBOSE) console.info(JSON.stringify(writesPerRace));
});

async function read(user: TestUser, path: string) {
  const answer = await request('GET', path, { token: user.token });
  expect(answer.status, path).toBe(200);
  return answer.body.data;
}

/** Sends every request at once and waits for all the answers. */
async function atOnce(label: string, sends: (() => Promise<Answer>)[]): Promise<Answer[]> {
  const before = writesSent;
  const answers = await Promise.all(sends.map((send) => send()));
  writesPerRace[label] = [...(writesPerRace[label] ?? []), writesSent - before];
  return answers;
}

/** Exactly one 200; every other answer is the 409 of a stale version. Returns the winner's index. */
function expectOneWinner(answers: Answer[], label: string): number {
  expect(answers.map((answer) => answer.status).sort(), label).toEqual([200, ...Array(answers.length - 1).fill(409)]);
  for (const answer of answers.filter((candidate) => candidate.status === 409)) {
    expect(answer.body, label).toEqual({ message: STALE_VERSION_MESSAGE });
  }
  return answers.findIndex((answer) => answer.status === 200);
}

interface Racer {
  user: TestUser;
  values: Body;
}

interface RecordUnderRace {
  /** Where the record is read. */
  path: () => string;
  /** Sends one racer's save with the version read. */
  save: (racer: Racer, version: number) => Promise<Answer>;
  /** Distinct values for racer `index` of round `round`: no two racers' values are alike. */
  values: (round: string, index: number) => Body;
}

/**
 * One race: every racer reads the record (all see the same version), all save at once with
 * different values; then the record must hold the winner's values at the next version.
 */
async function race(label: string, record: RecordUnderRace, round: string, users: TestUser[]) {
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
  const after = await read(owner, record.path());
  expect(after).toMatchObject({ ...winning, version: version + 1 });
  // None of the losers' values made it in.
  racers.forEach((racer, index) => {
    if (index === winner) return;
    for (const [field, value] of Object.entries(racer.values)) expect(after[field], field).not.toEqual(value);
  });
  return { winner: racers[winner] as Racer, version: version + 1 };
}

const employeeRecord = (): RecordUnderRace => ({
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

const jobRecord = (): RecordUnderRace => ({
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

const applicantRecord = (): RecordUnderRace => ({
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
      const { winner } = await race('employee', employeeRecord(), `R${round}`, [owner, admin]);
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
    for (let round = 1; round <= ROUNDS; round++) await race('job opening', jobRecord(), `R${round}`, [owner, admin]);
  });

  it('applicant: exactly one of two concurrent edits wins, the other gets 409', async () => {
    for (let round = 1; round <= ROUNDS; round++)
      await race('applicant', applicantRecord(), `R${round}`, [owner, admin]);
  });

  it('every other route that takes a version lets exactly one of two concurrent saves win', async () => {
    const orgId = world.organization.id;
    const extra = await request('POST', '/employees', {
      token: owner.token,
      body: { ...world.employeeBody, employee_code: 'RACE-EXTRA', personal_email: 'race.extra@example.test' },
    });
    expect(extra.status).toBe(201);
    const interviewBody = {
      organization_id: orgId,
      applicant_id: world.applicant.id,
      starts_at: '2026-12-10T10:00',
      interview_type: 'Video',
      interviewer_ids: [world.owner.id],
    };
    const records: [string, RecordUnderRace][] = [
      [
        'organization',
        {
          path: () => `/organizations/${orgId}`,
          save: (racer, version) =>
            request('PUT', `/organizations/${orgId}`, {
              token: racer.user.token,
              body: { contact_email: 'hr@example.test', timezone: 'Australia/Sydney', ...racer.values, version },
            }),
          values: (round, index) => ({ name: `Org ${round} racer ${index}` }),
        },
      ],
      [
        'department',
        {
          path: () => `/departments/${world.department.id}`,
          save: (racer, version) =>
            request('PUT', `/departments/${world.department.id}`, {
              token: racer.user.token,
              body: { ...racer.values, version },
            }),
          values: (round, index) => ({ name: `Sales ${round} racer ${index}` }),
        },
      ],
      [
        'designation',
        {
          path: () => `/designations/${world.designation.id}`,
          save: (racer, version) =>
            request('PUT', `/designations/${world.designation.id}`, {
              token: racer.user.token,
              body: { ...racer.values, version },
            }),
          values: (round, index) => ({ title: `Rep ${round} racer ${index}`, level: index ? 'Senior' : 'Mid' }),
        },
      ],
      [
        'employee status',
        {
          path: () => `/employees/${extra.body.data.id}`,
          save: (racer, version) =>
            request('PATCH', `/employees/${extra.body.data.id}/status`, {
              token: racer.user.token,
              body: { ...racer.values, version },
            }),
          values: (_round, index) => ({ status: index ? 'On Leave' : 'Active' }),
        },
      ],
      [
        'employee manager',
        {
          path: () => `/employees/${extra.body.data.id}`,
          save: (racer, version) =>
            request('PATCH', `/employees/${extra.body.data.id}/manager`, {
              token: racer.user.token,
              body: { ...racer.values, version },
            }),
          values: (_round, index) => ({ reporting_manager_id: index ? world.manager.id : world.employee.id }),
        },
      ],
      [
        'interview',
        {
          path: () => `/recruitment/interviews/${world.interview.id}`,
          save: (racer, version) =>
            request('PUT', `/recruitment/interviews/${world.interview.id}`, {
              token: racer.user.token,
              body: { ...interviewBody, ...racer.values, version },
            }),
          values: (round, index) => ({ location: `Room ${round} racer ${index}` }),
        },
      ],
      [
        'onboarding template',
        {
          path: () => `/recruitment/onboarding/templates/${world.template.id}`,
          save: (racer, version) =>
            request('PUT', `/recruitment/onboarding/templates/${world.template.id}`, {
              token: racer.user.token,
              body: {
                organization_id: orgId,
                tasks: [{ name: 'Laptop', due_offset_days: 0 }],
                ...racer.values,
                version,
              },
            }),
          values: (round, index) => ({ name: `Template ${round} racer ${index}` }),
        },
      ],
      [
        'applicant status',
        {
          path: () => `/recruitment/applicants/${world.applicant.id}`,
          save: (racer, version) =>
            request('PATCH', `/recruitment/applicants/${world.applicant.id}/status`, {
              token: racer.user.token,
              body: { ...racer.values, version },
            }),
          values: (_round, index) => ({ status: index ? 'rejected' : 'offer' }),
        },
      ],
    ];
    for (const [label, record] of records) {
      await race(label, record, 'Once', [owner, admin]);
    }
    // Whichever status won, the applicant goes back to the interview stage the next tests start
    // from (rejected → applied → interview, offer → interview: both allowed moves).
    let applicant = await read(owner, `/recruitment/applicants/${world.applicant.id}`);
    for (const status of applicant.status === 'rejected' ? ['applied', 'interview'] : ['interview']) {
      const moved = await request('PATCH', `/recruitment/applicants/${world.applicant.id}/status`, {
        token: owner.token,
        body: { status, version: applicant.version },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      applicant = moved.body.data;
    }
  });

  it('changes that carry no version, sent at once, never answer 500 and never lose a success', async () => {
    const orgId = world.organization.id;
    const token = owner.token;
    /** Every answer is 200 or 409 and at least one is 200; returns the successful ones. */
    const expectSuccessOrConflict = (label: string, answers: Answer[]) => {
      for (const answer of answers)
        expect([200, 409], `${label}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
      const successes = answers.filter((answer) => answer.status === 200);
      expect(successes.length, label).toBeGreaterThan(0);
      return successes;
    };

    // Cancelling the same interview twice at once: it is cancelled once.
    const interview = (
      await request('POST', '/recruitment/interviews', {
        token,
        body: {
          organization_id: orgId,
          applicant_id: world.applicant.id,
          starts_at: '2026-12-11T15:00',
          interview_type: 'Phone',
          interviewer_ids: [world.owner.id],
        },
      })
    ).body.data;
    const cancels = await atOnce('interview cancel', [
      () => request('PATCH', `/recruitment/interviews/${interview.id}/cancel`, { token }),
      () => request('PATCH', `/recruitment/interviews/${interview.id}/cancel`, { token: admin.token }),
    ]);
    expectSuccessOrConflict('interview cancel', cancels);
    expect(await read(owner, `/recruitment/interviews/${interview.id}`)).toMatchObject({
      status: 'cancelled',
      version: interview.version + 1,
    });

    // Accepting and declining the same offer at once: one answer stands, with its applicant status.
    const candidate = (
      await request('POST', '/recruitment/applicants', {
        token,
        body: { ...world.applicantBody, first_name: 'Offered', email: 'offered.racer@example.test' },
      })
    ).body.data;
    const offer = (
      await request('POST', '/recruitment/offers', {
        token,
        body: {
          organization_id: orgId,
          applicant_id: candidate.id,
          salary: 95000,
          start_date: '2027-02-01',
          expiration_date: '2027-01-20',
        },
      })
    ).body.data;
    const answersToOffer = await atOnce('offer answer', [
      () => request('PATCH', `/recruitment/offers/${offer.id}/status`, { token, body: { status: 'Accepted' } }),
      () =>
        request('PATCH', `/recruitment/offers/${offer.id}/status`, {
          token: admin.token,
          body: { status: 'Declined' },
        }),
    ]);
    const [accepted] = expectSuccessOrConflict('offer answer', answersToOffer);
    expect(answersToOffer.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const status = accepted?.body.data.status;
    expect((await read(owner, `/recruitment/offers/${offer.id}`)).status).toBe(status);
    expect((await read(owner, `/recruitment/applicants/${candidate.id}`)).status).toBe(
      status === 'Accepted' ? 'hired' : 'rejected',
    );

    // Two statuses for the same onboarding task at once: the task holds one that was answered 200.
    const tasks = await atOnce('onboarding task', [
      () =>
        request('PATCH', `/recruitment/onboarding/hires/${world.hire.id}/tasks/1`, {
          token,
          body: { status: 'in-progress' },
        }),
      () =>
        request('PATCH', `/recruitment/onboarding/hires/${world.hire.id}/tasks/1`, {
          token: admin.token,
          body: { status: 'completed' },
        }),
    ]);
    const taskStatuses = expectSuccessOrConflict('onboarding task', tasks).map(
      (answer) => answer.body.data.onboarding.tasks[0].status,
    );
    const hires = await read(owner, `/recruitment/onboarding/hires?organization_id=${orgId}`);
    const hire = hires.find((entry: { applicant_id: number }) => entry.applicant_id === world.hire.id);
    expect(taskStatuses).toContain(hire.onboarding.tasks[0].status);
    if (taskStatuses.length === 1) expect(hire.onboarding.tasks[0].status).toBe(taskStatuses[0]);
  });

  it(`a burst of ${BURST} saves with the same version: exactly 1 succeeds and ${BURST - 1} get 409`, async () => {
    const users = Array.from({ length: BURST }, (_, index) => (index % 2 ? admin : owner));
    const employeeEvents = (await historyOf(owner, world.organization.id, `&employee_id=${world.employee.id}`)).length;
    await race('employee burst', employeeRecord(), 'Burst', users);
    expect((await historyOf(owner, world.organization.id, `&employee_id=${world.employee.id}`)).length).toBe(
      employeeEvents + 1,
    );
    await race('job opening burst', jobRecord(), 'Burst', users);
    await race('applicant burst', applicantRecord(), 'Burst', users);
  });
});
