import { BUILT_IN_PAY_CONDITION_SETS } from '@wattle/shared/pay-conditions/index';
import type { RoleKey } from '@wattle/shared/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { membershipEntity } from '../src/core/tenancy/membership-entity.ts';
import { type Json, organizationBody, request, signUp, type TestUser } from './support.ts';

/**
 * Issue 27 §1 and its API: the built-in pay condition sets (read-only, their unverified flags as
 * the shared data has them) and an organization's own sets: copy, change, read back, delete, each
 * audited; bad input, roles, another organization and stale versions.
 */

let owner: TestUser;
let org: number;
let officer: TestUser;
let manager: TestUser;
let stranger: TestUser;
let strangerOrg: number;

const as = (user: TestUser, method: string, path: string, body?: unknown) =>
  request(method, path, { token: user.token, body });
const setsPath = (organization = org) => `/organizations/${organization}/pay-conditions`;

async function newOrganization(user: TestUser): Promise<number> {
  const created = await as(user, 'POST', '/organizations', organizationBody());
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id;
}

async function member(role: RoleKey): Promise<TestUser> {
  const user = await signUp(`Conditions ${role}`);
  await membershipEntity()
    .create({ organization_id: org, user_id: user.id, role, created_at: new Date().toISOString() })
    .go();
  return user;
}

async function copyRetail(user: TestUser, name: string): Promise<Json> {
  const copy = await as(user, 'POST', setsPath(), { copy_of: 'MA000004', name });
  expect(copy.status, JSON.stringify(copy.body)).toBe(201);
  return copy.body.data;
}

const saturdayOf = (set: Json) => set.versions[0].penalties.find((rule: Json) => rule.category === 'saturday') as Json;

beforeAll(async () => {
  owner = await signUp('Conditions Owner');
  org = await newOrganization(owner);
  officer = await member('payroll_officer');
  manager = await member('manager');
  stranger = await signUp('Conditions Stranger');
  strangerOrg = await newOrganization(stranger);
}, 60_000);

