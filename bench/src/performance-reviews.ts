/**
 * Performance (issue 29 "Performance"): "a cycle of 1,000 reviewees with 5 reviewers each launches
 * through the queue (no request creates 5,000 forms); HR's progress view for it is one Query per
 * page; the goal tree of a 1,000-person organization loads in one Query per level".
 *
 * In the large organization: a draft cycle of 1,000 reviewees (self, manager and upward reviews,
 * and the peer stage with up to PEERS peers) is launched over HTTP with its DynamoDB requests counted
 * on the client (the server runs in this process): the launch writes one task per 25 reviewees, never
 * a form. The performance worker's own handler, fed from DynamoDB Local's stream of the performance
 * table (the queue's stand-in, as `npm start` runs it), writes the reviewees' records and forms; the
 * time from the launch to every reviewee ready is taken. Then each reviewee nominates the PEERS
 * reviewees after them (in id order, round the end) and HR approves them, through the real routes
 * (`…/nominations`, `…/nominations/decide`: a decision writes that reviewee's peer forms, at most
 * `max_peers`), so every reviewee has at least PEERS reviewers besides themselves (the seeded
 * organization gives 1 in 100 a manager, so the peers are the five); the most forms one request
 * wrote, the writes of one decision, the round's time and the forms in all are taken. Each page of
 * the progress view is then counted; and a
 * goal tree — one organization goal, a goal per department under it, a goal per person under their
 * department's — is read level by level (`parent_id`), each page counted.
 */

import { REVIEW_LAUNCH_FILTER } from '../../functions/src/core/performance/review-launch-filter.ts';
import type { LocalServices } from '../../functions/src/local/stack.ts';
import { countRequests, type RequestCount } from './endpoints.ts';
import type { HttpApi } from './http.ts';
import { startQueueWorker } from './queue-worker.ts';
import type { Row } from './report.ts';
import type { SeededOrganization } from './seed.ts';
import { fmt } from './settings.ts';
import { pool, progress, round } from './util.ts';

export const REVIEWEES = 1000;
/** Peers each reviewee nominates and HR approves: 5 reviewers each (the issue's figure) without a manager. */
export const PEERS = 5;
const PERSON_GOALS = 1000;

const SCALE = [1, 2, 3, 4, 5].map((value) => ({ value, label: `Level ${value}` }));

interface PageCount {
  what: string;
  rows: number;
  afterAuthorization: number;
  commands: Record<string, number>;
}

export interface PerformanceFigures {
  reviewees: number;
  launch: { requests: RequestCount; writes: number; seconds: number; forms: number };
  peers: PeerFigures;
  progressPages: PageCount[];
  goalLevels: PageCount[];
  /** The people given a goal of their own (PERSON_GOALS, or everyone in a smaller organization). */
  goalPeople: number;
}

/** DynamoDB write requests among the counted ones. */
const writesOf = (count: RequestCount) =>
  ['PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand', 'TransactWriteItemsCommand']
    .map((name) => count.byCommand[name] ?? 0)
    .reduce((sum, n) => sum + n, 0);

async function countedGet(api: HttpApi, path: string): Promise<{ body: unknown; count: RequestCount }> {
  let body: unknown;
  const count = await countRequests(async () => {
    const answer = await api.call('GET', path);
    if (answer.status !== 200) throw new Error(`performance bench: GET ${path} answered ${answer.status}`);
    body = answer.body?.data;
  });
  return { body, count };
}

