import { describe, expect, it } from 'vitest';
import type { ProxyMode } from './fault-proxy.ts';
import {
  type Answer,
  api,
  COMMITS,
  directory,
  employees,
  errorLogs,
  expectUnavailable,
  get,
  HOLD_WAIT_MS,
  historyOf,
  measured,
  org,
  proxy,
  unhandledErrors,
  useFaultProxy,
} from './faults-support.ts';

/**
 * DynamoDB going away with writes in flight, and a connection dropped while it stays up: each
 * write either took effect entirely or not at all, its answer says which, and a lost answer is
 * resent and applied once (the proxy in front of DynamoDB: faults-support.ts). DynamoDB
 * unavailable: faults.int.test.ts.
 */

useFaultProxy();

/** One write of a round: what it sends, and how to tell from the API whether it took effect. */
interface PlannedWrite {
  name: string;
  send(): Promise<Answer>;
  /** Asserts the organization holds entirely the before or entirely the after state; returns which. */
  applied(): Promise<boolean>;
}

interface Outcome {
  name: string;
  status: number;
  applied: boolean;
}

/** The round's writes; updates carry the version read now, as a client has it on screen. */
async function planRound(tag: string): Promise<PlannedWrite[]> {
  const { token, organizationId } = org;
  const newEmployee = employees.employeeBody(org.fixture, { first_name: 'Fault', last_name: `New${tag}` });
  const newTitle = `Opening ${tag}`;
  const employeeBefore = org.employeeBody;
  const employeeAfter = {
    ...employeeBefore,
    last_name: `Updated${tag}`,
    status: employeeBefore.status === 'Active' ? 'On Leave' : 'Active',
  };
  const applicantAfter = { ...org.applicantBody, first_name: `Applicant${tag}` };
  const jobAfter = { ...org.jobBody, title: `Steady ${tag}` };
  const employeeVersion: number = (await get(`/employees/${org.employee.id}`)).version;
  const applicantVersion: number = (await get(`/recruitment/applicants/${org.applicant.id}`)).version;
  const jobVersion: number = (await get(`/recruitment/job-openings/${org.job.id}`)).version;
  return [
    {
      name: 'employee create',
      send: () => api.request('POST', '/employees', { token, body: newEmployee }),
      applied: async () => {
        const listed = (await directory()).filter((entry) => entry.employee_code === newEmployee.employee_code);
        expect(listed.length).toBeLessThanOrEqual(1);
        const created = listed[0];
        // The uniqueness guards went with the record: taken if it exists, free if it does not.
        const again = await api.request('POST', '/employees', { token, body: newEmployee });
        if (!created) {
          expect(again.status).toBe(201);
          return false;
        }
        expect(again.status).toBe(422);
        const detail = await get(`/employees/${created.id}`);
        expect(detail).toMatchObject({ last_name: newEmployee.last_name, version: 1 });
        expect((await historyOf(detail.id)).map((event) => event.event_type)).toEqual(['Hired']);
        return true;
      },
    },
    {
      name: 'employee update',
      send: () =>
        api.request('PUT', `/employees/${org.employee.id}`, {
          token,
          body: { ...employeeAfter, version: employeeVersion },
        }),
      applied: async () => {
        const detail = await get(`/employees/${org.employee.id}`);
        const applied = detail.version === employeeVersion + 1;
        if (!applied) expect(detail.version).toBe(employeeVersion);
        const expected = applied ? employeeAfter : employeeBefore;
        expect(detail).toMatchObject({ last_name: expected.last_name, status: expected.status });
        const entry = (await directory()).find((row) => row.id === org.employee.id);
        expect(entry).toMatchObject({ last_name: expected.last_name, status: expected.status });
        if (applied) org.employeeBody = employeeAfter;
        return applied;
      },
    },
    {
      name: 'job opening create',
      send: () =>
        api.request('POST', '/recruitment/job-openings', { token, body: { ...org.jobBody, title: newTitle } }),
      applied: async () => {
        const openings = (await get(`/recruitment/job-openings?organization_id=${organizationId}&per_page=48`))
          .data as { id: number; title: string }[];
        const created = openings.filter((opening) => opening.title === newTitle);
        expect(created.length).toBeLessThanOrEqual(1);
        if (!created[0]) return false;
        expect((await get(`/recruitment/job-openings/${created[0].id}`)).title).toBe(newTitle);
        return true;
      },
    },
    {
      name: 'job opening update',
      send: () =>
        api.request('PUT', `/recruitment/job-openings/${org.job.id}`, {
          token,
          body: { ...jobAfter, version: jobVersion },
        }),
      applied: async () => {
        const detail = await get(`/recruitment/job-openings/${org.job.id}`);
        const applied = detail.version === jobVersion + 1;
        if (!applied) expect(detail.version).toBe(jobVersion);
        expect(detail.title).toBe(applied ? jobAfter.title : org.jobBody.title);
        if (applied) org.jobBody = jobAfter;
        return applied;
      },
    },
    {
      name: 'applicant update',
      send: () =>
        api.request('PUT', `/recruitment/applicants/${org.applicant.id}`, {
          token,
          body: { ...applicantAfter, version: applicantVersion },
        }),
      applied: async () => {
        const detail = await get(`/recruitment/applicants/${org.applicant.id}`);
        const applied = detail.version === applicantVersion + 1;
        if (!applied) expect(detail.version).toBe(applicantVersion);
        expect(detail.first_name).toBe(applied ? applicantAfter.first_name : org.applicantBody.first_name);
        if (applied) org.applicantBody = applicantAfter;
        return applied;
      },
    },
  ];
}

