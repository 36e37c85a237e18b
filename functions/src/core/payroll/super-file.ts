import { formatMoney } from '@wattle/shared/money';
import { SUPER_FILE_COLUMNS, type SuperOwing, superFileName } from '@wattle/shared/pay-run-files';
import { type CsvCell, toCsv } from '../csv.ts';
import { VisibleError } from '../error.ts';
import { organizationProfile } from '../tenancy/memberships.ts';
import { payPeriodOn } from './employee-pay.ts';
import type { PayRunItem, PayslipItem } from './pay-run-entities.ts';
import { payslipsOf, readPayRun, readReleasedRun, runOrganization } from './pay-run-store.ts';
import { superDueOf } from './pay-run-views.ts';
import { readPayeesOf, readPayrollSettings } from './run-people.ts';

/**
 * A run's super: what it owes each fund and by when (the pay run screen's Super panel), and the
 * CSV a clearing house takes for a finalised run (SUPER_FILE_COLUMNS, one row per employee and
 * fund: a payslip pays one fund). Amounts are the payslips' own: the super guarantee line and the
 * salary sacrificed to super. The file holds no TFN (see docs/payroll.md, "Super payment file").
 */

const sacrificedOf = (slip: Pick<PayslipItem, 'lines'>) =>
  slip.lines.reduce((sum, line) => (line.kind === 'salary_sacrifice_super' ? sum + line.amount_cents : sum), 0);

const owes = (slip: PayslipItem) => slip.super_cents > 0 || sacrificedOf(slip) > 0;

/** `GET /payroll/pay-runs/{id}/super`: per fund, the employees, the amounts and the earliest due date. */
export async function superOwingOf(payRunId: number): Promise<SuperOwing[]> {
  const organizationId = runOrganization(payRunId);
  const [, payslips] = await Promise.all([readPayRun(organizationId, payRunId), payslipsOf(organizationId, payRunId)]);
  return superOwing(payslips);
}

export function superOwing(payslips: readonly PayslipItem[]): SuperOwing[] {
  const funds = new Map<string, { slips: PayslipItem[]; name: string; usi: string | null }>();
  for (const slip of payslips.filter(owes)) {
    const key = slip.super_fund_usi || slip.super_fund_name;
    const fund = funds.get(key) ?? { slips: [], name: slip.super_fund_name, usi: slip.super_fund_usi ?? null };
    fund.slips.push(slip);
    funds.set(key, fund);
  }
  return [...funds.values()]
    .map(({ slips, name, usi }) => {
      const sg = slips.reduce((sum, slip) => sum + slip.super_cents, 0);
      const sacrificed = slips.reduce((sum, slip) => sum + sacrificedOf(slip), 0);
      const due = slips
        .map(superDueOf)
        .filter((found) => found !== undefined)
        .sort((a, b) => a.date.localeCompare(b.date))[0];
      return {
        fund_name: name,
        fund_usi: usi,
        employees: slips.length,
        super_guarantee: formatMoney(sg),
        salary_sacrifice: formatMoney(sacrificed),
        total: formatMoney(sg + sacrificed),
        due_date: due?.date ?? null,
        due_note: due?.note || null,
      };
    })
    .sort((a, b) => a.fund_name.localeCompare(b.fund_name, 'en'));
}

/**
 * `GET /payroll/pay-runs/{id}/super-file`: the finalised run's super contributions CSV (papaparse,
 * formulae escaped). 422 without the employer's ABN or when no one is owed super.
 */
export async function payRunSuperFile(
  organizationId: number,
  payRunId: number,
): Promise<{ filename: string; text: string; run: PayRunItem; rows: number }> {
  const [{ run, payslips }, settings] = await Promise.all([
    readReleasedRun(organizationId, payRunId),
    readPayrollSettings(organizationId),
  ]);
  if (!settings?.abn) throw VisibleError.validation({ settings: ["Enter the employer's ABN in payroll settings."] });
  const owing = payslips.filter(owes);
  if (owing.length === 0) throw VisibleError.validation({ pay_run: ['The pay run owes no one super.'] });
  const { employees, pay } = await readPayeesOf(
    organizationId,
    owing.map((slip) => slip.employee_id),
  );
  const employer = organizationProfile(organizationId).name;
  const rows: CsvCell[][] = owing.map((slip) => {
    const record = employees.get(slip.employee_id);
    const payOf = pay.get(slip.employee_id);
    const period = payOf ? payPeriodOn(payOf, run.period_end) : null;
    return [
      run.pay_date,
      run.period_start,
      run.period_end,
      settings.abn,
      employer,
      period?.super_fund_abn ?? '',
      slip.super_fund_usi ?? '',
      slip.super_fund_name,
      slip.super_member_number ?? '',
      record?.last_name ?? '',
      record?.first_name ?? slip.employee_name,
      record?.date_of_birth ?? '',
      formatMoney(slip.super_cents),
      formatMoney(sacrificedOf(slip)),
    ];
  });
  const { csv } = await toCsv(SUPER_FILE_COLUMNS, rows);
  return { filename: superFileName(run.pay_run_id, run.pay_date), text: `${csv}\r\n`, run, rows: rows.length };
}
