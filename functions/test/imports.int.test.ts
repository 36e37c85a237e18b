import { beforeAll, describe, expect, it } from 'vitest';
import { type OwnerWorkspace, ownerWorkspace } from './employee-support.ts';
import { commitAndRun, dryRun } from './import-support.ts';
import { COMPASSIONATE } from './leave-request-support.ts';
import { type Json, request } from './support.ts';

/**
 * Issue 31 §1, the black-box check: a CSV of 50 employees with mixed date formats and 3 bad rows
 * dry-runs with exactly those 3 errors (row and column named) and writes nothing; the commit
 * creates 47; re-importing the same file reports 47 unchanged; blank cells change nothing; revert
 * restores the previous values, or says which records changed since.
 */
let w: OwnerWorkspace;

const HEADERS = [
  'Employee Code',
  'First Name',
  'Last Name',
  'Email',
  'Phone',
  'DOB',
  'Gender',
  'Street Address',
  'Suburb',
  'State',
  'Postcode',
  'Start Date',
  'Department',
  'Designation',
  'Employment Type',
  'TFN',
  'Visa Type',
];
const MAPPING = {
  'Employee Code': 'employee_code',
  'First Name': 'first_name',
  'Last Name': 'last_name',
  Email: 'personal_email',
  Phone: 'phone_number',
  DOB: 'date_of_birth',
  Gender: 'gender',
  'Street Address': 'address',
  Suburb: 'address_suburb',
  State: 'address_state',
  Postcode: 'address_postcode',
  'Start Date': 'joining_date',
  Department: 'department',
  Designation: 'designation',
  'Employment Type': 'employment_type',
  TFN: 'tax_file_number',
  'Visa Type': 'visa_type',
};

const csvOf = (rows: string[][]) =>
  [HEADERS, ...rows].map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n');

/** 50 people, dates as dd/mm/yyyy and ISO by turns; rows 11, 26 and 41 (file rows) are bad. */
function fiftyPeople(prefix: string): string[][] {
  return Array.from({ length: 50 }, (_, index) => {
    const n = String(index + 1).padStart(2, '0');
    const iso = index % 2 === 0;
    return [
      `${prefix}-${n}`,
      `Person${n}`,
      'Baker',
      `${prefix.toLowerCase()}.${n}@example.test`,
      '0400 000 000',
      iso ? '1990-04-15' : '15/04/1990',
      'Female',
      '1 George St',
      'Sydney',
      'nsw',
      '2000',
      iso ? '2024-02-05' : '5/2/2024',
      'Sales',
      'Sales Representative',
      'Full-time',
      index === 0 ? '123 456 782' : '',
      index === 1 ? 'Working holiday' : '',
    ];
  }).map((row, index) => {
    if (index === 9) row[5] = '31/02/1990'; // file row 11: no such day
    if (index === 24) row[10] = '20000'; // file row 26: postcode
    if (index === 39) row[15] = '123 456 789'; // file row 41: TFN fails its check digit
    return row;
  });
}

beforeAll(async () => {
  w = await ownerWorkspace();
}, 60_000);

const employeesOf = async () =>
  (await request('GET', `/employees?organization_id=${w.org}&per_page=100`, { token: w.owner.token })).body.data;

const employeeByCode = async (code: string): Promise<Json> => {
  const page = await request('GET', `/employees?organization_id=${w.org}&search=${code}`, { token: w.owner.token });
  const summary = page.body.data.data.find((item: Json) => item.employee_code === code);
  return (await request('GET', `/employees/${summary.id}`, { token: w.owner.token })).body.data;
};

