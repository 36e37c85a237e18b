import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText, raw } from './payroll-outputs-support.ts';
import { answer, launchedCycle, type ReviewWorld, reviewOf, reviewWorld } from './review-support.ts';
import { type Json, request } from './support.ts';

/**
 * Calibration (issue 29 §2: "calibration changes are audited") and the shared review as a PDF:
 * who calibrates, the audit's before → after and reason, the version check, the CSV out and back
 * in, and what the reviewee sees (the calibrated rating only once shared; never the private note).
 */
let world: ReviewWorld;

beforeAll(async () => {
  world = await reviewWorld();
}, 300_000);

/** Rory (Maya rates 3 of 3: overall 5.0) and Ivy (Rory rates 2 of 3: overall 3.0), self reviews answered. */
async function ratedCycle(): Promise<Json> {
  const cycle = await launchedCycle(world, { employee_ids: [world.ids.Rory, world.ids.Ivy] });
  const { users, ids } = world;
  await answer(world, users.rory, cycle.id, ids.Rory, 2);
  await answer(world, users.maya, cycle.id, ids.Rory, 3, { private_note: 'Watch the deadlines (private)' });
  await answer(world, users.rory, cycle.id, ids.Ivy, 2);
  return cycle;
}

const table = (cycleId: number, token: string) =>
  request('GET', `/performance/cycles/${cycleId}/calibration`, { token });
const calibrate = (cycleId: number, employeeId: number, token: string, body: Json) =>
  request('PUT', `/performance/cycles/${cycleId}/calibration/${employeeId}`, { token, body });

