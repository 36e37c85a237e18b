import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { importChangeEntity } from '../src/core/imports/import-entities.ts';
import { MAX_STEP_ATTEMPTS } from '../src/core/imports/import-worker.ts';
import { commitSeams } from '../src/core/imports/run-rows.ts';
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
import { hire } from './lifecycle-support.ts';
import { type Json, request } from './support.ts';

/**
 * Issue 31 §1 "Undo", a worker that stops: a commit step records what each wave's rows will write
 * before it writes them, so a worker that stops between the two (killed: an error no row catches),
 * or after the rows, leaves nothing a revert cannot undo; a record whose row was never written is
 * skipped; a step delivered again after the stop finishes the rows, and a revert undoes them all.
 */
let w: OwnerWorkspace;

const csvOf = (rows: string[][]) => csvUnder(PEOPLE_MAPPING, rows);

const person = (prefix: string, n: number, lastName: string) => {
  const code = String(n).padStart(3, '0');
  return personRow(`${prefix}-${code}`, code, lastName, `${prefix.toLowerCase()}.${code}@example.test`);
};

/** The organization's employees of `prefix`, by code, without what every write moves on. */
async function snapshot(prefix: string): Promise<Record<string, Json>> {
  const page = await request('GET', `/employees?organization_id=${w.org}&per_page=100`, { token: w.owner.token });
  const people = page.body.data.data.filter((item: Json) => item.employee_code.startsWith(`${prefix}-`));
  return Object.fromEntries(
    people.map(({ version: _version, updated_at: _updated, ...item }: Json) => [item.employee_code, item]),
  );
}

const stop = (message: string) => () => {
  throw new Error(message);
};

/** Three existing people of `prefix`; a file that renames them and adds three more; its import id, committed. */
async function prepare(prefix: string) {
  const first = await dryRun(w.owner, w.org, csvOf([1, 2, 3].map((n) => person(prefix, n, 'Baker'))), PEOPLE_MAPPING);
  expect((await commitAndRun(w.owner, first.body.data.id)).status).toBe('committed');
  const before = await snapshot(prefix);
  expect(Object.keys(before)).toHaveLength(3);
  const rows = [1, 2, 3, 4, 5, 6].map((n) => person(prefix, n, 'Cook'));
  const answer = await dryRun(w.owner, w.org, csvOf(rows), PEOPLE_MAPPING);
  expect(answer.body.data.counts).toEqual({ create: 3, update: 3, unchanged: 0, error: 0 });
  const importId = answer.body.data.id as number;
  expect((await request('POST', `/imports/${importId}/commit`, { token: w.owner.token })).status).toBe(202);
  return { before, importId };
}

/** Runs the import's step until the worker gives up on it (the import failed). */
async function runUntilFailed(importId: number) {
  const message = await importJobMessage(w.org, importId, `stopping-${importId}`);
  for (let attempt = 1; attempt <= MAX_STEP_ATTEMPTS; attempt += 1) await importsWorker(message);
  const failed = (await request('GET', `/imports/${importId}`, { token: w.owner.token })).body.data;
  expect(failed.status).toBe('failed');
}

const changesOf = async (importId: number) =>
  (await importChangeEntity().query.byOrganization({ organization_id: w.org, import_id: importId }).go()).data;

async function revert(importId: number) {
  const reverted = await request('POST', `/imports/${importId}/revert`, { token: w.owner.token });
  expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
  expect(reverted.body.data).toMatchObject({ status: 'reverted', message: null });
}

beforeAll(async () => {
  w = await ownerWorkspace('Casey Crash');
}, 120_000);

afterEach(() => {
  commitSeams.afterRecords = undefined;
  commitSeams.afterRows = undefined;
});

describe('a commit whose worker stops', { timeout: 300_000 }, () => {
  it('after the records and before the rows: nothing was written, and a revert changes nothing', async () => {
    const { before, importId } = await prepare('CA');
    commitSeams.afterRecords = stop('worker killed');
    await runUntilFailed(importId);
    // Every row's record is there before its write: 3 updates, 3 creates with their ids.
    const changes = await changesOf(importId);
    expect(changes.map((change) => change.action).sort()).toEqual([
      'created',
      'created',
      'created',
      'updated',
      'updated',
      'updated',
    ]);
    expect(await snapshot('CA')).toEqual(before);
    await revert(importId);
    expect(await snapshot('CA')).toEqual(before);
  });

  it('after the rows: delivered again, it finds them written; a revert restores every value and removes who it created', async () => {
    const { before, importId } = await prepare('CB');
    commitSeams.afterRows = stop('worker killed');
    await importsWorker(await importJobMessage(w.org, importId, `stopping-${importId}`));
    commitSeams.afterRows = undefined;
    const written = await snapshot('CB');
    expect(Object.keys(written)).toHaveLength(6);
    expect(written['CB-001']?.last_name).toBe('Cook');
    expect(await changesOf(importId)).toHaveLength(6);
    await runImportJob(w.org, importId);
    const done = (await request('GET', `/imports/${importId}`, { token: w.owner.token })).body.data;
    expect(done).toMatchObject({ status: 'committed', counts: { create: 0, update: 0, unchanged: 6, error: 0 } });
    await revert(importId);
    expect(await snapshot('CB')).toEqual(before);
  });

  it('after the records, then delivered again: the step writes every row once, and a revert undoes them', async () => {
    const { before, importId } = await prepare('CC');
    commitSeams.afterRecords = stop('worker killed');
    await importsWorker(await importJobMessage(w.org, importId, `stopping-${importId}`));
    const first = await changesOf(importId);
    commitSeams.afterRecords = undefined;
    await runImportJob(w.org, importId);
    const done = (await request('GET', `/imports/${importId}`, { token: w.owner.token })).body.data;
    expect(done).toMatchObject({ status: 'committed', counts: { create: 3, update: 3, unchanged: 0, error: 0 } });
    const written = await snapshot('CC');
    expect(Object.keys(written)).toHaveLength(6);
    // One record a row; the new people planned again got new ids (the first run's were never used).
    const changes = await changesOf(importId);
    expect(changes).toHaveLength(6);
    const ids = new Set(Object.values(written).map((item) => item.id));
    expect(changes.every((change) => ids.has(change.record_id))).toBe(true);
    expect(first.filter((change) => change.action === 'updated')).toEqual(
      changes.filter((change) => change.action === 'updated'),
    );
    await revert(importId);
    expect(await snapshot('CC')).toEqual(before);
  });
});

