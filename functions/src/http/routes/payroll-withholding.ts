import type { TaxTablesPage } from '@wattle/shared/payroll-withholding';
import { Hono } from 'hono';
import {
  builtInTaxTables,
  computeWithholding,
  deleteTaxTable,
  listLoadedTaxTables,
  loadTaxTable,
} from '../../core/payroll/index.ts';
import type { MountResource } from '../app.ts';
import { readRawBody } from '../body.ts';
import { memberOfBody, memberOfParam, permit } from '../middleware/access.ts';
import { parseId } from '../validation.ts';

const organizationOf = (value: string | undefined) => parseId(value, 'Organization');

/** The calculator: anyone who may view the whole organization's payroll (payroll officers, HR, admins). */
const withholdingRoutes = new Hono().post(
  '/withholding',
  memberOfBody(permit('payroll', 'view', { scope: 'organization' })),
  async (c) => c.json({ data: await computeWithholding(await readRawBody(c)) }),
);

/**
 * Tax tables (payroll settings): the loaded ones, for pay dates the product's ATO schedules do not
 * cover or replacing a built-in one, and the built-in ones with whether each was verified.
 */
const taxTableRoutes = new Hono()
  .get('/:id/tax-tables', memberOfParam(permit('payroll', 'view', { scope: 'organization' })), async (c) => {
    const data = await listLoadedTaxTables(organizationOf(c.req.param('id')));
    const page: TaxTablesPage = { data, built_in: builtInTaxTables(), next_cursor: null, per_page: data.length };
    return c.json({ data: page });
  })
  .post('/:id/tax-tables', memberOfParam(permit('payroll', 'edit')), async (c) =>
    c.json({ data: await loadTaxTable(organizationOf(c.req.param('id')), await readRawBody(c)) }, 201),
  )
  .delete('/:id/tax-tables/:tableId', memberOfParam(permit('payroll', 'edit')), async (c) => {
    await deleteTaxTable(organizationOf(c.req.param('id')), parseId(c.req.param('tableId'), 'Tax table'));
    return c.body(null, 204);
  });

/** PAYG withholding: the calculator and the tax tables an admin loads. */
export const mountPayrollWithholding: MountResource = (api) =>
  api.route('/payroll', withholdingRoutes).route('/organizations', taxTableRoutes);
