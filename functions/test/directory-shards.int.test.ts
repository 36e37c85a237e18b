import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { onAwsCommand } from '../src/core/aws/command-log.ts';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import {
  compactDirectoryShard,
  type DirectoryEntry,
  directoryWrite,
  readDirectory,
} from '../src/core/employees/directory.ts';

const organizationId = 900_000 + Math.floor(Math.random() * 90_000);

function entry(employeeId: number, lastName: string): DirectoryEntry {
  return {
    employee_id: employeeId,
    organization_id: organizationId,
    employee_code: `C-${employeeId}`,
    first_name: 'Shard',
    last_name: lastName,
    personal_email: `e${employeeId}@example.test`,
    phone_number: '0400 000 000',
    department_id: 1,
    designation_id: 1,
    reporting_manager_id: null,
    status: 'Active',
    employment_type: 'Full-time',
    work_arrangement: 'Onsite',
    joining_date: '2026-01-05',
    gender: 'Female',
    last_working_day: employeeId % 2 === 0 ? '2026-12-31' : null,
    probation_end_date: null,
    trashed_at: null,
    version: 1,
  };
}

async function write(employeeId: number, value: DirectoryEntry | null) {
  const item = directoryWrite(organizationId, employeeId, value) as unknown as Record<string, unknown>;
  await dynamo().send(new TransactWriteCommand({ TransactItems: [item] }));
}

const shardZero = async () =>
  (
    await dynamo().send(
      new GetCommand({
        TableName: tableNames().employees,
        Key: { pk: `org#${organizationId}`, sk: 'directory#0' },
        ConsistentRead: true,
      }),
    )
  ).Item ?? {};

describe('directory shards', () => {
  it('are read without any write, folded into a compressed base by the writer, and overlay newer entries and removals', async () => {
    const ids = Array.from({ length: 20 }, (_, index) => (index + 1) * 16); // all in shard 0
    for (const id of ids) await write(id, entry(id, `Name${String(id).padStart(4, '0')}`));
    const before = await shardZero();
    expect(Object.keys(before).filter((name) => /^e\d+$/.test(name))).toHaveLength(20);

    const sent: string[] = [];
    const stop = onAwsCommand(({ name }) => {
      sent.push(name);
      return undefined;
    });
    const first = await readDirectory(organizationId);
    stop();
    expect(first.map((item) => item.employee_id)).toEqual(ids);
    expect(sent).toEqual(['BatchGetItemCommand']);
    expect(Object.keys(await shardZero()).filter((name) => /^e\d+$/.test(name))).toHaveLength(20);

    await compactDirectoryShard(organizationId, 16);
    const compacted = await shardZero();
    expect(compacted.base).toBeInstanceOf(Uint8Array);
    expect(Object.keys(compacted).filter((name) => /^e\d+$/.test(name))).toEqual([]);
    expect(compacted.rev).toBe(before.rev);
    expect((compacted.base as Uint8Array).length).toBeLessThan(JSON.stringify(before).length / 2);

    // Newer writes go beside the base: a change, a removal (tombstone) and a new entry.
    await write(16, entry(16, 'Zed'));
    await write(32, null);
    await write(999 * 16, entry(999 * 16, 'Aaron'));
    const second = await readDirectory(organizationId);
    expect(second[0]?.last_name).toBe('Aaron');
    expect(second.at(-1)).toMatchObject({ employee_id: 16, last_name: 'Zed' });
    expect(second.some((item) => item.employee_id === 32)).toBe(false);
    expect(second).toHaveLength(20);
  });
});
