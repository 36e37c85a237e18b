/**
 * Import (issue 31 §1 "Large files"): "the dry run of 5,000 rows answers in under 10 s and a
 * 10,000-row commit finishes in under 60 s". In an organization of its own (seeded with one
 * department, Sales, and its designations), a CSV of new employees — written by papaparse, every
 * column of the black-box check, dates as dd/mm/yyyy and ISO by turns — is uploaded through
 * the presigned POST into s3rver, as the screen does. The dry run (`POST /imports`, the same code
 * path as the commit) is timed over HTTP for 5,000 rows; then a file of 10,000 rows is dry-run and
 * committed, and the commit is timed from `POST /imports/{id}/commit` to the import answering
 * `committed`, its steps run by the imports worker's own handler fed from DynamoDB Local's stream
 * of the jobs table (the queue's stand-in, as `npm start` runs it).
 */

import Papa from 'papaparse';
import { IMPORT_COMMIT_FILTER } from '../../functions/src/core/imports/import-task-filter.ts';
import type { LocalServices } from '../../functions/src/local/stack.ts';
import type { HttpApi } from './http.ts';
import { startQueueWorker } from './queue-worker.ts';
import type { Row } from './report.ts';
import { fmt, setting } from './settings.ts';
import { progress, round } from './util.ts';

export const DRY_RUN_ROWS = setting('BENCH_IMPORT_DRY_RUN_ROWS', 5_000);
export const COMMIT_ROWS = setting('BENCH_IMPORT_COMMIT_ROWS', 10_000);
export const DRY_RUN_BUDGET_SECONDS = 10;
export const COMMIT_BUDGET_SECONDS = 60;

/** File header → field (the employees kind's keys). */
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
};

/** `count` new people (codes `<prefix>-<n>`), as a CSV. */
export function peopleCsv(prefix: string, count: number): string {
  const rows = Array.from({ length: count }, (_, index) => {
    const iso = index % 2 === 0;
    return {
      'Employee Code': `${prefix}-${index + 1}`,
      'First Name': `Person${index + 1}`,
      'Last Name': 'Baker',
      Email: `${prefix.toLowerCase()}.${index + 1}@example.test`,
      Phone: '0400 000 000',
      DOB: iso ? '1990-04-15' : '15/04/1990',
      Gender: 'Female',
      'Street Address': '1 George St',
      Suburb: 'Sydney',
      State: 'NSW',
      Postcode: '2000',
      'Start Date': iso ? '2024-02-05' : '5/2/2024',
      Department: 'Sales',
      Designation: 'Sales Junior',
      'Employment Type': 'Full-time',
    };
  });
  return Papa.unparse(rows, { columns: Object.keys(MAPPING) });
}

/** Uploads `csv` through the presigned POST (into quarantine, as the browser does); the upload's id. */
async function upload(api: HttpApi, organizationId: number, csv: string, fileName: string): Promise<string> {
  const grant = await api.call('POST', '/imports/uploads', { organization_id: organizationId, file_name: fileName });
  if (grant.status !== 201) throw new Error(`import bench: upload grant answered ${grant.status}`);
  const { url, fields, upload_id } = grant.body.data as {
    url: string;
    fields: Record<string, string>;
    upload_id: string;
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([csv], { type: 'text/csv' }), fileName);
  const uploaded = await fetch(url, { method: 'POST', body: form });
  if (uploaded.status >= 300) throw new Error(`import bench: the upload answered ${uploaded.status}`);
  return upload_id;
}

interface DryRun {
  id: number;
  seconds: number;
  counts: Record<string, number>;
}

