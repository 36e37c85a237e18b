import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { listKeys } from '../src/core/storage/s3.ts';
import { request } from './support.ts';
import { buildWorld } from './world.ts';

describe('deleting an organization', () => {
  it('removes its data from every table, its locators and its resume files', async () => {
    const world = await buildWorld('Purged');
    const other = await buildWorld('Kept');
    const org = world.organization.id;
    const countPartition = async (table: string, id: number) =>
      (
        await dynamo().send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': `org#${id}` },
          }),
        )
      ).Count ?? 0;
    const resumes = async (id: number) => (await listKeys(`resumes/org-${id}/`)).keys.length;
    for (const table of Object.values(tableNames()).filter((name) => !name.includes('identity'))) {
      expect(await countPartition(table, org), table).toBeGreaterThan(0);
    }
    expect(await resumes(org)).toBe(1);

    expect((await request('DELETE', `/organizations/${org}`, { token: world.owner.token })).status).toBe(204);

    const auditBefore = await countPartition(tableNames().audit, org);
    for (const table of Object.values(tableNames()).filter(
      (name) => !name.includes('identity') && name !== tableNames().audit,
    )) {
      expect(await countPartition(table, org), table).toBe(0);
      expect(await countPartition(table, other.organization.id), table).toBeGreaterThan(0);
    }
    expect(await resumes(org)).toBe(0);
    expect(await resumes(other.organization.id)).toBe(1);
    // The audit log is append-only: the organization's events outlive it (and expire by TTL).
    expect(await countPartition(tableNames().audit, org)).toBeGreaterThanOrEqual(auditBefore);
    const locator = await dynamo().send(
      new GetCommand({
        TableName: tableNames().employees,
        Key: { pk: `employee#${world.employee.id}`, sk: 'locator' },
      }),
    );
    expect(locator.Item).toBeUndefined();
    expect((await request('GET', `/employees/${world.employee.id}`, { token: world.owner.token })).status).toBe(404);
    expect((await request('GET', `/employees/${other.employee.id}`, { token: other.owner.token })).status).toBe(200);
  });
});