async function auditOf(cycleId: number): Promise<Json[]> {
  const response = await request('GET', `/organizations/${world.organizationId}/audit-log?per_page=100`, {
    token: world.owner.token,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.data.data as Json[]).filter(
    (event) => event.record_id === String(cycleId) && String(event.summary).startsWith('Calibrated'),
  );
}

describe('calibration', () => {
  it('is for HR and senior managers only; reads the manager rating from the manager form', async () => {
    const cycle = await ratedCycle();
    for (const user of [world.users.maya, world.users.rory]) {
      const refused = await table(cycle.id, user.token);
      expect(refused.status).toBe(403);
      const write = await calibrate(cycle.id, world.ids.Rory, user.token, {
        calibrated_rating: 4,
        potential: 'high',
        reason: 'Mine',
        version: 1,
      });
      expect(write.status).toBe(403);
    }
    const other = await reviewWorld();
    expect((await table(cycle.id, other.users.hr.token)).status).toBe(404);
    const read = await table(cycle.id, world.users.hr.token);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data.open).toBe(true);
    const rows = read.body.data.data as Json[];
    expect(rows.map((row) => [row.employee_id, row.manager_rating, row.calibrated_rating, row.manager_name])).toEqual([
      [world.ids.Rory, 5, null, 'Maya Clock'],
      [world.ids.Ivy, 3, null, 'Rory Clock'],
    ]);
  }, 300_000);

  it('adjustments need a reason, are version-checked and audited; the reviewee sees the rating once shared', async () => {
    const cycle = await ratedCycle();
    const { users, ids } = world;
    const row = ((await table(cycle.id, users.hr.token)).body.data.data as Json[])[0];
    const noReason = await calibrate(cycle.id, ids.Rory, users.hr.token, {
      calibrated_rating: 4,
      potential: 'high',
      version: row.version,
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual(['Give the reason for the change.']);
    const badRating = await calibrate(cycle.id, ids.Rory, users.hr.token, {
      calibrated_rating: 7,
      potential: 'high',
      reason: 'x',
      version: row.version,
    });
    expect(badRating.status).toBe(422);
    const body = { calibrated_rating: 4, potential: 'high', reason: 'Strong year, one missed deadline' };
    const stale = await calibrate(cycle.id, ids.Rory, users.hr.token, { ...body, version: row.version + 5 });
    expect(stale.status).toBe(409);
    const saved = await calibrate(cycle.id, ids.Rory, users.hr.token, { ...body, version: row.version });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ calibrated_rating: 4, potential: 'high', reason: body.reason });
    const again = await calibrate(cycle.id, ids.Rory, users.hr.token, { ...body, version: row.version });
    expect(again.status).toBe(409);
    const [event] = await auditOf(cycle.id);
    expect(event?.changes).toEqual([
      { field: 'calibrated_rating', label: 'Calibrated rating', before: null, after: '4' },
      { field: 'potential', label: 'Potential', before: null, after: 'High' },
      { field: 'reason', label: 'Reason', before: null, after: body.reason },
    ]);
    // Not shared: the reviewee does not see it; HR does.
    expect((await reviewOf(world, users.rory, cycle.id, ids.Rory)).body.data.subject.calibrated_rating).toBeNull();
    expect((await reviewOf(world, users.hr, cycle.id, ids.Rory)).body.data.subject.calibrated_rating).toBe(4);
    const early = await raw(
      `/performance/reviews/pdf?organization_id=${world.organizationId}&cycle_id=${cycle.id}&reviewee_id=${ids.Rory}`,
      users.rory.token,
    );
    expect(early.status).toBe(409);
    expect((await request('POST', `/performance/cycles/${cycle.id}/share`, { token: users.hr.token })).status).toBe(
      200,
    );
    expect((await reviewOf(world, users.rory, cycle.id, ids.Rory)).body.data.subject.calibrated_rating).toBe(4);
    const closed = await calibrate(cycle.id, ids.Rory, users.hr.token, {
      ...body,
      calibrated_rating: 5,
      version: saved.body.data.version,
    });
    expect(closed.status).toBe(409);

    // The PDF: what the reviewee sees, for the reviewee and for HR alike; never the private note.
    const path = `/performance/reviews/pdf?organization_id=${world.organizationId}&cycle_id=${cycle.id}&reviewee_id=${ids.Rory}`;
    for (const user of [users.rory, users.hr, users.maya]) {
      const pdf = await raw(path, user.token);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const text = pdfText(pdf.bytes);
      expect(text).toContain('Spring review');
      expect(text).toContain('Delivers what was agreed');
      expect(text).toContain('3 – Above');
      expect(text).toContain('Keep going (manager)');
      expect(text).toContain('Calibrated rating: 4 – Exceeds expectations');
      expect(text).not.toContain('(private)');
      expect(text).not.toContain('Watch the deadlines');
    }
    expect((await raw(path, users.quinn.token)).status).toBe(404);
  }, 120_000);

  it('goes out as CSV and back in: a dry run lists changes and errors per row, then applies (audited)', async () => {
    const cycle = await ratedCycle();
    const { users, ids } = world;
    const out = await raw(`/performance/cycles/${cycle.id}/calibration/csv`, users.hr.token);
    expect(out.status).toBe(200);
    const csv = out.bytes.toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.split(/\r?\n/);
    expect(lines[0]).toBe('Employee Id,Employee,Manager,Manager Rating,Calibrated Rating,Potential,Reason');
    expect(lines[1]).toBe(`${ids.Rory},Rory Clock,Maya Clock,5,,,`);
    const edited = [
      lines[0],
      `${ids.Rory},Rory Clock,Maya Clock,5,4,Medium,Calibrated against peers`,
      `${ids.Ivy},Ivy Clock,Rory Clock,3,2,,`,
      '999999,Nobody,,,3,low,x',
    ].join('\n');
    const post = (body: Json) =>
      request('POST', `/performance/cycles/${cycle.id}/calibration/csv`, { token: users.hr.token, body });
    const dry = await post({ csv: edited });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body.data).toMatchObject({ applied: false, changed: 1, errors: 2 });
    expect(dry.body.data.rows.map((row: Json) => [row.line, row.errors])).toEqual([
      [2, []],
      [3, ['Give a potential (Low, Medium or High).', 'Give the reason for the change.']],
      [4, ['Not a reviewee of this cycle.']],
    ]);
    expect(dry.body.data.rows[0].changes).toEqual([
      { field: 'calibrated_rating', before: null, after: '4' },
      { field: 'potential', before: null, after: 'Medium' },
    ]);
    expect((await post({ csv: edited, apply: true })).status).toBe(422);
    expect(await auditOf(cycle.id)).toEqual([]);
    const fixed = [lines[0], `${ids.Rory},Rory Clock,Maya Clock,5,4,Medium,Calibrated against peers`].join('\n');
    const applied = await post({ csv: fixed, apply: true });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data).toMatchObject({ applied: true, changed: 1, errors: 0 });
    const rows = (await table(cycle.id, users.hr.token)).body.data.data as Json[];
    expect(rows[0]).toMatchObject({ calibrated_rating: 4, potential: 'medium', reason: 'Calibrated against peers' });
    const events = await auditOf(cycle.id);
    expect(events).toHaveLength(1);
    expect(events[0]?.summary).toContain('(reason: Calibrated against peers)');
    // The same file again changes nothing.
    const same = await post({ csv: fixed });
    expect(same.body.data).toMatchObject({ changed: 0, errors: 0, rows: [] });
    const missing = await post({ csv: 'Employee Id,Potential\n1,low' });
    expect(missing.status).toBe(422);
    const asManager = await request('POST', `/performance/cycles/${cycle.id}/calibration/csv`, {
      token: users.maya.token,
      body: { csv: fixed },
    });
    expect(asManager.status).toBe(403);
  }, 120_000);
});
