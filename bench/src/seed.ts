/**
 * Seed data for the benchmark, written by the real core functions (createOrganization,
 * createDepartment, createDesignation, createEmployee): the same transactions, guards, locators,
 * directory shards and history events as the API writes. Only imported by the seed
 * worker (seed-worker.ts), whose DynamoDB endpoint is the bulk proxy.
 */
import {
  EMPLOYMENT_TYPES,
  type EmployeeStatus,
  type EmploymentType,
  type Gender,
  type WorkArrangement,
} from '@wattle/shared/employees';
import { BUILT_IN_PERMISSIONS } from '@wattle/shared/permissions';
import { withActor } from '../../functions/src/core/actor.ts';
import { compactDirectoryShard, DIRECTORY_SHARDS } from '../../functions/src/core/employees/directory.ts';
import { createEmployee } from '../../functions/src/core/employees/employees.ts';
import { createDepartment } from '../../functions/src/core/organizations/departments.ts';
import { createDesignation } from '../../functions/src/core/organizations/designations.ts';
import { createOrganization } from '../../functions/src/core/organizations/organizations.ts';
import { pool } from './util.ts';

const FIRST = [
  'Olivia',
  'Noah',
  'Charlotte',
  'Oliver',
  'Amelia',
  'Jack',
  'Isla',
  'William',
  'Mia',
  'Leo',
  'Ava',
  'Henry',
];
const LAST = ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Johnson', 'Martin', 'White', 'Lee'];
const STATUSES: EmployeeStatus[] = ['Active', 'Active', 'Active', 'On Probation', 'On Leave', 'Inactive'];
const TYPES: EmploymentType[] = [...EMPLOYMENT_TYPES, 'Full-time', 'Full-time'];
const ARRANGEMENTS: WorkArrangement[] = ['Onsite', 'Onsite', 'Hybrid', 'Remote'];
const GENDERS: Gender[] = ['Female', 'Male', 'Female', 'Male', 'Other'];

export interface SeededOrganization {
  id: number;
  name: string;
  employees: number;
  departmentIds: number[];
  designationIds: number[];
  managerIds: number[];
}

/** How the caller turns bulk writing on and off around the employee phases (see bulk-proxy.ts). */
export interface BulkControl {
  capture(on: boolean): void;
  flush(onProgress?: (done: number, total: number) => void): Promise<void>;
}

/** The create payload for the `index`-th seeded employee, as a client would send it. */
export function seedEmployeeInput(
  organizationId: number,
  index: number,
  place: { departmentId: number; designationId: number },
  managerId: number | null,
  prefix = 'B',
) {
  return {
    organization_id: organizationId,
    first_name: FIRST[index % FIRST.length],
    last_name: LAST[Math.floor(index / FIRST.length) % LAST.length],
    personal_email: `${prefix.toLowerCase()}.person${index}@bench.test`,
    phone_number: `04${String(10_000_000 + index).slice(-8)}`,
    date_of_birth: `19${70 + (index % 30)}-0${1 + (index % 9)}-1${index % 10}`,
    gender: GENDERS[index % GENDERS.length],
    address: `${1 + (index % 400)} Example St`,
    address_suburb: 'Sydney',
    address_state: 'NSW',
    address_postcode: '2000',
    employee_code: `${prefix}-${String(index).padStart(6, '0')}`,
    joining_date: `20${15 + (index % 11)}-0${1 + (index % 9)}-0${1 + (index % 9)}`,
    department_id: place.departmentId,
    designation_id: place.designationId,
    employment_type: TYPES[index % TYPES.length],
    work_arrangement: ARRANGEMENTS[index % ARRANGEMENTS.length],
    status: STATUSES[index % STATUSES.length],
    reporting_manager_id: managerId,
    tax_file_number: taxFileNumber(index),
    superannuation_fund_name: 'AustralianSuper',
    bank_bsb: '062000',
    bank_account_number: String(10_000_000 + index),
  };
}

const TFN_WEIGHTS = [1, 4, 3, 7, 5, 8, 6, 9, 10];

/**
 * A valid TFN of the employee's own (an organization holds each TFN once, issue 15): eight digits
 * from the index behind a leading 1, or 2 where that leaves no check digit, then the digit that makes
 * the ATO's weighted sum divisible by 11.
 */