describe('pay condition sets', () => {
  it('lists the three built-ins, read-only, with their unverified flags', async () => {
    const list = await as(officer, 'GET', setsPath());
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const builtIns = list.body.data.filter((set: Json) => set.built_in);
    expect(builtIns.map((set: Json) => set.id)).toEqual(['MA000004', 'MA000009', 'MA000003']);
    for (const [index, set] of builtIns.entries()) {
      expect(set).toMatchObject({ organization_id: null, version: null, copied_from: null });
      // Every rule's source comes through as the shared data has it, unverified flags and reasons included.
      expect(set.versions).toEqual(BUILT_IN_PAY_CONDITION_SETS[index]?.versions);
    }
    const unverified = JSON.stringify(builtIns).match(/"unverified":true/g) ?? [];
    expect(unverified.length).toBeGreaterThan(0);
    const one = await as(officer, 'GET', `${setsPath()}/MA000009`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ id: 'MA000009', built_in: true });
  });

  it('copies a built-in, changes a penalty, reads it back and audits each step', async () => {
    const copy = await copyRetail(officer, 'Bakery agreement');
    expect(copy).toMatchObject({ built_in: false, name: 'Bakery agreement', instrument: 'MA000004', version: 1 });
    expect(copy.copied_from).toBe('MA000004');
    expect(copy.versions).toEqual(BUILT_IN_PAY_CONDITION_SETS[0]?.versions);
    saturdayOf(copy).percent.casual = 16_000;
    const saved = await as(officer, 'PUT', `${setsPath()}/${copy.id}`, copy);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.version).toBe(2);
    const read = await as(officer, 'GET', `${setsPath()}/${copy.id}`);
    expect(read.status).toBe(200);
    expect(saturdayOf(read.body.data).percent).toMatchObject({ casual: 16_000 });
    const listed = await as(officer, 'GET', setsPath());
    expect(listed.body.data.map((set: Json) => set.id)).toContain(copy.id);

    const log = await as(
      owner,
      'GET',
      `/organizations/${org}/audit-log?per_page=100&record_type=pay_condition_set&record_id=${copy.id}`,
    );
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    expect(log.body.data.data.map((event: Json) => event.action).sort()).toEqual(['create', 'update']);
    const update = log.body.data.data.find((event: Json) => event.action === 'update');
    expect(update.changes.map((change: Json) => change.label)).toEqual(['From 2026-07-01: penalty Saturday']);
    expect(update.changes[0].after).toContain('16000');

    const deleted = await as(officer, 'DELETE', `${setsPath()}/${copy.id}`);
    expect(deleted.status).toBe(204);
    expect((await as(officer, 'GET', `${setsPath()}/${copy.id}`)).status).toBe(404);
    const after = await as(
      owner,
      'GET',
      `/organizations/${org}/audit-log?per_page=100&record_type=pay_condition_set&record_id=${copy.id}`,
    );
    expect(after.body.data.data.map((event: Json) => event.action)).toContain('delete');
  });

  it('builds a set from a whole body, and copies one of the organization’s own', async () => {
    const { id: _id, built_in: _builtIn, ...retail } = BUILT_IN_PAY_CONDITION_SETS[0] as Json;
    const built = await as(owner, 'POST', setsPath(), { ...retail, name: 'Own from scratch', instrument: 'EA 2026' });
    expect(built.status, JSON.stringify(built.body)).toBe(201);
    expect(built.body.data).toMatchObject({ name: 'Own from scratch', instrument: 'EA 2026', copied_from: null });
    const again = await as(owner, 'POST', setsPath(), { copy_of: built.body.data.id, name: 'Copy of own' });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data).toMatchObject({ copied_from: built.body.data.id, instrument: 'EA 2026' });
  });

  it('refuses to change or delete a built-in', async () => {
    const builtIn = BUILT_IN_PAY_CONDITION_SETS[1] as Json;
    const put = await as(owner, 'PUT', `${setsPath()}/MA000009`, { ...builtIn, name: 'Mine now', version: 1 });
    expect(put.status).toBe(409);
    expect(put.body.message).toBe('Built-in pay conditions cannot be changed; copy them first.');
    const removed = await as(owner, 'DELETE', `${setsPath()}/MA000009`);
    expect(removed.status).toBe(409);
    expect(removed.body.message).toBe('Built-in pay conditions cannot be changed; copy them first.');
  });

  it('answers 422 with the field for bad input, and writes nothing', async () => {
    const copy = await copyRetail(owner, 'To break');
    saturdayOf(copy).percent.casual = -5;
    copy.versions[0].casual_loading.source.unverified = true;
    copy.versions[0].casual_loading.source.unverified_reason = null;
    const bad = await as(owner, 'PUT', `${setsPath()}/${copy.id}`, copy);
    expect(bad.status, JSON.stringify(bad.body)).toBe(422);
    const fields = Object.keys(bad.body.errors);
    expect(fields.some((field) => field.startsWith('versions.0.penalties.') && field.endsWith('.percent.casual'))).toBe(
      true,
    );
    expect(fields).toContain('versions.0.casual_loading.source.unverified_reason');
    const stored = await as(owner, 'GET', `${setsPath()}/${copy.id}`);
    expect(stored.body.data.version).toBe(1);
    expect(saturdayOf(stored.body.data).percent.casual).toBe(15_000);

    const noName = await as(owner, 'POST', setsPath(), { copy_of: 'MA000004', name: '' });
    expect(noName.status).toBe(422);
    expect(Object.keys(noName.body.errors)).toEqual(['name']);
    const unknown = await as(owner, 'POST', setsPath(), { copy_of: 'MA999999', name: 'Nothing' });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(['copy_of']);
    const empty = await as(owner, 'POST', setsPath(), { name: 'Empty', instrument: 'EA', versions: [] });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['versions']);
    const names = (await as(owner, 'GET', setsPath())).body.data.map((set: Json) => set.name);
    expect(names).not.toContain('Nothing');
    expect(names).not.toContain('Empty');
  });

  it('answers 409 for a stale version and 422 without one', async () => {
    const copy = await copyRetail(owner, 'Versioned');
    expect((await as(owner, 'PUT', `${setsPath()}/${copy.id}`, { ...copy, version: 7 })).status).toBe(409);
    const { version: _version, ...withoutVersion } = copy;
    const missing = await as(owner, 'PUT', `${setsPath()}/${copy.id}`, withoutVersion);
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['version']);
    expect((await as(owner, 'PUT', `${setsPath()}/${copy.id}`, copy)).status).toBe(200);
    expect((await as(owner, 'PUT', `${setsPath()}/${copy.id}`, copy)).status).toBe(409);
  });

  it('lets a member without payroll rights read nothing and change nothing (403)', async () => {
    expect((await as(manager, 'GET', setsPath())).status).toBe(403);
    expect((await as(manager, 'GET', `${setsPath()}/MA000004`)).status).toBe(403);
    expect((await as(manager, 'POST', setsPath(), { copy_of: 'MA000004', name: 'Manager copy' })).status).toBe(403);
    const names = (await as(owner, 'GET', setsPath())).body.data.map((set: Json) => set.name);
    expect(names).not.toContain('Manager copy');
  });

  it('answers 404 for another organization’s set, and to an outsider on another organization’s path', async () => {
    const mine = await copyRetail(owner, 'Not theirs');
    const theirs = await as(stranger, 'GET', `${setsPath(strangerOrg)}/${mine.id}`);
    expect(theirs.status).toBe(404);
    expect((await as(stranger, 'PUT', `${setsPath(strangerOrg)}/${mine.id}`, mine)).status).toBe(404);
    expect((await as(stranger, 'DELETE', `${setsPath(strangerOrg)}/${mine.id}`)).status).toBe(404);
    const list = await as(stranger, 'GET', setsPath(strangerOrg));
    expect(list.body.data.map((set: Json) => set.id)).not.toContain(mine.id);
    expect((await as(stranger, 'GET', setsPath())).status).toBe(404);
    expect((await as(owner, 'GET', `${setsPath()}/999999`)).status).toBe(404);
    expect((await as(owner, 'GET', `${setsPath()}/not-a-set`)).status).toBe(404);
  });
});
