import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { auditKeys } from '../src/core/audit/audit.ts';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { entityCursor, keyCursor, sealCursor, storeCursorToKey } from '../src/core/db/paging.ts';
import { historyEventEntity } from '../src/core/employees/history-entity.ts';
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

  it('answer no cursor on the last page: a list of exactly one page, then one more item on a page of its own', async () => {
    const user = await signUp();
    const f = await employeeFixture(user);
    const org = f.organization.id;
    const token = user.token;
    await createEmployee(user, f, { first_name: 'Exact' });
    const page = (perPage: number, cursor?: string) =>
      request(
        'GET',
        `/employees/history?organization_id=${org}&per_page=${perPage}${cursor ? `&cursor=${cursor}` : ''}`,
        { token },
      );
    const count = (await page(100)).body.data.data.length;
    expect(count).toBeGreaterThan(0);
    // Exactly one page: no cursor to an empty page after it.
    const exact = await page(count);
    expect(exact.body.data.data).toHaveLength(count);
    expect(exact.body.data.next_cursor).toBeNull();

    await createEmployee(user, f, { first_name: 'OneMore' });
    const all = (await page(100)).body.data.data as { id: string }[];
    expect(all).toHaveLength(count + 1);
    const first = await page(count);
    expect(first.body.data.data).toEqual(all.slice(0, count));
    const cursor = first.body.data.next_cursor as string;
    expect(cursor).toEqual(expect.any(String));
    const second = await page(count, cursor);
    expect(second.status).toBe(200);
    expect(second.body.data.data).toEqual(all.slice(count));
    expect(second.body.data.next_cursor).toBeNull();
    // The cursor is still bound to its query: another page size, another list.
    expect((await page(count + 1, cursor)).status).toBe(422);
    const openings = await request('GET', `/recruitment/job-openings?organization_id=${org}&cursor=${cursor}`, {
      token,
    });
    expect(openings.status).toBe(422);
  });

  it("make the store's own cursor for a page ending at an item: ElectroDB on the table and an index, a raw Query of an index", async () => {
    const user = await signUp();
    const f = await employeeFixture(user);
    const org = f.organization.id;
    const employee = await createEmployee(user, f, { first_name: 'Keyed' });
    await createEmployee(user, f, { first_name: 'Keyed2' });
    const history = historyEventEntity();
    const byOrganization = await history.query.byOrganization({ organization_id: org }).go({ limit: 1 });
    const byEmployee = await history.query
      .byEmployee({ organization_id: org, employee_id: employee.id })
      .go({ limit: 1, order: 'desc' });
    for (const [pattern, answer] of [
      ['byOrganization', byOrganization],
      ['byEmployee', byEmployee],
    ] as const) {
      const item = answer.data[0];
      expect(item && answer.cursor, pattern).toBeTruthy();
      const made = entityCursor(history, pattern)(item as object);
      expect(storeCursorToKey(made), pattern).toEqual(storeCursorToKey(answer.cursor as string));
    }
    // The audit log's index gsi1 shares the table's sort key.
    const raw = await dynamo().send(
      new QueryCommand({
        TableName: tableNames().audit,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': auditKeys.actor(org, user.id) },
        Limit: 1,
      }),
    );
    expect(raw.LastEvaluatedKey).toBeDefined();
    expect(storeCursorToKey(keyCursor('audit', 'gsi1')(raw.Items?.[0] as object))).toEqual(raw.LastEvaluatedKey);
  });
});