/**
 * Opening balances: a row is written one at a time, each recorded before it (the confirmation its
 * write makes chosen then); Olive's balances are not confirmed before the import (its first row
 * confirms them, and a revert removes that confirmation), Pat's are, with an opening it replaces.
 */
const OPENING_MAPPING = { Code: 'employee_code', Type: 'leave_type', Balance: 'hours', 'As At Date': 'as_at' };
const openingCsv = (rows: string[][]) =>
  [Object.keys(OPENING_MAPPING), ...rows].map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n');

async function prepareOpenings() {
  const olive = await hire(w.owner, w.f, 'Olive', { joining_date: '2024-02-05', status: 'Active' });
  const pat = await hire(w.owner, w.f, 'Pat', { joining_date: '2024-02-05', status: 'Active' });
  const set = await request('PUT', `/employees/${pat.id}/opening-balances`, {
    token: w.owner.token,
    body: { as_at: '2026-06-30', balances: [{ leave_type_id: 1, hours: '30' }], version: 0 },
  });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  /** Both employees' openings and confirmation (who, when), without the version every write moves on. */
  const openings = async () =>
    Promise.all(
      [olive, pat].map(async (person) => {
        const { version: _version, ...view } = (
          await request('GET', `/employees/${person.id}/opening-balances`, { token: w.owner.token })
        ).body.data;
        return view;
      }),
    );
  const before = await openings();
  expect(before[0]).toMatchObject({ balances: [], confirmed_at: null });
  const answer = await dryRun(
    w.owner,
    w.org,
    openingCsv([
      [olive.employee_code, 'Annual Leave', '20', '30/06/2026'],
      [olive.employee_code, "Personal/Carer's Leave", '5', '30/06/2026'],
      [pat.employee_code, 'Annual Leave', '35', '30/06/2026'],
    ]),
    OPENING_MAPPING,
    { kind: 'opening-balances' },
  );
  expect(answer.body.data.counts).toEqual({ create: 2, update: 1, unchanged: 0, error: 0 });
  const importId = answer.body.data.id as number;
  expect((await request('POST', `/imports/${importId}/commit`, { token: w.owner.token })).status).toBe(202);
  return { before, openings, importId };
}

describe('an opening balances commit whose worker stops', { timeout: 300_000 }, () => {
  it('after a record and before its row: nothing was written, and a revert changes nothing', async () => {
    const { before, openings, importId } = await prepareOpenings();
    commitSeams.afterRecords = stop('worker killed');
    await runUntilFailed(importId);
    const changes = await changesOf(importId);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ action: 'created', version_before: 0, version_after: 1 });
    expect(changes[0]?.before).toMatchObject({ confirmed: expect.any(String) });
    expect(await openings()).toEqual(before);
    await revert(importId);
    expect(await openings()).toEqual(before);
  });

  it('after its first row: delivered again, it writes the rest; a revert restores the openings and un-confirms', async () => {
    const { before, openings, importId } = await prepareOpenings();
    commitSeams.afterRows = stop('worker killed');
    await importsWorker(await importJobMessage(w.org, importId, `stopping-${importId}`));
    commitSeams.afterRows = undefined;
    const [olive] = await openings();
    expect(olive?.balances).toHaveLength(1);
    const [change] = await changesOf(importId);
    // The record made before the write names the confirmation the write then made.
    expect(change?.before).toMatchObject({ confirmed: olive?.confirmed_at });
    await runImportJob(w.org, importId);
    const done = (await request('GET', `/imports/${importId}`, { token: w.owner.token })).body.data;
    expect(done).toMatchObject({ status: 'committed', counts: { create: 1, update: 1, unchanged: 1, error: 0 } });
    expect(await changesOf(importId)).toHaveLength(3);
    await revert(importId);
    expect(await openings()).toEqual(before);
  });

  it('after a record, then delivered again: every row is written once, and a revert undoes them', async () => {
    const { before, openings, importId } = await prepareOpenings();
    commitSeams.afterRecords = stop('worker killed');
    await importsWorker(await importJobMessage(w.org, importId, `stopping-${importId}`));
    commitSeams.afterRecords = undefined;
    await runImportJob(w.org, importId);
    const done = (await request('GET', `/imports/${importId}`, { token: w.owner.token })).body.data;
    expect(done).toMatchObject({ status: 'committed', counts: { create: 2, update: 1, unchanged: 0, error: 0 } });
    const [olive, pat] = await openings();
    expect(olive?.balances).toHaveLength(2);
    expect(pat?.confirmed_at).toBe(before[1]?.confirmed_at);
    const changes = await changesOf(importId);
    expect(changes).toHaveLength(3);
    // Olive's first row confirmed her balances at the time its record names; her second row and Pat's confirm nothing.
    expect(changes.map((change) => (change.before as Json).confirmed)).toEqual([olive?.confirmed_at, null, null]);
    await revert(importId);
    expect(await openings()).toEqual(before);
  });
});
