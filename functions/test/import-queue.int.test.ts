import { beforeAll, describe, expect, it } from 'vitest';
import { onAwsCommand } from '../src/core/aws/command-log.ts';
import { historyEventEntity } from '../src/core/employees/history-entity.ts';
import { CHUNK_ROWS } from '../src/core/imports/commit.ts';
import { importChangeEntity, importEntity } from '../src/core/imports/import-entities.ts';
import { MAX_STEP_ATTEMPTS } from '../src/core/imports/import-worker.ts';
import { REVERT_IN_REQUEST } from '../src/core/imports/revert.ts';
import { deleteObject } from '../src/core/storage/s3.ts';
import { handler as importsWorker } from '../src/handlers/imports-worker.ts';
import { type OwnerWorkspace, ownerWorkspace } from './employee-support.ts';
import {
  commitAndRun,
  csvUnder,
  dryRun,
  importJobMessage,
  PEOPLE_MAPPING,
  personRow,
  runImportJob,
} from './import-support.ts';
import { type Json, request } from './support.ts';

/**
 * Issue 31 §1 "Large files": the commit writes a step's rows side by side, in waves, so a row whose
 * reporting manager is created by an earlier row of the file is written after it; a revert of more
 * than REVERT_IN_REQUEST records goes through the queue (202, `reverting`, progress); a step that
 * keeps failing marks the import failed with the reason rather than leaving it `committing`; a step
 * run again after failing part-way, or delivered again after it finished, writes nothing twice.
 */
let w: OwnerWorkspace;

const MAPPING = { ...PEOPLE_MAPPING, Manager: 'reporting_manager' };
const csvOf = (rows: string[][]) => csvUnder(MAPPING, rows);

/** `count` people; every tenth reports to the first, and the third to the second (by e-mail). */
function people(prefix: string, count: number): string[][] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(3, '0');
    const manager = index === 2 ? `${prefix.toLowerCase()}.002@example.test` : index % 10 === 9 ? `${prefix}-001` : '';
    return [...personRow(`${prefix}-${n}`, n, 'Baker', `${prefix.toLowerCase()}.${n}@example.test`), manager];
  });
}

const employeesOf = async () =>
  (await request('GET', `/employees?organization_id=${w.org}&per_page=100`, { token: w.owner.token })).body.data;
const employeeByCode = async (code: string): Promise<Json> => {
  const page = await request('GET', `/employees?organization_id=${w.org}&search=${code}`, { token: w.owner.token });
  return page.body.data.data.find((item: Json) => item.employee_code === code);
};

beforeAll(async () => {
  w = await ownerWorkspace('Quinn Queue');
}, 120_000);

describe('a large import through the queue', { timeout: 300_000 }, () => {
  const count = REVERT_IN_REQUEST + 5;
  let importId: number;

  it('dry-runs and commits managers created earlier in the file before the people who report to them', async () => {
    const answer = await dryRun(w.owner, w.org, csvOf(people('QA', count)), MAPPING);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.counts).toEqual({ create: count, update: 0, unchanged: 0, error: 0 });
    const third = answer.body.data.rows.find((row: Json) => row.row === 4);
    expect(third.changes.find((change: Json) => change.field === 'reporting_manager').after).toBe('QA-002');
    importId = answer.body.data.id;
    const done = await commitAndRun(w.owner, importId);
    expect(done).toMatchObject({ status: 'committed', counts: { create: count, error: 0 } });
    expect((await employeesOf()).total).toBe(count);
    const [first, second, third_, tenth] = await Promise.all(
      ['QA-001', 'QA-002', 'QA-003', 'QA-010'].map(employeeByCode),
    );
    expect(tenth.reporting_manager_id).toBe(first.id);
    expect(third_.reporting_manager_id).toBe(second.id);
    // Ids are allocated per step, and every new employee has its own.
    expect(new Set([first.id, second.id, third_.id, tenth.id]).size).toBe(4);
  });

  it(`reverts more than ${REVERT_IN_REQUEST} records through the queue, with progress`, async () => {
    const answer = await request('POST', `/imports/${importId}/revert`, { token: w.owner.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body.data).toMatchObject({ status: 'reverting', progress: { done: 0, total: count } });
    const again = await request('POST', `/imports/${importId}/revert`, { token: w.owner.token });
    expect(again.status).toBe(409);
    await runImportJob(w.org, importId);
    const done = await request('GET', `/imports/${importId}`, { token: w.owner.token });
    expect(done.body.data).toMatchObject({
      status: 'reverted',
      progress: { done: count, total: count },
      message: null,
    });
    expect((await employeesOf()).total).toBe(0);
  });
});

