import type { Case } from './world.ts';

/** The import routes' cases for route-cases.ts (issue 31 §1), on the world's dry-run import. */
export const IMPORT_CASES: Record<string, Case> = {
  'GET /api/v1/imports': (w) => ({ path: `/imports?organization_id=${w.organization.id}` }),
  'POST /api/v1/imports': (w) => ({
    path: '/imports',
    body: {
      organization_id: w.organization.id,
      kind: 'employees',
      upload_id: '00000000-0000-4000-8000-000000000000',
      mapping: { Code: 'employee_code' },
      key: 'employee_code',
    },
  }),
  'POST /api/v1/imports/uploads': (w) => ({
    path: '/imports/uploads',
    body: { organization_id: w.organization.id, file_name: 'people.csv' },
  }),
  'GET /api/v1/imports/templates/:kind': (w) => ({
    path: `/imports/templates/employees?organization_id=${w.organization.id}&with_data=true`,
  }),
  'GET /api/v1/imports/:id': (w) => ({ path: `/imports/${w.importRun.id}` }),
  'POST /api/v1/imports/:id/commit': (w) => ({ path: `/imports/${w.importRun.id}/commit` }),
  'POST /api/v1/imports/:id/revert': (w) => ({ path: `/imports/${w.importRun.id}/revert` }),
};
