/**
 * The DynamoDB tables, one per bounded context. Infra (CDK) and the local stack both create
 * tables from these definitions, so keys and indexes are written once.
 */

/** What an applicant card reads of an applicant (name, e-mail, status, job): the lean index holds it. */
export const APPLICANT_CARD_FIELDS = [
  'applicant_id',
  'first_name',
  'last_name',
  'email',
  'status',
  'job_opening_id',
] as const;

export interface TableDefinition {
  /** Logical name; also the suffix of the physical table name. */
  name: string;
  partitionKey: string;
  sortKey: string;
  /** `include`: the non-key attributes a lean index carries; absent means ALL. */
  globalIndexes: { name: string; partitionKey: string; sortKey: string; include?: readonly string[] }[];
  /** Attribute holding an epoch-seconds expiry; DynamoDB deletes the item after it. */
  timeToLiveAttribute?: string;
  /**
   * What purging a deleted organization does to this table: `partition` deletes its `org#<id>`
   * partition and the locators pointing into it; `keep` leaves the table alone (no organization
   * data, or data that must outlive the organization, such as an append-only audit log that
   * expires by TTL). Required, so every new table decides.
   */
  organizationPurge: 'partition' | 'keep';
  /** Writes a DynamoDB Stream of new images, which a background worker consumes. */
  stream?: 'NEW_IMAGE';
}

export const TABLES = {
  identity: {
    name: 'identity',
    partitionKey: 'pk',
    sortKey: 'sk',
    globalIndexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
    timeToLiveAttribute: 'expires_at',
    // Users and sessions belong to no organization.
    organizationPurge: 'keep',
  },
  organizations: {
    name: 'organizations',
    partitionKey: 'pk',
    sortKey: 'sk',
    globalIndexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
    // Purged last: the organization record and memberships are the very last items to go.
    organizationPurge: 'partition',
  },
  recruitment: {
    name: 'recruitment',
    partitionKey: 'pk',
    sortKey: 'sk',
    globalIndexes: [
      {
        // Lean applicant index: list, filter, search and count read this, not the full items.
        name: 'gsi1',
        partitionKey: 'gsi1pk',
        sortKey: 'gsi1sk',
        include: [
          '__edb_e__',
          '__edb_v__',
          'organization_id',
          ...APPLICANT_CARD_FIELDS,
          'applied_date',
          'feedback_sum',
          'feedback_count',
          'start_date',
          'employee_id',
        ],
      },
      // Interviews by start time (calendar ranges, overlap checks).
      { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
      // Interviews and offers of one applicant.
      { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
    ],
    timeToLiveAttribute: 'expires_at',
    organizationPurge: 'partition',
  },
  employees: {
    name: 'employees',
    partitionKey: 'pk',
    sortKey: 'sk',
    globalIndexes: [
      // One employee's history, newest first.
      { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    ],
    organizationPurge: 'partition',
  },
  jobs: {
    // Background jobs (organization purges): the stream of new images drives the purge worker.
    name: 'jobs',
    partitionKey: 'pk',
    sortKey: 'sk',
    // Jobs by queue and time: `purge#due` (scheduled, by due instant), `purge#active` (purging, by heartbeat).
    globalIndexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
    timeToLiveAttribute: 'expires_at',
    // A purge's own job outlives the data it removes (it records that the purge finished).
    organizationPurge: 'keep',
    stream: 'NEW_IMAGE',
  },
  leave: {
    // Leave types, balances and their entries, requests, public holiday corrections, notifications.
    name: 'leave',
    partitionKey: 'pk',
    sortKey: 'sk',
    globalIndexes: [
      { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
      { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    ],
    organizationPurge: 'partition',
  },
  attendance: {
    // Clock records (a day per employee) and their correction requests.
    name: 'attendance',
    partitionKey: 'pk',
    sortKey: 'sk',
    globalIndexes: [{ name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
    organizationPurge: 'partition',
  },
  timesheets: {
    // Timesheets (a pay period's worked entries per employee), their period guards and the
    // bulk-approval tasks (the stream of new images feeds the approval worker through its queue).
    name: 'timesheets',
    partitionKey: 'pk',
    sortKey: 'sk',
    globalIndexes: [
      // One employee's timesheets by period.
      { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
      // An organization's timesheets by status and period (the approver's pending list, reports).
      { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    ],
    organizationPurge: 'partition',
    stream: 'NEW_IMAGE',
  },
  rostering: {
    // Shifts (a person's, or an open shift, on a day of a department), the department weeks'
    // publications and the organization's roster settings.
    name: 'rostering',
    partitionKey: 'pk',
    sortKey: 'sk',
    globalIndexes: [
      // One employee's shifts by date (overlap checks, breaks between shifts, self-service); open shifts under employee 0.
      { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
      // A department's shifts by date: one Query for a department's range (the roster).
      { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    ],
    // Delivery claims (core/rostering/notify-worker.ts) expire: nothing else here carries `expires_at`.
    timeToLiveAttribute: 'expires_at',
    organizationPurge: 'partition',
    // Publishing's notification tasks reach the rostering worker through its queue (core/rostering/notify-tasks.ts).
    stream: 'NEW_IMAGE',
  },
  performance: {
    // Goals (an organization's, a department's, a team's or a person's) and their check-ins; the
    // reviews, feedback and appraisals of issue 29 §2–3 live here too (docs/performance-management.md).
    name: 'performance',
    partitionKey: 'pk',
    sortKey: 'sk',
    globalIndexes: [
      // A parent's children (goal alignment: the tree loads one Query per level).
      { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
      // One owner's items (a person's goals; a reviewee's reviews).
      { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    ],
    // Reminder claims (core/performance/review-reminder-worker.ts) expire: nothing else here carries `expires_at`.
    timeToLiveAttribute: 'expires_at',
    organizationPurge: 'partition',
    // A review cycle's launch tasks reach the performance worker through its queue (core/performance/review-launch.ts).
    stream: 'NEW_IMAGE',
  },
  payroll: {
    // Payroll settings, pay schedules, employee pay, pay items, loaded tax tables, pay runs, their
    // payslips and the work items a run fans out to (the stream of new images feeds the pay-run
    // worker through its queue).
    name: 'payroll',
    partitionKey: 'pk',
    sortKey: 'sk',
    globalIndexes: [
      // One employee's payslips by pay date (self-service, year to date).
      { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
      // An organization's payslips by pay date (reports over a period).
      { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    ],
    organizationPurge: 'partition',
    stream: 'NEW_IMAGE',
  },
  audit: {
    // The organization audit log: append-only (every function may only Put into it), newest last
    // in `org#<id>`; events expire after seven years (Fair Work record-keeping).
    name: 'audit',
    partitionKey: 'pk',
    sortKey: 'sk',
    // The events outlive the organization: nothing but their TTL removes them.
    organizationPurge: 'keep',
    globalIndexes: [
      // One actor's events, one record's events, one module's events, each in time order.
      { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'sk' },
      { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'sk' },
      { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'sk' },
    ],
    timeToLiveAttribute: 'expires_at',
  },
} as const satisfies Record<string, TableDefinition>;

export type TableName = keyof typeof TABLES;

/** The environment variable that carries a table's physical name (TABLE_IDENTITY, ...). */
export const tableEnvName = (name: TableName) => `TABLE_${name.toUpperCase()}`;

/** Environment entries for a set of physical table names. */
export function tableEnvironment(names: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names).map(([name, physical]) => [tableEnvName(name as TableName), physical]),
  );
}