describe('importing employees from a CSV', { timeout: 120_000 }, () => {
  const rows = fiftyPeople('BK');
  let firstImport: number;

  it('dry-runs 50 rows with exactly the 3 bad rows in error (row and column), writing nothing', async () => {
    const answer = await dryRun(w.owner, w.org, csvOf(rows), MAPPING);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const result = answer.body.data;
    expect(result).toMatchObject({ status: 'dry_run', counts: { create: 47, update: 0, unchanged: 0, error: 3 } });
    const errors = result.rows.filter((row: Json) => row.action === 'error');
    expect(errors.map((row: Json) => [row.row, row.errors.map((error: Json) => error.column)])).toEqual([
      [11, ['DOB']],
      [26, ['Postcode']],
      [41, ['TFN']],
    ]);
    expect(errors[0].errors[0].message).toMatch(/dd\/mm\/yyyy/);
    // The TFN is masked in the dry run's before → after.
    const first = result.rows.find((row: Json) => row.row === 2);
    const tfn = first.changes.find((change: Json) => change.field === 'tax_file_number');
    expect(tfn.after).not.toContain('456');
    expect(JSON.stringify(result)).not.toContain('123 456 782');
    // Days read as people write them, whichever way the file wrote them.
    const second = result.rows.find((row: Json) => row.row === 3);
    expect(second.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'date_of_birth', before: null, after: '15 April 1990' }),
        expect.objectContaining({ field: 'joining_date', before: null, after: '5 February 2024' }),
      ]),
    );
    expect((await employeesOf()).total).toBe(0);
    firstImport = result.id;
  });

  it('commits through the queue: 47 created, with progress and history', async () => {
    const done = await commitAndRun(w.owner, firstImport);
    expect(done).toMatchObject({
      status: 'committed',
      counts: { create: 47, error: 3 },
      progress: { done: 50, total: 50 },
    });
    expect(done.revertible_until).toEqual(expect.any(String));
    expect((await employeesOf()).total).toBe(47);
    const second = await employeeByCode('BK-02');
    expect(second).toMatchObject({ date_of_birth: '1990-04-15', joining_date: '2024-02-05', address_state: 'NSW' });
    const history = await request('GET', `/imports?organization_id=${w.org}`, { token: w.owner.token });
    expect(history.body.data.data[0]).toMatchObject({ id: firstImport, status: 'committed' });
    expect(history.body.data.mappings.employees).toMatchObject({ DOB: 'date_of_birth' });
  });

  it('re-importing the same file changes nothing: 47 unchanged', async () => {
    const answer = await dryRun(w.owner, w.org, csvOf(rows), MAPPING);
    expect(answer.body.data.counts).toEqual({ create: 0, update: 0, unchanged: 47, error: 3 });
    const done = await commitAndRun(w.owner, answer.body.data.id);
    expect(done.counts).toEqual({ create: 0, update: 0, unchanged: 47, error: 3 });
  });

  let blankImport: number;
  it('a blank cell never clears; #CLEAR does; the update says before → after', async () => {
    const before = await employeeByCode('BK-02');
    expect(before.visa_type).toBe('Working holiday');
    const sparse = [
      ['BK-02', 'Renamed', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '#CLEAR'],
      ['BK-03', '', '', '', '', '', '', '', '', '', '', '', '', '', '', '', ''],
    ];
    const answer = await dryRun(w.owner, w.org, csvOf(sparse), MAPPING);
    expect(answer.body.data.counts).toEqual({ create: 0, update: 1, unchanged: 1, error: 0 });
    expect(answer.body.data.rows[0].changes).toEqual([
      { field: 'first_name', label: 'First Name', before: 'Person02', after: 'Renamed' },
      { field: 'visa_type', label: 'Visa Type', before: 'Working holiday', after: null },
    ]);
    blankImport = answer.body.data.id;
    await commitAndRun(w.owner, blankImport);
    const after = await employeeByCode('BK-02');
    expect(after).toMatchObject({ first_name: 'Renamed', visa_type: null, phone_number: before.phone_number });
    expect(after.date_of_birth).toBe(before.date_of_birth);
  });

  it('revert restores the previous values, and refuses an import whose records changed since', async () => {
    const reverted = await request('POST', `/imports/${blankImport}/revert`, { token: w.owner.token });
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect(reverted.body.data.status).toBe('reverted');
    expect(await employeeByCode('BK-02')).toMatchObject({ first_name: 'Person02', visa_type: 'Working holiday' });
    const again = await request('POST', `/imports/${blankImport}/revert`, { token: w.owner.token });
    expect(again.status).toBe(409);
    // BK-02 changed since the first import (the second import and its revert): nothing is reverted.
    const refused = await request('POST', `/imports/${firstImport}/revert`, { token: w.owner.token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('BK-02');
    expect((await employeesOf()).total).toBe(47);
  });

  it('revert removes the records an import created', async () => {
    // Without the first row's TFN: BK-01 holds it (the commit would refuse that row).
    const fresh = fiftyPeople('NEW')
      .slice(0, 2)
      .map((row) => row.map((cell, index) => (index === 15 ? '' : cell)));
    const answer = await dryRun(w.owner, w.org, csvOf(fresh), MAPPING);
    const done = await commitAndRun(w.owner, answer.body.data.id);
    expect(done.counts.create).toBe(2);
    expect((await employeesOf()).total).toBe(49);
    const reverted = await request('POST', `/imports/${answer.body.data.id}/revert`, { token: w.owner.token });
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect((await employeesOf()).total).toBe(47);
  });

  it('revert keeps a created employee who has leave recorded since, and says so', async () => {
    const fresh = fiftyPeople('LVE')
      .slice(0, 2)
      .map((row) => row.map((cell, index) => (index === 15 ? '' : cell)));
    const answer = await dryRun(w.owner, w.org, csvOf(fresh), MAPPING);
    const done = await commitAndRun(w.owner, answer.body.data.id);
    expect(done.counts.create).toBe(2);
    const listed = await request('GET', `/employees?organization_id=${w.org}&search=LVE-01&per_page=5`, {
      token: w.owner.token,
    });
    const [person] = listed.body.data.data as { id: number; employee_code: string }[];
    const leave = await request('POST', '/leave/requests', {
      token: w.owner.token,
      body: {
        organization_id: w.org,
        employee_id: person?.id,
        leave_type_id: COMPASSIONATE,
        start_date: '2027-03-01',
        end_date: '2027-03-01',
      },
    });
    expect(leave.status, JSON.stringify(leave.body)).toBe(201);
    const reverted = await request('POST', `/imports/${answer.body.data.id}/revert`, { token: w.owner.token });
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    // The other created employee is removed; the one with a leave request stays, named.
    expect((await employeesOf()).total).toBe(48);
    expect(reverted.body.data.message).toContain(`${person?.employee_code} has leave requests since.`);
  });

  it('reads a choice as people write it, and names the choices when a cell is none of them', async () => {
    const blank = Array.from({ length: HEADERS.length }, () => '');
    const withCells = (code: string, cells: Record<number, string>) =>
      blank.map((cell, index) => (index === 0 ? code : (cells[index] ?? cell)));
    // BK-04 is Full-time already; "full time" is the same choice. "F" is no gender; 20000 no postcode.
    const answer = await dryRun(
      w.owner,
      w.org,
      csvOf([withCells('BK-04', { 14: 'full time' }), withCells('BK-05', { 6: 'F', 10: '20000' })]),
      MAPPING,
    );
    expect(answer.body.data.counts).toEqual({ create: 0, update: 0, unchanged: 1, error: 1 });
    // Every column's error at once: the cell that could not be read and the schema's for the others.
    expect(answer.body.data.rows[1].errors).toEqual([
      { column: 'Gender', message: 'Gender must be one of Male, Female, Other, Prefer not to say.' },
      { column: 'Postcode', message: expect.any(String) },
    ]);
  });

  it('refuses what it cannot read, and hides other organizations’ imports', async () => {
    const noKey = await dryRun(w.owner, w.org, csvOf(rows.slice(0, 1)), { ...MAPPING, 'Employee Code': '' });
    expect(noKey.status).toBe(422);
    expect(noKey.body.errors.mapping[0]).toMatch(/Employee Code/);
    const stranger = await ownerWorkspace('Sam Stranger');
    const other = await request('GET', `/imports/${firstImport}`, { token: stranger.owner.token });
    expect(other.status).toBe(404);
    const template = await request('GET', `/imports/templates/employees?organization_id=${w.org}&format=csv`, {
      token: w.owner.token,
    });
    expect(template.status).toBe(200);
  });
});
