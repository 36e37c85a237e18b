import { beforeAll, describe, expect, it } from 'vitest';
import {
  answer,
  cycleBody,
  launchedCycle,
  myForms,
  type ReviewWorld,
  reviewOf,
  reviewWorld,
  runLaunch,
} from './review-support.ts';
import { type Json, request } from './support.ts';

let world: ReviewWorld;

beforeAll(async () => {
  world = await reviewWorld();
}, 300_000);

/** A launched cycle for Rory whose approved peers (of Otto, Ivy, Pia) answer; self and manager answered. */
async function answeredCycle(peers: ('otto' | 'ivy' | 'pia')[]): Promise<Json> {
  const cycle = await launchedCycle(world);
  const { users, ids } = world;
  const peerIds = peers.map((name) => ids[(name[0]?.toUpperCase() + name.slice(1)) as 'Otto' | 'Ivy' | 'Pia']);
  const nominated = await request('POST', `/performance/cycles/${cycle.id}/nominations`, {
    token: users.rory.token,
    body: { peer_ids: peerIds },
  });
  expect(nominated.status, JSON.stringify(nominated.body)).toBe(200);
  expect(nominated.body.data.peers.map((peer: Json) => peer.status)).toEqual(peers.map(() => 'proposed'));
  const ownDecision = await request('POST', `/performance/cycles/${cycle.id}/nominations/decide`, {
    token: users.rory.token,
    body: { employee_id: ids.Rory, approve: peerIds },
  });
  expect(ownDecision.status).toBe(403);
  const decided = await request('POST', `/performance/cycles/${cycle.id}/nominations/decide`, {
    token: users.maya.token,
    body: { employee_id: ids.Rory, approve: peerIds },
  });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  expect(decided.body.data.forms_total).toBe(2 + peers.length);
  await answer(world, users.rory, cycle.id, ids.Rory, 2);
  await answer(world, users.maya, cycle.id, ids.Rory, 3, { private_note: 'Watch the deadlines (private)' });
  for (const [index, peer] of peers.entries())
    await answer(world, users[peer], cycle.id, ids.Rory, index === 0 ? 1 : 3);
  return cycle;
}

describe('review cycles', () => {
  it('are created and launched by HR only, the forms written by the worker', async () => {
    const body = cycleBody(world);
    for (const user of [world.users.maya, world.users.rory]) {
      const refused = await request('POST', '/performance/cycles', { token: user.token, body });
      expect(refused.status).toBe(403);
    }
    const low = await request('POST', '/performance/cycles', {
      token: world.users.hr.token,
      body: { ...body, peer_threshold: 2 },
    });
    expect(low.status).toBe(422);
    expect(low.body.errors.peer_threshold).toEqual(['The peer threshold is never below 3.']);
    const cycle = await launchedCycle(world, { employee_ids: [world.ids.Rory, world.ids.Ivy] });
    expect(cycle).toMatchObject({ status: 'active', tasks: 1, reviewee_count: 2 });
    const progress = await request('GET', `/performance/cycles/${cycle.id}/progress`, {
      token: world.users.hr.token,
    });
    expect(progress.status, JSON.stringify(progress.body)).toBe(200);
    // Rory: self and Maya's; Ivy: self and Rory's.
    expect(progress.body.data.data.map((item: Json) => [item.employee_id, item.forms_total])).toEqual([
      [world.ids.Rory, 2],
      [world.ids.Ivy, 2],
    ]);
    // The page as every list answers it (`{data: {data, next_cursor, per_page}}`), with completion per team.
    // The launch's progress is counted on the cycle as each task is done (once: a task run twice adds nothing).
    expect(progress.body.data).toMatchObject({
      next_cursor: null,
      per_page: 100,
      cycle: { id: cycle.id, reviewee_count: 2, reviewees_launched: 2 },
    });
    await runLaunch(world.organizationId, cycle.id, true);
    const redelivered = await request('GET', `/performance/cycles/${cycle.id}/progress`, {
      token: world.users.hr.token,
    });
    expect(redelivered.body.data.cycle.reviewees_launched).toBe(2);
    expect(progress.body.data.teams).toHaveLength(2);
    // Maya's reach: both (Ivy reports to Rory, who reports to her); Otto's: none.
    const asMaya = await request('GET', `/performance/cycles/${cycle.id}/progress`, { token: world.users.maya.token });
    expect(asMaya.body.data.data).toHaveLength(2);
    const asOtto = await request('GET', `/performance/cycles/${cycle.id}/progress`, { token: world.users.otto.token });
    expect(asOtto.body.data.data).toHaveLength(0);
    expect((await myForms(world, world.users.rory, cycle.id)).map((form: Json) => form.relationship).sort()).toEqual([
      'manager',
      'self',
    ]);
    const again = await request('POST', `/performance/cycles/${cycle.id}/launch`, { token: world.users.hr.token });
    expect(again.status).toBe(409);
  });

  it('answer 404 to another organization', async () => {
    const cycle = await launchedCycle(world);
    const other = await reviewWorld();
    const answerOf = await request('GET', `/performance/cycles/${cycle.id}`, { token: other.users.hr.token });
    expect(answerOf.status).toBe(404);
    const form = (await myForms(world, world.users.rory, cycle.id))[0];
    const read = await request('GET', `/performance/reviews/${form.id}`, { token: other.users.hr.token });
    expect(read.status).toBe(404);
  }, 300_000);
});

