import { describe, expect, it } from 'vitest';
import { recruitmentFixture } from './recruitment-support.ts';
import { request, signUp } from './support.ts';

describe('Idempotency-Key on create routes', () => {
  it('a repeated or double submit creates one record and answers the same', async () => {
    const user = await signUp();
    const f = await recruitmentFixture(user);
    const body = {
      organization_id: f.organization.id,
      title: 'Pastry Chef',
      department_id: f.department.id,
      designation_id: f.designation.id,
      location: 'Sydney',
    };
    const send = (key: string, payload: unknown = body) =>
      request('POST', '/recruitment/job-openings', {
        token: user.token,
        body: payload,
        headers: { 'idempotency-key': key },
      });
    const first = await send('submit-1');
    const again = await send('submit-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // Sent twice at the same moment: one record; the second answer is the first's, or 409 while it runs.
    const [a, b] = await Promise.all([send('submit-2'), send('submit-2')]);
    expect([a.status, b.status].sort()).toEqual(expect.arrayContaining([201]));
    for (const answer of [a, b]) expect([201, 409]).toContain(answer.status);
    // The same key for another request is refused; another key creates another record.
    const other = await send('submit-1', { ...body, title: 'Barista' });
    expect(other.status).toBe(422);
    expect(other.body.errors.idempotency_key).toEqual(['This Idempotency-Key was used for another request.']);
    expect((await send('submit-3')).status).toBe(201);
    const titles = (
      await request('GET', `/recruitment/job-openings?organization_id=${f.organization.id}`, { token: user.token })
    ).body.data.data.map((opening: { title: string }) => opening.title);
    // submit-1, submit-2 and submit-3: one record each.
    expect(titles.filter((title: string) => title === 'Pastry Chef')).toHaveLength(3);
  });
});
