import { Hono } from 'hono';
import {
  commitImport,
  createImportUpload,
  dryRunImport,
  getImport,
  importTemplate,
  listImports,
  revertImport,
} from '../../core/imports/index.ts';
import type { MountResource } from '../app.ts';
import { readRawBody } from '../body.ts';
import { memberOfBody, memberOfQuery, memberOfRecord, permit } from '../middleware/access.ts';
import { parseId } from '../validation.ts';

/**
 * Imports (issue 31 §1): upload a file, dry-run it, commit it through the queue, revert it. Every
 * route needs the employees import grant at organization scope; the pay kind also needs the pay
 * field group (checked with the kind, core/imports/imports.ts).
 */
const IMPORT = permit('employees', 'import', { scope: 'organization' });
const anImport = memberOfRecord('import', 'Import', IMPORT);
const id = (value: string | undefined) => parseId(value, 'Import');

const importRoutes = new Hono()
  .get('/', memberOfQuery(IMPORT), async (c) => c.json({ data: await listImports(c.req.query()) }))
  .post('/', memberOfBody(IMPORT), async (c) => c.json({ data: await dryRunImport(await readRawBody(c)) }, 201))
  .post('/uploads', memberOfBody(IMPORT), async (c) =>
    c.json({ data: await createImportUpload(await readRawBody(c)) }, 201),
  )
  .get('/templates/:kind', memberOfQuery(IMPORT), async (c) => {
    const file = await importTemplate(c.req.param('kind'), c.req.query());
    return c.body(file.bytes, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
    });
  })
  .get('/:id', anImport, async (c) => c.json({ data: await getImport(id(c.req.param('id'))) }))
  .post('/:id/commit', anImport, async (c) => c.json({ data: await commitImport(id(c.req.param('id'))) }, 202))
  .post('/:id/revert', anImport, async (c) => {
    const answer = await revertImport(id(c.req.param('id')));
    // 202 when the revert went to the queue (a large import), 200 when it is done.
    return c.json({ data: answer }, answer.status === 'reverting' ? 202 : 200);
  });

/** Imports: templates, uploads, dry runs, commits and reverts. */
export const mountImports: MountResource = (api) => api.route('/imports', importRoutes);