/** Uploads and dry-runs a file of `count` new people; the dry run's time over HTTP (the upload not counted). */
async function dryRun(api: HttpApi, organizationId: number, prefix: string, count: number): Promise<DryRun> {
  const uploadId = await upload(api, organizationId, peopleCsv(prefix, count), `${prefix}.csv`);
  const started = performance.now();
  const answer = await api.call('POST', '/imports', {
    organization_id: organizationId,
    kind: 'employees',
    upload_id: uploadId,
    mapping: MAPPING,
    key: 'employee_code',
  });
  const seconds = (performance.now() - started) / 1000;
  if (answer.status !== 201) throw new Error(`import bench: the dry run answered ${answer.status}`);
  const data = answer.body.data as { id: number; counts: Record<string, number> };
  if (data.counts.create !== count)
    throw new Error(`import bench: the dry run of ${count} rows plans ${JSON.stringify(data.counts)}`);
  return { id: data.id, seconds: round(seconds, 2), counts: data.counts };
}

export interface ImportFigures {
  dryRun: { rows: number; seconds: number };
  commit: { rows: number; dryRunSeconds: number; seconds: number; created: number };
}

export async function measureImports(
  api: HttpApi,
  services: LocalServices,
  organizationId: number,
): Promise<ImportFigures> {
  progress(`imports: dry run of ${DRY_RUN_ROWS} rows`);
  const small = await dryRun(api, organizationId, 'D', DRY_RUN_ROWS);
  progress(`imports: dry run of ${COMMIT_ROWS} rows`);
  const large = await dryRun(api, organizationId, 'C', COMMIT_ROWS);
  const { handler } = await import('../../functions/src/handlers/imports-worker.ts');
  const poller = startQueueWorker(services, 'jobs', IMPORT_COMMIT_FILTER, handler);
  try {
    const started = performance.now();
    const committed = await api.call('POST', `/imports/${large.id}/commit`);
    if (committed.status !== 202) throw new Error(`import bench: the commit answered ${committed.status}`);
    for (;;) {
      const answer = await api.call('GET', `/imports/${large.id}`);
      const state = answer.body?.data as { status: string; counts: Record<string, number>; progress?: unknown };
      if (state?.status === 'committed') {
        const seconds = (performance.now() - started) / 1000;
        return {
          dryRun: { rows: DRY_RUN_ROWS, seconds: small.seconds },
          commit: {
            rows: COMMIT_ROWS,
            dryRunSeconds: large.seconds,
            seconds: round(seconds, 2),
            created: state.counts.create ?? 0,
          },
        };
      }
      if (state?.status !== 'queued' && state?.status !== 'committing')
        throw new Error(`import bench: the import is ${state?.status}`);
      progress(`imports: committing ${JSON.stringify(state.progress ?? state.counts)}`);
      if (performance.now() - started > 30 * 60_000) throw new Error('import bench: not committed in 30 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await poller.stop();
  }
}

export function importRows(figures: ImportFigures): Row[] {
  const { dryRun, commit } = figures;
  return [
    {
      section: 12,
      figure: `import dry run of ${fmt(dryRun.rows, 0)} new employees (CSV, POST /imports over HTTP) over the ${DRY_RUN_BUDGET_SECONDS} s budget`,
      value: `${fmt(dryRun.seconds, 2)} s / ${DRY_RUN_BUDGET_SECONDS} s = ${round(dryRun.seconds / DRY_RUN_BUDGET_SECONDS, 3)}`,
      budget: '≤ 1',
      pass: dryRun.seconds <= DRY_RUN_BUDGET_SECONDS,
    },
    {
      section: 12,
      figure: `import commit of ${fmt(commit.rows, 0)} new employees (through the jobs stream → imports worker, POST commit to committed) over the ${COMMIT_BUDGET_SECONDS} s budget (its dry run: ${fmt(commit.dryRunSeconds, 1)} s)`,
      value: `${fmt(commit.seconds, 1)} s / ${COMMIT_BUDGET_SECONDS} s = ${round(commit.seconds / COMMIT_BUDGET_SECONDS, 3)}`,
      budget: '≤ 1',
      pass: commit.seconds <= COMMIT_BUDGET_SECONDS && commit.created === commit.rows,
    },
  ];
}
