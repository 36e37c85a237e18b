import {
  myPayslipsQuery,
  PAYSLIPS_PAGE_SIZE,
  type PayslipPage,
  payslipListQuery,
} from '@wattle/shared/payroll-outputs';
import { organizationAccess } from '../access/permissions.ts';
import { entityCursor, storePage } from '../db/paging.ts';
import { VisibleError } from '../error.ts';
import { organizationProfile } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { type PayslipItem, payRunEntity, payslipEntity } from './pay-run-entities.ts';
import { readPayslip } from './pay-run-store.ts';
import { isReleased, parsePayslipId, toPayslipSummary } from './pay-run-views.ts';
import { payslipDocument, renderPdf } from './payslip-pdf.ts';
import { readPayrollSettings } from './run-people.ts';

/** Payslips: payroll's list, the caller's own (self-service) and the PDF. */

/**
 * A page of payslips as summaries, each with its run's status when the run is paid: marking a run
 * paid writes only the run (one write at any size), so a payslip stored at finalising still says
 * `finalised`. The page's runs are one BatchGet.
 */
async function summaries(organizationId: number, items: PayslipItem[]) {
  const runIds = [...new Set(items.map((item) => item.pay_run_id))];
  if (runIds.length === 0) return [];
  const { data: runs } = await payRunEntity()
    .get(runIds.map((id) => ({ organization_id: organizationId, pay_run_id: id })))
    .go();
  const paid = new Set(runs.filter((run) => run.status === 'paid').map((run) => run.pay_run_id));
  return items.map((item) => toPayslipSummary(paid.has(item.pay_run_id) ? { ...item, status: 'paid' } : item));
}

/** GET /payroll/payslips: one employee's (gsi1), one run's, or the organization's (gsi2), newest first; one Query a page. */
export async function listPayslips(query: unknown): Promise<PayslipPage> {
  const {
    organization_id: organizationId,
    employee_id: employeeId,
    pay_run_id: payRunId,
    cursor,
  } = parseInput(payslipListQuery, query);
  const scope = [organizationId, 'payslips', employeeId ?? null, payRunId ?? null];
  const accessPattern = payRunId !== undefined ? 'byRun' : employeeId !== undefined ? 'byEmployee' : 'byPayDate';
  const page = await storePage(scope, cursor, {
    perPage: PAYSLIPS_PAGE_SIZE,
    read: (storeCursor, limit) => {
      const options = { cursor: storeCursor, limit };
      if (payRunId !== undefined) {
        const chain = payslipEntity().query.byRun({ organization_id: organizationId, pay_run_id: payRunId });
        return employeeId !== undefined
          ? chain.where(({ employee_id: e }, { eq }) => eq(e, employeeId)).go(options)
          : chain.go(options);
      }
      if (employeeId !== undefined) {
        return payslipEntity()
          .query.byEmployee({ organization_id: organizationId, employee_id: employeeId })
          .go({ ...options, order: 'desc' });
      }
      return payslipEntity()
        .query.byPayDate({ organization_id: organizationId })
        .go({ ...options, order: 'desc' });
    },
    cursorOf: entityCursor(payslipEntity(), accessPattern),
  });
  return {
    data: await summaries(organizationId, page.data),
    next_cursor: page.nextCursor,
    per_page: PAYSLIPS_PAGE_SIZE,
  };
}

/** GET /payroll/payslips/mine: the caller's own finalised and paid payslips (gsi1), newest first. */
export async function myPayslips(query: unknown): Promise<PayslipPage> {
  const { organization_id: organizationId, cursor } = parseInput(myPayslipsQuery, query);
  const { employeeId } = organizationAccess();
  const scope = [organizationId, 'my-payslips', employeeId ?? null];
  const page = await storePage(scope, cursor, {
    perPage: PAYSLIPS_PAGE_SIZE,
    read: async (storeCursor, limit) => {
      if (!employeeId) return { data: [], cursor: null };
      return payslipEntity()
        .query.byEmployee({ organization_id: organizationId, employee_id: employeeId })
        .where(({ status }, { eq }) => `${eq(status, 'finalised')} OR ${eq(status, 'paid')}`)
        .go({ limit, cursor: storeCursor, order: 'desc' });
    },
    cursorOf: entityCursor(payslipEntity(), 'byEmployee'),
  });
  return {
    data: await summaries(organizationId, page.data),
    next_cursor: page.nextCursor,
    per_page: PAYSLIPS_PAGE_SIZE,
  };
}

/**
 * GET /payroll/payslips/{id}/pdf: a finalised or paid payslip as a PDF. The access layer checked,
 * before the handler, that the caller's payroll scope reaches the payslip's employee (404 otherwise,
 * as for a payslip that does not exist) and that they hold the `pay` group unless it is their own.
 */
export async function payslipPdf(organizationId: number, id: string | undefined) {
  const { payRunId, employeeId } = parsePayslipId(id);
  const [payslip, settings] = await Promise.all([
    readPayslip(organizationId, payRunId, employeeId),
    readPayrollSettings(organizationId),
  ]);
  if (!payslip || !isReleased(payslip.status)) throw VisibleError.notFound('Payslip');
  const bytes = await renderPdf(
    payslipDocument({ employerName: organizationProfile(organizationId).name, employerAbn: settings?.abn, payslip }),
  );
  const safeName = payslip.employee_name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'employee';
  return { bytes, filename: `payslip-${safeName}-${payslip.pay_date}.pdf` };
}
