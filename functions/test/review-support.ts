import { marshall } from '@aws-sdk/util-dynamodb';
import { expect } from 'vitest';
import { asQueueEvent } from '../src/core/jobs/queue-event.ts';
import { reviewEntity, reviewLaunchTaskEntity } from '../src/core/performance/review-entities.ts';
import { handler as workerHandler } from '../src/handlers/performance-worker.ts';
import { type AttendanceWorld, attendanceWorld, member } from './attendance-support.ts';
import { createEmployee } from './employee-support.ts';
import { type Json, request, type TestUser } from './support.ts';

/**
 * Review test data: the attendance world (Maya manages Rory, who manages Ivy; Otto reports to no
 * one) with Pia and Quinn, everyone a linked member, and HR; the performance worker driven like its
 * queue would (each pending launch task's stream record, by hand).
 */
export interface ReviewWorld extends AttendanceWorld {
  ids: Record<'Maya' | 'Rory' | 'Ivy' | 'Otto' | 'Pia' | 'Quinn', number>;
  users: Record<'maya' | 'rory' | 'ivy' | 'otto' | 'pia' | 'quinn' | 'hr', TestUser>;
}

export async function reviewWorld(): Promise<ReviewWorld> {
  const world = await attendanceWorld();
  const add = (name: string) => createEmployee(world.owner, world.fixture, { first_name: name, last_name: 'Review' });
  const Pia = await add('Pia');
  const Quinn = await add('Quinn');
  const { Maya, Rory, Ivy, Otto } = world.people;
  return {
    ...world,
    ids: { Maya: Maya.id, Rory: Rory.id, Ivy: Ivy.id, Otto: Otto.id, Pia: Pia.id, Quinn: Quinn.id },
    users: {
      maya: await member(world, 'manager', Maya.id),
      rory: await member(world, 'employee', Rory.id),
      ivy: await member(world, 'employee', Ivy.id),
      otto: await member(world, 'employee', Otto.id),
      pia: await member(world, 'employee', Pia.id),
      quinn: await member(world, 'employee', Quinn.id),
      hr: await member(world, 'hr_manager'),
    },
  };
}

export const QUESTIONS = [
  {
    kind: 'rating',
    text: 'Delivers what was agreed',
    scale: [
      { value: 1, label: 'Below', description: 'Often misses what was agreed' },
      { value: 2, label: 'Meets', description: 'Delivers what was agreed' },
      { value: 3, label: 'Above', description: 'Delivers more than was agreed' },
    ],
  },
  { kind: 'text', text: 'What should they keep doing?' },
];

export const cycleBody = (world: ReviewWorld, overrides: Record<string, unknown> = {}) => ({
  organization_id: world.organizationId,
  name: 'Spring review',
  questions: QUESTIONS,
  stages: ['nominate', 'peer', 'self', 'manager', 'share', 'acknowledge'].map((stage, index) => ({
    stage,
    due_date: `2026-12-${String(10 + index).padStart(2, '0')}`,
  })),
  max_peers: 4,
  peer_threshold: 3,
  employee_ids: [world.ids.Rory],
  ...overrides,
});

/** Runs every pending launch task of the cycle through the worker, as the queue delivers them. */
export async function runLaunch(organizationId: number, cycleId: number, redeliver = false): Promise<void> {
  const { data: tasks } = await reviewLaunchTaskEntity()
    .query.byCycle({ organization_id: organizationId, cycle_id: cycleId })
    .go();
  const records = tasks
    // `redeliver`: every task's message again, done or not (the queue delivers at least once).
    .filter((task) => redeliver || task.status === 'pending')
    .map((task, index) => ({
      eventID: `launch-${cycleId}-${index}`,
      eventName: 'INSERT',
      dynamodb: {
        NewImage: marshall({
          organization_id: task.organization_id,
          cycle_id: task.cycle_id,
          task_number: task.task_number,
        }),
      },
    }));
  const response = await workerHandler(asQueueEvent({ Records: records } as never));
  expect(response?.batchItemFailures).toEqual([]);
}

/** A launched cycle (created by HR, launched, the worker run). */
export async function launchedCycle(world: ReviewWorld, overrides: Record<string, unknown> = {}): Promise<Json> {
  const created = await request('POST', '/performance/cycles', {
    token: world.users.hr.token,
    body: cycleBody(world, overrides),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const launched = await request('POST', `/performance/cycles/${created.body.data.id}/launch`, {
    token: world.users.hr.token,
  });
  expect(launched.status, JSON.stringify(launched.body)).toBe(202);
  await runLaunch(world.organizationId, created.body.data.id);
  return launched.body.data;
}

/** The caller's forms in the cycle. */
export async function myForms(world: ReviewWorld, user: TestUser, cycleId: number): Promise<Json[]> {
  const answer = await request(
    'GET',
    `/performance/reviews?organization_id=${world.organizationId}&cycle_id=${cycleId}`,
    {
      token: user.token,
    },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

/** Answers and submits the caller's only form in the cycle about `revieweeId`. */
export async function answer(
  world: ReviewWorld,
  user: TestUser,
  cycleId: number,
  revieweeId: number,
  rating: number,
  extra: Record<string, unknown> = {},
): Promise<Json> {
  const form = (await myForms(world, user, cycleId)).find((item) => item.reviewee_employee_id === revieweeId);
  expect(form).toBeDefined();
  const saved = await request('PUT', `/performance/reviews/${form.id}`, {
    token: user.token,
    body: {
      answers: [
        { question_id: 1, rating },
        { question_id: 2, text: `Keep going (${form.relationship})` },
      ],
      version: form.version,
      ...extra,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const submitted = await request('POST', `/performance/reviews/${form.id}/submit`, { token: user.token });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body.data;
}

/** The reviewee's review as `user` may see it. */
export const reviewOf = (world: ReviewWorld, user: TestUser, cycleId: number, revieweeId: number) =>
  request(
    'GET',
    `/performance/reviews?organization_id=${world.organizationId}&cycle_id=${cycleId}&reviewee_id=${revieweeId}`,
    { token: user.token },
  );

/** The world's review cycle (route cases): launched by the owner for `employeeId`, and its self form. */
export async function seedReviewCycle(owner: TestUser, organizationId: number, employeeId: number) {
  const created = await request('POST', '/performance/cycles', {
    token: owner.token,
    body: {
      organization_id: organizationId,
      name: 'World review',
      questions: QUESTIONS,
      stages: [
        { stage: 'nominate', due_date: '2026-12-10' },
        { stage: 'self', due_date: '2026-12-11' },
        { stage: 'manager', due_date: '2026-12-12' },
      ],
      employee_ids: [employeeId],
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const cycleId = created.body.data.id as number;
  const launched = await request('POST', `/performance/cycles/${cycleId}/launch`, { token: owner.token });
  expect(launched.status, JSON.stringify(launched.body)).toBe(202);
  await runLaunch(organizationId, cycleId);
  const { data: forms } = await reviewEntity()
    .query.byCycle({ organization_id: organizationId, cycle_id: cycleId })
    .go({ consistent: true });
  const form = forms.find((item) => item.relationship === 'self');
  if (!form) throw new Error('The world review has no self form.');
  return { cycle_id: cycleId, review_id: form.review_id, version: form.version };
}
