import type { TableName } from '../core/db/table-definitions.ts';

export type TableAccess = 'read' | 'readWrite' | 'append' | 'readAppend';

/**
 * One entry per Lambda: the entry file in this folder, the API paths API Gateway routes to it,
 * and the tables it may touch. Infra builds functions, routes and IAM grants from this list,
 * so a new resource is added here and nowhere else.
 */
export interface FunctionDefinition {
  /** File name in `functions/src/handlers/` without extension; it exports `handler`. */
  name: string;
  /** API Gateway HTTP API route keys (method and path), all under /api/v1. */
  routes: string[];
  /**
   * `append`: PutItem and nothing else (the audit log: no function can change or remove an event);
   * `readAppend`: the same plus reads (the audit log's screen).
   */
  tables: Partial<Record<TableName, TableAccess>>;
  /** Gets read/write access to the resume bucket and its name in RESUME_BUCKET. */
  usesResumeBucket?: boolean;
  /**
   * Encrypts and decrypts payroll identifiers: may use the KMS field key (GenerateDataKey,
   * Decrypt) and gets its ARN in FIELD_KEY_ID. Only the function that owns employee records.
   */
  usesFieldKey?: boolean;
}

/** Every function writes the identity table: authenticating a request refreshes the session's idle clock. */
export const FUNCTIONS: FunctionDefinition[] = [
  {
    name: 'auth',
    routes: [
      'GET /api/v1/health',
      'POST /api/v1/login',
      'POST /api/v1/logout',
      'GET /api/v1/me',
      'GET /api/v1/sessions',
      'DELETE /api/v1/sessions/{id}',
      'POST /api/v1/password',
    ],
    // Audit: sign-ins, sign-outs and password changes are recorded in the user's organizations' logs.
    tables: { identity: 'readWrite', organizations: 'read', audit: 'append' },
  },
  {
    name: 'organizations',
    routes: [
      'ANY /api/v1/organizations',
      'ANY /api/v1/organizations/{proxy+}',
      'ANY /api/v1/departments/{proxy+}',
      'ANY /api/v1/designations/{proxy+}',
    ],
    // Deleting an organization removes its data from every table and its resume files.
    tables: {
      identity: 'readWrite',
      organizations: 'readWrite',
      recruitment: 'readWrite',
      employees: 'readWrite',
      // Its changes are recorded, and it serves the audit log screen and export.
      audit: 'readAppend',
    },
    usesResumeBucket: true,
  },
  {
    name: 'recruitment',
    routes: ['ANY /api/v1/recruitment/{proxy+}'],
    // Employees: interviewers are the organization's employees (read from the directory).
    tables: {
      identity: 'readWrite',
      organizations: 'read',
      recruitment: 'readWrite',
      employees: 'read',
      audit: 'append',
    },
    usesResumeBucket: true,
  },
  {
    name: 'employees',
    routes: ['ANY /api/v1/employees', 'ANY /api/v1/employees/{proxy+}', 'GET /api/v1/dashboard'],
    // Recruitment: creating an employee from a hire links the applicant in the same transaction.
    tables: {
      identity: 'readWrite',
      organizations: 'read',
      employees: 'readWrite',
      recruitment: 'readWrite',
      audit: 'append',
    },
    usesFieldKey: true,
  },
];