describe('review privacy', () => {
  it('a cycle with 2 peer answers shows the reviewee no peer content', async () => {
    const cycle = await answeredCycle(['otto', 'ivy']);
    const { users, ids } = world;
    // Before sharing, reviewers see only what they wrote.
    const before = await reviewOf(world, users.rory, cycle.id, ids.Rory);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.data.reviews.map((form: Json) => form.relationship)).toEqual(['self']);
    expect(before.body.data.peer).toBeNull();
    const ottoSees = await reviewOf(world, users.otto, cycle.id, ids.Rory);
    expect(ottoSees.body.data.reviews.map((form: Json) => form.reviewer_name)).toEqual(['Otto Clock']);
    const shared = await request('POST', `/performance/cycles/${cycle.id}/share`, { token: users.hr.token });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const after = await reviewOf(world, users.rory, cycle.id, ids.Rory);
    expect(after.body.data.reviews.map((form: Json) => form.relationship).sort()).toEqual(['manager', 'self']);
    expect(after.body.data.peer).toBeNull();
    // The peers the reviewee nominated are listed on their record; nothing they wrote is shown.
    const shown = JSON.stringify(after.body.data.reviews);
    expect(JSON.stringify(after.body)).not.toContain('Keep going (peer)');
    expect(shown).not.toContain('Otto');
    expect(JSON.stringify(after.body)).not.toContain('(private)');
  }, 60_000);

  it('with 3 peer answers shows the reviewee only the aggregate, never a peer form or the private note', async () => {
    const cycle = await answeredCycle(['otto', 'ivy', 'pia']);
    const { users, ids } = world;
    await request('POST', `/performance/cycles/${cycle.id}/share`, { token: users.hr.token });
    const seen = await reviewOf(world, users.rory, cycle.id, ids.Rory);
    expect(seen.body.data.peer).toEqual({
      answered: 3,
      answers: [{ question_id: 1, average: 2.33, count: 3 }],
    });
    expect(seen.body.data.reviews.map((form: Json) => form.relationship).sort()).toEqual(['manager', 'self']);
    const text = JSON.stringify(seen.body);
    expect(text).not.toContain('Keep going (peer)');
    expect(text).not.toContain('(private)');
    const shown = JSON.stringify([seen.body.data.reviews, seen.body.data.peer]);
    for (const name of ['Otto', 'Ivy', 'Pia']) expect(shown).not.toContain(name);
    // Route by route: the forms by id.
    const all = await reviewOf(world, users.hr, cycle.id, ids.Rory);
    const forms = all.body.data.reviews as Json[];
    expect(forms).toHaveLength(5);
    const manager = forms.find((form) => form.relationship === 'manager');
    expect(manager.private_note).toBe('Watch the deadlines (private)');
    const managerAsRory = await request('GET', `/performance/reviews/${manager.id}`, { token: users.rory.token });
    expect(managerAsRory.status).toBe(200);
    expect(managerAsRory.body.data).not.toHaveProperty('private_note');
    const managerAsMaya = await request('GET', `/performance/reviews/${manager.id}`, { token: users.maya.token });
    expect(managerAsMaya.body.data.private_note).toBe('Watch the deadlines (private)');
    for (const peer of forms.filter((form) => form.relationship === 'peer')) {
      for (const user of [users.rory, users.maya, users.quinn]) {
        const read = await request('GET', `/performance/reviews/${peer.id}`, { token: user.token });
        expect(read.status).toBe(404);
      }
    }
    const quinn = await reviewOf(world, users.quinn, cycle.id, ids.Rory);
    expect(quinn.status).toBe(404);
    // The reviewee acknowledges; HR's progress shows it.
    const acknowledged = await request('POST', `/performance/cycles/${cycle.id}/acknowledge`, {
      token: users.rory.token,
      body: { comment: 'Thanks' },
    });
    expect(acknowledged.status, JSON.stringify(acknowledged.body)).toBe(200);
    expect(acknowledged.body.data.acknowledged_at).toEqual(expect.any(String));
    const edit = await request('PUT', `/performance/reviews/${manager.id}`, {
      token: users.maya.token,
      body: { answers: [], version: manager.version },
    });
    expect(edit.status).toBe(409);
  }, 60_000);
});