async function launchCycle(api: HttpApi, services: LocalServices, organization: SeededOrganization, ids: number[]) {
  const due = '2027-06-30';
  const created = await api.call('POST', '/performance/cycles', {
    organization_id: organization.id,
    name: 'Bench cycle',
    questions: [
      { kind: 'rating', text: 'Overall', scale: SCALE },
      { kind: 'text', text: 'What went well?' },
    ],
    stages: ['nominate', 'peer', 'upward', 'self', 'manager', 'share'].map((stage) => ({ stage, due_date: due })),
    max_peers: PEERS,
    peer_threshold: 3,
    employee_ids: ids,
  });
  if (created.status !== 201) throw new Error(`performance bench: the cycle answered ${created.status}`);
  const cycleId = created.body.data.id as number;
  const { handler } = await import('../../functions/src/handlers/performance-worker.ts');
  const poller = startQueueWorker(services, 'performance', REVIEW_LAUNCH_FILTER, handler);
  try {
    const started = performance.now();
    const requests = await countRequests(async () => {
      const launched = await api.call('POST', `/performance/cycles/${cycleId}/launch`);
      if (launched.status !== 202) throw new Error(`performance bench: the launch answered ${launched.status}`);
    });
    for (;;) {
      const { ready, forms } = await readiness(api, cycleId);
      if (ready >= ids.length) {
        return {
          cycleId,
          launch: {
            requests,
            writes: writesOf(requests),
            seconds: round((performance.now() - started) / 1000, 2),
            forms,
          },
        };
      }
      progress(`performance: ${ready} of ${ids.length} reviewees ready`);
      if (performance.now() - started > 20 * 60_000)
        throw new Error('performance bench: launch not done in 20 minutes');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await poller.stop();
  }
}

interface ProgressPage {
  data: { forms_total: number }[];
  next_cursor: string | null;
}

/**
 * Reviewees ready (their record written), their forms, and the fewest reviewers besides the
 * reviewee any of them has (their forms but the self review), over every page of the progress view.
 */
async function readiness(api: HttpApi, cycleId: number): Promise<{ ready: number; forms: number; fewest: number }> {
  let ready = 0;
  let forms = 0;
  let fewest = Number.POSITIVE_INFINITY;
  let cursor: string | null = null;
  do {
    const answer = await api.call(
      'GET',
      `/performance/cycles/${cycleId}/progress${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    const page = answer.body?.data as ProgressPage;
    ready += page.data.length;
    for (const row of page.data) {
      forms += row.forms_total;
      fewest = Math.min(fewest, row.forms_total - 1);
    }
    cursor = page.next_cursor;
  } while (cursor);
  return { ready, forms, fewest: Number.isFinite(fewest) ? fewest : 0 };
}

interface PeerFigures {
  /** The most peer forms one decision request wrote (the subject's forms_total before → after). */
  mostFormsInARequest: number;
  /** The DynamoDB requests of one nomination and of one decision, counted alone. */
  nominateRequests: RequestCount;
  decideRequests: RequestCount;
  decideWrites: number;
  /** The whole round (every reviewee nominates, HR decides each), 8 at a time. */
  seconds: number;
  forms: number;
  fewestReviewers: number;
}

/**
 * Each reviewee nominates the PEERS reviewees after them (round the end) and HR (the bench's owner)
 * approves them all: two requests a reviewee, through the real routes. The first reviewee's two are
 * counted alone (nothing else uses DynamoDB meanwhile); the rest run 8 at a time.
 */
async function nominateAndApprove(api: HttpApi, cycleId: number, ids: number[]): Promise<PeerFigures> {
  const peersOf = (index: number) =>
    Array.from({ length: Math.min(PEERS, ids.length - 1) }, (_, k) => ids[(index + 1 + k) % ids.length] as number);
  const post = async (what: string, path: string, body: Record<string, unknown>) => {
    const answer = await api.call('POST', `/performance/cycles/${cycleId}/${path}`, body);
    if (answer.status !== 200)
      throw new Error(`performance bench: ${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body.data as { forms_total: number };
  };
  const nominate = (index: number) =>
    post('nominating', 'nominations', { employee_id: ids[index], peer_ids: peersOf(index) });
  const decide = (index: number) =>
    post('deciding', 'nominations/decide', { employee_id: ids[index], approve: peersOf(index) });

  progress(`performance: ${ids.length} reviewees nominate ${PEERS} peers each, HR approves`);
  const started = performance.now();
  let nominated = { forms_total: 0 };
  let decided = { forms_total: 0 };
  const nominateRequests = await countRequests(async () => {
    nominated = await nominate(0);
  });
  const decideRequests = await countRequests(async () => {
    decided = await decide(0);
  });
  let most = decided.forms_total - nominated.forms_total;
  await pool(ids.length - 1, 8, async (offset) => {
    const before = await nominate(offset + 1);
    const after = await decide(offset + 1);
    most = Math.max(most, after.forms_total - before.forms_total);
    if (offset % 100 === 0) progress(`performance: ${offset + 1} of ${ids.length} reviewees' peers approved`);
  });
  const seconds = round((performance.now() - started) / 1000, 2);
  const { forms, fewest } = await readiness(api, cycleId);
  return {
    mostFormsInARequest: most,
    nominateRequests,
    decideRequests,
    decideWrites: writesOf(decideRequests),
    seconds,
    forms,
    fewestReviewers: fewest,
  };
}

async function progressPages(api: HttpApi, cycleId: number): Promise<PageCount[]> {
  const pages: PageCount[] = [];
  let cursor: string | null = null;
  do {
    const path = `/performance/cycles/${cycleId}/progress${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
    const { body, count } = await countedGet(api, path);
    const page = body as ProgressPage;
    pages.push({
      what: `progress page ${pages.length + 1}`,
      rows: page.data.length,
      afterAuthorization: count.afterAuthorization,
      commands: count.byCommand,
    });
    cursor = page.next_cursor;
  } while (cursor);
  return pages;
}

const keyResults = [{ title: 'Done', kind: 'boolean', start: 0, target: 1 }];

async function createGoal(api: HttpApi, body: Record<string, unknown>): Promise<number> {
  const answer = await api.call('POST', '/performance/goals', {
    key_results: keyResults,
    visibility: 'everyone',
    ...body,
  });
  if (answer.status !== 201)
    throw new Error(`performance bench: a goal answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data.id as number;
}

/** One organization goal, a goal per department under it, and a goal per person under their department's. */
async function goalTree(api: HttpApi, organization: SeededOrganization, people: number[]): Promise<PageCount[]> {
  progress('performance: writing a goal tree');
  const organizationId = organization.id;
  const top = await createGoal(api, {
    organization_id: organizationId,
    title: 'Grow the business',
    level: 'organization',
  });
  const departments = await Promise.all(
    organization.departmentIds.map((departmentId) =>
      createGoal(api, {
        organization_id: organizationId,
        title: `Department ${departmentId}`,
        level: 'department',
        department_id: departmentId,
        parent_id: top,
      }),
    ),
  );
  const options = await api.call('GET', `/employees/options?organization_id=${organizationId}`);
  const departmentOf = new Map(
    ((options.body?.data ?? []) as { id: number; department_id?: number }[]).map((option) => [
      option.id,
      option.department_id,
    ]),
  );
  await pool(people.length, 8, async (index) => {
    const employeeId = people[index] as number;
    const at = organization.departmentIds.indexOf(departmentOf.get(employeeId) ?? -1);
    await createGoal(api, {
      organization_id: organizationId,
      title: `Goal of ${employeeId}`,
      level: 'person',
      employee_id: employeeId,
      parent_id: departments[Math.max(0, at)],
    });
    if (index % 100 === 0) progress(`performance: ${index} of ${people.length} person goals`);
  });
  const levels: PageCount[] = [];
  const read = async (what: string, parentId: number) => {
    const { body, count } = await countedGet(
      api,
      `/performance/goals?organization_id=${organizationId}&parent_id=${parentId}&per_page=100`,
    );
    levels.push({
      what,
      rows: (body as { data: unknown[] }).data.length,
      afterAuthorization: count.afterAuthorization,
      commands: count.byCommand,
    });
  };
  await read('top level', 0);
  await read('the organization goal’s departments', top);
  await read('a department goal’s people (first page of 100)', departments[0] as number);
  return levels;
}

export async function measurePerformance(
  api: HttpApi,
  services: LocalServices,
  organization: SeededOrganization,
): Promise<PerformanceFigures> {
  const listed = await api.call('GET', `/employees/options?organization_id=${organization.id}`);
  const ids = ((listed.body?.data ?? []) as { id: number }[]).map((option) => option.id).sort((a, b) => a - b);
  const reviewees = ids.slice(0, REVIEWEES);
  progress(`performance: launching a cycle of ${reviewees.length} reviewees`);
  const { cycleId, launch } = await launchCycle(api, services, organization, reviewees);
  const peers = await nominateAndApprove(api, cycleId, reviewees);
  const pages = await progressPages(api, cycleId);
  const goalPeople = ids.slice(0, PERSON_GOALS);
  const goalLevels = await goalTree(api, organization, goalPeople);
  return {
    reviewees: reviewees.length,
    launch,
    peers,
    progressPages: pages,
    goalLevels,
    goalPeople: goalPeople.length,
  };
}

const queries = (pages: PageCount[]) => Math.max(0, ...pages.map((page) => page.commands.QueryCommand ?? 0));
/** The requests after authorization, page by page: they must not grow with the rows a page holds. */
const constant = (pages: PageCount[]) => new Set(pages.map((page) => page.afterAuthorization)).size <= 1;
const commandsOf = (pages: PageCount[]) =>
  [
    ...new Set(
      pages.flatMap((page) => Object.entries(page.commands).map(([name, n]) => `${name.replace(/Command$/, '')} ${n}`)),
    ),
  ].join(', ');

export function performanceRows(figures: PerformanceFigures): Row[] {
  const { launch, peers } = figures;
  const wanted = figures.reviewees * PEERS;
  return [
    {
      section: 13,
      figure: `review cycle of ${fmt(figures.reviewees, 0)} reviewees launched: the launch request's DynamoDB writes (tasks of 25, no form written in the request)`,
      value: `${fmt(launch.writes, 0)} writes (${fmt(launch.requests.total, 0)} requests)`,
      budget: `< ${fmt(figures.reviewees, 0)}`,
      pass: launch.writes < figures.reviewees,
    },
    {
      section: 13,
      figure: `the same cycle: launch to every reviewee's record and forms written (through the stream → performance worker)`,
      value: `${fmt(launch.seconds, 1)} s, ${fmt(launch.forms, 0)} forms`,
      budget: '',
      pass: null,
    },
    {
      section: 13,
      figure: `the same cycle's peers: each reviewee nominates ${PEERS} and HR approves them (2 requests a reviewee, 8 at a time); the most forms one request wrote (a decision writes that reviewee's peer forms in one transaction)`,
      value: `${fmt(peers.mostFormsInARequest, 0)} forms (a decision: ${fmt(peers.decideWrites, 0)} write requests, ${fmt(peers.decideRequests.total, 0)} requests in all); round ${fmt(peers.seconds, 1)} s`,
      budget: `≤ ${PEERS} (max_peers)`,
      pass: peers.mostFormsInARequest <= PEERS,
    },
    {
      section: 13,
      figure: `the same cycle after the peers: forms in all, and the fewest reviewers any reviewee has (their forms but the self review)`,
      value: `${fmt(peers.forms, 0)} forms; fewest ${fmt(peers.fewestReviewers, 0)} reviewers`,
      budget: `≥ ${fmt(wanted, 0)} forms, ≥ ${PEERS} reviewers each`,
      pass: peers.forms >= wanted && peers.fewestReviewers >= PEERS,
    },
    {
      section: 13,
      figure: `HR's progress view of the cycle, ${figures.progressPages.length} pages of up to 100: Queries a page (every request a page, the same on each)`,
      value: `${queries(figures.progressPages)} (${commandsOf(figures.progressPages)})`,
      budget: '≤ 1, the same a page',
      pass: queries(figures.progressPages) <= 1 && constant(figures.progressPages),
    },
    {
      section: 13,
      figure: `goal tree of ${fmt(figures.goalPeople, 0)} people's goals under their departments' and the organization's, read level by level (${figures.goalLevels.map((level) => `${level.what}: ${level.rows} goals`).join('; ')}): Queries a level (every request a level, the same on each)`,
      value: `${queries(figures.goalLevels)} (${commandsOf(figures.goalLevels)})`,
      budget: '≤ 1, the same a level',
      pass: queries(figures.goalLevels) <= 1 && constant(figures.goalLevels),
    },
  ];
}
