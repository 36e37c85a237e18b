import { describe, expect, it } from 'vitest';
import { sealCursor } from '../src/core/db/paging.ts';
import { createEmployee, employeeFixture } from './employee-support.ts';
import { request, signUp } from './support.ts';

const INVALID = { message: 'The cursor is not valid.', errors: { cursor: ['The cursor is not valid.'] } };

describe('page cursors', () => {
  it('answer 422 when malformed, foreign or from another query, on every paged list', async () => {
    const user = await signUp();
    const f = await employeeFixture(user);
    for (let index = 0; index < 3; index++) await createEmployee(user, f, { first_name: `Paged${index}` });
    const org = f.organization.id;
    const token = user.token;
    const employees = await request('GET', `/employees?organization_id=${org}&per_page=1`, { token });
    const history = await request('GET', `/employees/history?organization_id=${org}&per_page=1`, { token });
    const employeesCursor = employees.body.data.next_cursor as string;
    const historyCursor = history.body.data.next_cursor as string;
    expect(employeesCursor).toBeTruthy();
    expect(historyCursor).toBeTruthy();
    // Each cursor works for its own query.
    expect(
      (await request('GET', `/employees/history?organization_id=${org}&per_page=1&cursor=${historyCursor}`, { token }))
        .status,
    ).toBe(200);

    const lists = [
      `/employees?organization_id=${org}&per_page=1`,
      `/employees/trashed?organization_id=${org}&per_page=1`,
      `/employees/history?organization_id=${org}&per_page=1`,
      `/recruitment/applicants?organization_id=${org}`,
      `/recruitment/job-openings?organization_id=${org}`,
    ];
    const foreignKey = Buffer.from(JSON.stringify({ pk: 'org#1', sk: 'history#x' })).toString('base64url');
    const bad = [
      'not-a-cursor',
      '%%%',
      Buffer.from('{"offset":-1}').toString('base64url'),
      // Another list's, or the same list with other filters.
      employeesCursor,
      historyCursor,
      // Right shape for history, but a key in another organization's partition.
      sealCursor(['history', org, undefined, undefined, '0000', '9999', 1], foreignKey),
    ];
    for (const list of lists) {
      for (const cursor of bad) {
        if (list.startsWith('/employees?') && cursor === employeesCursor) continue;
        if (list.startsWith('/employees/history') && cursor === historyCursor) continue;
        const answer = await request('GET', `${list}&cursor=${encodeURIComponent(cursor)}`, { token });
        expect(answer.status, `${list} with ${cursor}`).toBe(422);
        expect(answer.body, `${list} with ${cursor}`).toEqual(INVALID);
      }
    }
    // The same list with another filter does not take the cursor either.
    const filtered = await request(
      'GET',
      `/employees?organization_id=${org}&per_page=1&search=paged&cursor=${employeesCursor}`,
      { token },
    );
    expect(filtered.status).toBe(422);
  });
});