/** Counts agree everywhere: dashboard figures with the directory, history events with versions. */
async function expectConsistentOrganization() {
  const listed = await directory();
  const dashboard = await get(`/dashboard?organization_id=${org.organizationId}`);
  expect(dashboard.total_staff).toBe(listed.length);
  const byStatus: Record<string, number> = {};
  for (const entry of listed) byStatus[entry.status as string] = (byStatus[entry.status as string] ?? 0) + 1;
  for (const [status, count] of Object.entries(dashboard.by_status)) expect(count, status).toBe(byStatus[status] ?? 0);
  // Every applied change wrote exactly one history event: Hired at version 1, one per update since.
  const detail = await get(`/employees/${org.employee.id}`);
  expect((await historyOf(org.employee.id)).length).toBe(detail.version);
}

/**
 * Sends every write of a round at once and lets `cut` break the connection to DynamoDB while
 * they are in flight. If the cut stopped the proxy, every answer comes back while DynamoDB is
 * still down; then it is started again and each write is checked to be all or nothing.
 */
async function round(name: string, cut: (sentAt: number) => Promise<void>): Promise<Outcome[]> {
  const writes = await planRound(`${name.replace(/\W/g, '')}${measured.length}`);
  const sentAt = proxy.operations.length;
  const started = Date.now();
  const answers = writes.map((write) => write.send());
  let cutAfterMs = 0;
  try {
    await cut(sentAt);
    cutAfterMs = Date.now() - started;
    await Promise.allSettled(answers);
  } finally {
    await proxy.start();
  }
  const answeredAfterCutMs = Date.now() - started - cutAfterMs;
  const requestsSent = proxy.operations.length - sentAt;
  const outcomes: Outcome[] = [];
  for (const [index, write] of writes.entries()) {
    const answer = await (answers[index] as Promise<Answer>);
    expect([200, 201, 503], `${write.name}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
    if (answer.status === 503) expectUnavailable(answer, write.name);
    const applied = await write.applied();
    // A success is never lost; a 503 may have been applied (only its answer was lost) or not.
    if (answer.status !== 503) expect(applied, write.name).toBe(true);
    outcomes.push({ name: write.name, status: answer.status, applied });
  }
  await expectConsistentOrganization();
  measured.push({
    round: name,
    requestsSent,
    cutAfterMs,
    answeredAfterCutMs,
    outcomes: outcomes.map((outcome) => `${outcome.name}: ${outcome.status}${outcome.applied ? ' applied' : ''}`),
  });
  return outcomes;
}

const holdThenStop = (mode: ProxyMode, expected: number) => async () => {
  proxy.hold(mode);
  expect(await proxy.waitForHeld(expected, HOLD_WAIT_MS)).toBe(expected);
  await proxy.stop();
};

describe('DynamoDB going away with writes in flight', () => {
  it('cut before the commit reached DynamoDB: each transactional write answers 503 and changed nothing', async () => {
    // Every write of a round is one transaction with its audit event.
    const outcomes = await round('requests lost', holdThenStop({ kind: 'hold-requests', operations: COMMITS }, 5));
    expect(outcomes.map(({ status, applied }) => ({ status, applied }))).toEqual(
      Array(5).fill({ status: 503, applied: false }),
    );
  });

  it('cut after DynamoDB committed but before the answer came back: 503, and every change is whole', async () => {
    const outcomes = await round('answers lost', holdThenStop({ kind: 'hold-responses', operations: COMMITS }, 5));
    expect(outcomes.map(({ status, applied }) => ({ status, applied }))).toEqual(
      Array(5).fill({ status: 503, applied: true }),
    );
  });

  it('cut at arbitrary points of the writes: every answer is a success or 503, never 500, never half a change', async () => {
    errorLogs.length = 0;
    // A round sends about 33 DynamoDB requests: cut early, midway and late.
    for (const requests of [10, 20, 28]) {
      await round(`cut after ${requests} requests`, async (sentAt) => {
        const deadline = Date.now() + 5_000;
        while (proxy.operations.length - sentAt < requests && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
        await proxy.stop();
      });
    }
    expect(unhandledErrors()).toEqual([]);
  });
});

describe('a connection dropped while DynamoDB stays up', () => {
  const holdThenDrop = (mode: ProxyMode, expected: number) => async () => {
    proxy.hold(mode);
    expect(await proxy.waitForHeld(expected, HOLD_WAIT_MS)).toBe(expected);
    proxy.drop();
  };

  it('a transaction whose answer was lost is resent with its token and applied exactly once', async () => {
    const outcomes = await round('answers dropped', holdThenDrop({ kind: 'hold-responses', operations: COMMITS }, 5));
    for (const outcome of outcomes) {
      expect(outcome.applied, outcome.name).toBe(true);
      expect(outcome.status, outcome.name).toBe(outcome.name.endsWith('create') ? 201 : 200);
    }
  });

  it('a sign-in whose session write lost its answer still signs in, not 500', async () => {
    errorLogs.length = 0;
    const answer = api.request('POST', '/login', { body: { email: org.owner.email, password: org.owner.password } });
    // The session and its audit events are one transaction.
    await holdThenDrop({ kind: 'hold-responses', operations: /TransactWriteItems/ }, 1)();
    const login = await answer;
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect((await api.request('GET', '/me', { token: login.body.data.token })).status).toBe(200);
    expect(unhandledErrors()).toEqual([]);
  });

  // An update is one transaction with its audit event: the SDK resends it after a lost answer under
  // the same client request token, so it is applied once and answered as the success it was, never
  // as 409 "changed by someone else".
  it('a version-checked update whose answer was lost is not answered as a conflict with itself', async () => {
    const version = (await get(`/recruitment/job-openings/${org.job.id}`)).version;
    const body = { ...org.jobBody, title: 'Saved Once', version };
    const answer = api.request('PUT', `/recruitment/job-openings/${org.job.id}`, { token: org.token, body });
    await holdThenDrop({ kind: 'hold-responses', operations: /TransactWriteItems/ }, 1)();
    const update = await answer;
    const detail = await get(`/recruitment/job-openings/${org.job.id}`);
    org.jobBody = { ...org.jobBody, title: detail.title };
    expect(detail).toMatchObject({ title: 'Saved Once', version: version + 1 });
    expect(update.status, JSON.stringify(update.body)).toBe(200);
  });
});