describe('a commit step that keeps failing', { timeout: 120_000 }, () => {
  it(`marks the import failed after ${MAX_STEP_ATTEMPTS} runs, with the reason, and it can be reverted`, async () => {
    const answer = await dryRun(w.owner, w.org, csvOf(people('QF', 3)), MAPPING);
    const importId = answer.body.data.id;
    const committed = await request('POST', `/imports/${importId}/commit`, { token: w.owner.token });
    expect(committed.status).toBe(202);
    // The file is gone (say): every run of the step fails before writing a row.
    const item = (await importEntity().get({ organization_id: w.org, import_id: importId }).go()).data;
    await deleteObject(item?.file_key as string);
    const message = await importJobMessage(w.org, importId, 'failing');
    for (let attempt = 1; attempt <= MAX_STEP_ATTEMPTS; attempt += 1) {
      const response = await importsWorker(message);
      expect(response?.batchItemFailures.length).toBe(attempt < MAX_STEP_ATTEMPTS ? 1 : 0);
    }
    const failed = (await request('GET', `/imports/${importId}`, { token: w.owner.token })).body.data;
    expect(failed).toMatchObject({ status: 'failed', revertible_until: expect.any(String) });
    expect(failed.message).toMatch(/^The import stopped at row 2 \(/);
    const reverted = await request('POST', `/imports/${importId}/revert`, { token: w.owner.token });
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect(reverted.body.data.status).toBe('reverted');
  });
});

const codesOf = async (prefix: string): Promise<Json[]> =>
  (await employeesOf()).data.filter((item: Json) => item.employee_code.startsWith(`${prefix}-`));

describe('a commit step run again', { timeout: 300_000 }, () => {
  it('after failing part-way writes nothing twice: one employee, one Hired event and one change record a row', async () => {
    const count = 60;
    const answer = await dryRun(w.owner, w.org, csvOf(people('QR', count)), MAPPING);
    const importId = answer.body.data.id;
    expect((await request('POST', `/imports/${importId}/commit`, { token: w.owner.token })).status).toBe(202);
    // The first run loses DynamoDB after its first two transactions (groups of rows): the step fails.
    let transactions = 0;
    const stop = onAwsCommand((command) => {
      if (command.name === 'TransactWriteItemsCommand' && ++transactions > 2) throw new Error('connection lost');
      return undefined;
    });
    let failed: Awaited<ReturnType<typeof importsWorker>>;
    try {
      failed = await importsWorker(await importJobMessage(w.org, importId));
    } finally {
      stop();
    }
    expect(failed?.batchItemFailures.length).toBe(1);
    const written = (await codesOf('QR')).length;
    expect(written).toBeGreaterThan(0);
    expect(written).toBeLessThan(count);
    // The queue delivers the step again.
    await runImportJob(w.org, importId);
    const done = (await request('GET', `/imports/${importId}`, { token: w.owner.token })).body.data;
    expect(done.status).toBe('committed');
    expect(done.counts.error).toBe(0);
    // Rows the failed run wrote are found unchanged by the run that finished the step.
    expect(done.counts.create + done.counts.unchanged).toBe(count);
    const people_ = await codesOf('QR');
    expect(people_.length).toBe(count);
    const hired = await Promise.all(
      people_.map(async (person: Json) => {
        const events = await historyEventEntity()
          .query.byEmployee({ organization_id: w.org, employee_id: person.id })
          .go({ pages: 'all' });
        return events.data.filter((event) => event.event_type === 'Hired').length;
      }),
    );
    expect(hired).toEqual(people_.map(() => 1));
    const changes = await importChangeEntity()
      .query.byOrganization({ organization_id: w.org })
      .begins({ import_id: importId })
      .go({ pages: 'all' });
    expect(changes.data.filter((change) => change.import_id === importId).length).toBe(count);
    expect(new Set(changes.data.map((change) => change.record_id)).size).toBe(count);
    // Revert removes every one of them.
    const reverted = await request('POST', `/imports/${importId}/revert`, { token: w.owner.token });
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect((await codesOf('QR')).length).toBe(0);
  });

  it('delivered again after it finished, changes nothing: the counts are not added twice', async () => {
    // A row to create, then CHUNK_ROWS - 1 rows missing their names (errors), then another to create: two steps.
    const filler = (index: number) => [`QD-F${index}`, '', '', '', '', '', '', '', '', '', '', '', '', '', ''];
    const rows = [
      ...people('QD', 1),
      ...Array.from({ length: CHUNK_ROWS - 1 }, (_, index) => filler(index)),
      ...people('QD', 2).slice(1),
    ];
    const answer = await dryRun(w.owner, w.org, csvOf(rows), MAPPING);
    expect(answer.body.data.counts).toEqual({ create: 2, update: 0, unchanged: 0, error: CHUNK_ROWS - 1 });
    const importId = answer.body.data.id;
    expect((await request('POST', `/imports/${importId}/commit`, { token: w.owner.token })).status).toBe(202);
    const first = await importJobMessage(w.org, importId);
    expect((await importsWorker(first))?.batchItemFailures).toEqual([]);
    const afterFirst = (await request('GET', `/imports/${importId}`, { token: w.owner.token })).body.data;
    // The first step's message again (SQS delivers at least once).
    expect((await importsWorker(first))?.batchItemFailures).toEqual([]);
    const again = (await request('GET', `/imports/${importId}`, { token: w.owner.token })).body.data;
    expect(again.counts).toEqual(afterFirst.counts);
    await runImportJob(w.org, importId);
    const done = (await request('GET', `/imports/${importId}`, { token: w.owner.token })).body.data;
    expect(done).toMatchObject({
      status: 'committed',
      counts: { create: 2, update: 0, unchanged: 0, error: CHUNK_ROWS - 1 },
    });
    expect((await codesOf('QD')).length).toBe(2);
  });
});