export function taxFileNumber(index: number): string {
  for (const lead of ['1', '2']) {
    const body = `${lead}${String(index).padStart(7, '0')}`;
    const sum = [...body].reduce((total, digit, position) => total + Number(digit) * (TFN_WEIGHTS[position] ?? 0), 0);
    const check = (11 - ((sum * 10) % 11)) % 11; // 10 × check ≡ −sum (mod 11), and 10 is its own inverse
    if (check < 10) return `${body}${check}`;
  }
  throw new Error(`no TFN for seed index ${index}`);
}

interface SeedOptions {
  concurrency: number;
  bulk?: BulkControl;
  onProgress?: (message: string) => void;
  prefix?: string;
  /** How many of the 4 departments to create (all 4 unless given). */
  departments?: number;
}

/**
 * An organization with 4 departments (or `options.departments`, fewer) × 3 designations and `count`
 * employees spread over them, created as `user`.
 * The first employees (1 in 50, at most 20) are managers; every 100th employee after them
 * reports to one (that create reads the whole directory, as the API does for a manager check).
 */
export async function seedOrganization(
  user: { id: number; name: string },
  count: number,
  options: SeedOptions,
): Promise<SeededOrganization> {
  const actor = { type: 'user' as const, userId: user.id, sessionId: 'bench-seed', userName: user.name };
  return withActor(actor, async () => {
    const organization = await createOrganization({
      name: `Bench ${count.toLocaleString('en-AU')} employees`,
      contact_email: 'bench@example.test',
    });
    // What authorization would have confirmed for the owner's requests (see core/access/authorize.ts).
    const owner = {
      ...actor,
      organization: {
        id: organization.id,
        role: 'owner' as const,
        permissions: BUILT_IN_PERMISSIONS.owner,
        customRoles: {},
        name: organization.name,
        contactEmail: organization.contact_email,
        timezone: organization.timezone,
        probationMonths: organization.probation_months,
      },
    };
    return withActor(owner, () => seedInOrganization(owner, organization, count, options));
  });
}

async function seedInOrganization(
  actor: Parameters<typeof withActor>[0],
  organization: Awaited<ReturnType<typeof createOrganization>>,
  count: number,
  options: SeedOptions,
): Promise<SeededOrganization> {
  const structure: { departmentId: number; designationId: number }[] = [];
  for (const name of ['Sales', 'Engineering', 'Operations', 'Finance'].slice(0, options.departments ?? 4)) {
    const department = await createDepartment(organization.id, { name });
    for (const level of ['Junior', 'Mid', 'Senior'] as const) {
      const designation = await createDesignation(department.id, { title: `${name} ${level}`, level });
      structure.push({ departmentId: department.id, designationId: designation.id });
    }
  }
  const managerCount = Math.min(20, Math.max(1, Math.floor(count / 50)));
  const managerIds: number[] = [];
  let done = 0;
  const create = async (index: number, managerId: number | null) => {
    const place = structure[index % structure.length] as (typeof structure)[number];
    const employee = await withActor(actor, () =>
      createEmployee(seedEmployeeInput(organization.id, index, place, managerId, options.prefix)),
    );
    done++;
    if (done % 100 === 0 || done === count) options.onProgress?.(`created ${done}/${count} employees`);
    return employee.id;
  };
  // Phase 1: the managers, written before anyone is created with a reporting manager.
  options.bulk?.capture(true);
  await pool(Math.min(managerCount, count), options.concurrency, async (index) => {
    managerIds[index] = await create(index, null);
  });
  await options.bulk?.flush();
  // Phase 2: everyone else.
  await pool(count - managerIds.length, options.concurrency, async (offset) => {
    const index = managerIds.length + offset;
    await create(index, index % 100 === 0 ? (managerIds[index % managerIds.length] ?? null) : null);
  });
  await options.bulk?.flush((flushed, total) => options.onProgress?.(`bulk writes ${flushed}/${total}`));
  options.bulk?.capture(false);
  // The employees' writers compact their directory shard after each change; the bulk writes
  // bypassed that, so the shards are compacted once here, as the last writers would have.
  for (let shard = 0; shard < DIRECTORY_SHARDS; shard++) await compactDirectoryShard(organization.id, shard);
  return {
    id: organization.id,
    name: organization.name,
    employees: count,
    departmentIds: [...new Set(structure.map((place) => place.departmentId))],
    designationIds: structure.map((place) => place.designationId),
    managerIds,
  };
}
