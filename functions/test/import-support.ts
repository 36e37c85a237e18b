import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { expect } from 'vitest';
import { dynamo, tableNames } from '../src/core/db/client.ts';
import { asQueueEvent } from '../src/core/jobs/queue-event.ts';
import { handler as importsWorker } from '../src/handlers/imports-worker.ts';
import { type Json, request, type TestUser } from './support.ts';

/** Uploads a file for an import through the presigned POST; the upload's id. */
export async function uploadImportFile(user: TestUser, organizationId: number, bytes: Uint8Array, fileName: string) {
  const grant = await request('POST', '/imports/uploads', {
    token: user.token,
    body: { organization_id: organizationId, file_name: fileName },
  });
  expect(grant.status, JSON.stringify(grant.body)).toBe(201);
  const { url, fields, upload_id } = grant.body.data;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields as Record<string, string>)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const uploaded = await fetch(url, { method: 'POST', body: form });
  expect(uploaded.status).toBeLessThan(300);
  return upload_id as string;
}

/** Uploads a CSV and dry-runs it with `mapping` (header → field); the answer. */
export async function dryRun(
  user: TestUser,
  organizationId: number,
  csv: string,
  mapping: Record<string, string>,
  extra: Record<string, unknown> = {},
) {
  const uploadId = await uploadImportFile(user, organizationId, new TextEncoder().encode(csv), 'people.csv');
  return request('POST', '/imports', {
    token: user.token,
    body: {
      organization_id: organizationId,
      kind: 'employees',
      upload_id: uploadId,
      mapping,
      key: 'employee_code',
      ...extra,
    },
  });
}

/**
 * Commits an import and runs its job's steps through the worker's handler as queue messages (what
 * the pipe delivers from the jobs table's stream) until it is done; the import as then answered.
 * `asWorker` wraps the worker's part (the grants test names the function it runs as).
 */
export async function commitAndRun(
  user: TestUser,
  importId: number,
  asWorker: <T>(work: () => Promise<T>) => Promise<T> = (work) => work(),
): Promise<Json> {
  const committed = await request('POST', `/imports/${importId}/commit`, { token: user.token });
  expect(committed.status, JSON.stringify(committed.body)).toBe(202);
  const organizationId = committed.body.data.organization_id;
  await asWorker(() => runImportJob(organizationId, importId));
  const answer = await request('GET', `/imports/${importId}`, { token: user.token });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** The header → field mapping of a file of new people (the employees kind's columns). */
export const PEOPLE_MAPPING = {
  Code: 'employee_code',
  'First Name': 'first_name',
  'Last Name': 'last_name',
  Email: 'personal_email',
  Phone: 'phone_number',
  DOB: 'date_of_birth',
  Gender: 'gender',
  Street: 'address',
  Suburb: 'address_suburb',
  State: 'address_state',
  Postcode: 'address_postcode',
  Start: 'joining_date',
  Department: 'department',
  Designation: 'designation',
};

/**
 * One new person in PEOPLE_MAPPING's columns: the code, `Person<label>`, the last name and e-mail
 * given, then the same phone, birth date, address, start, department and designation for everyone.
 */
export function personRow(code: string, label: string, lastName: string, email: string): string[] {
  return [
    code,
    `Person${label}`,
    lastName,
    email,
    '0400 000 000',
    '15/04/1990',
    'Female',
    '1 George St',
    'Sydney',
    'NSW',
    '2000',
    '2024-02-05',
    'Sales',
    'Sales Representative',
  ];
}

/** A CSV file of `rows` under the mapping's headers, every cell quoted. */
export const csvUnder = (mapping: Record<string, string>, rows: readonly string[][]) =>
  [Object.keys(mapping), ...rows].map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n');

/** The import's job as read now, or undefined once it is gone. */
async function readImportJob(organizationId: number, importId: number) {
  return (
    await dynamo().send(
      new GetCommand({
        TableName: tableNames().jobs,
        Key: { pk: `org#${organizationId}`, sk: `import#${importId}` },
        ConsistentRead: true,
      }),
    )
  ).Item;
}

/** The import's job as its queue message carries it (what the pipe delivers from the jobs table's stream). */
export async function importJobMessage(organizationId: number, importId: number, eventID?: string) {
  const job = await readImportJob(organizationId, importId);
  const record = {
    eventID: eventID ?? `import-${importId}-${job?.step}`,
    eventName: 'MODIFY',
    dynamodb: { NewImage: marshall(job, { removeUndefinedValues: true }) },
  };
  return asQueueEvent({ Records: [record] } as never);
}

/** Runs an import's job (a commit's or a queued revert's) step by step until it is done. */
export async function runImportJob(organizationId: number, importId: number): Promise<void> {
  for (let step = 0; step < 200; step += 1) {
    const job = await readImportJob(organizationId, importId);
    if (job?.status !== 'running') break;
    const response = await importsWorker(
      await importJobMessage(organizationId, importId, `import-${importId}-${step}`),
    );
    expect(response?.batchItemFailures ?? []).toEqual([]);
  }
}
