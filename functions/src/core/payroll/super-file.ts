import { formatMoney } from '@wattle/shared/money';
import { type SuperOwing, superFileName } from '@wattle/shared/pay-run-files';
import { SAFF_COLUMNS, SAFF_SECTION_ROW, type SaffSection, saffIndex, saffVersionRow } from '@wattle/shared/saff';
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
 * CSV a clearing house takes for a finalised run, in the SuperStream Alternative File Format
 * (shared/src/saff.ts; one row per employee and fund: a payslip pays one fund). Amounts are the payslips' own: the super guarantee line and the
 * salary sacrificed to super. The file holds no TFN (see docs/payroll/payslips-and-files.md, "Super owing
 * and the super payment file").
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
  const rows: CsvCell[][] = owing.map((slip, index) => {
    const record = employees.get(slip.employee_id);
    const payOf = pay.get(slip.employee_id);
    const period = payOf ? payPeriodOn(payOf, run.period_end) : null;
    const sacrificed = sacrificedOf(slip);
    const row: CsvCell[] = SAFF_COLUMNS.map(() => '');
    const set = (section: SaffSection, column: string, value: CsvCell | undefined) => {
      row[saffIndex(section, column)] = value ?? '';
    };
    set('Line ID', 'ID', String(index + 1));
    set('Header', 'SourceEntityID', settings.abn);
    set('Header', 'SourceEntityIDType', 'abn');
    set('Sender', 'Organisational Name Text', employer);
    set('Payer', 'ABN', settings.abn);
    set('Payer', 'Organisational Name Text', employer);
    set('Payer', 'BSB Number', settings.bank_bsb);
    set('Payer', 'Account Number', settings.bank_account_number);
    set('Payer', 'Account Name Text', settings.bank_account_name);
    set('Payee/Receiver', 'ABN', period?.super_fund_abn);
    set('Payee/Receiver', 'USI', slip.super_fund_usi);
    set('Payee/Receiver', 'Organisational Name Text', slip.super_fund_name);
    set('Payee/Receiver', 'Transaction Date', run.pay_date);
    set('Payee/Receiver', 'Payment Amount', formatMoney(slip.super_cents + sacrificed));
    set('Employer', 'ABN', settings.abn);
    set('Employer', 'Organisational Name Text', employer);
    set('Super Fund Member Common', 'Family Name', record?.last_name);
    set('Super Fund Member Common', 'Given Name', record?.first_name ?? slip.employee_name);
    set('Super Fund Member Common', 'Birth Date', record?.date_of_birth);
    set('Super Fund Member Common', 'E-mail Address Text', record?.personal_email);
    set('Super Fund Member Common', 'Member Client Identifier', slip.super_member_number);
    set('Super Fund Member Common', 'Payroll Number Identifier', record?.employee_code);
    set('Super Fund Member Contributions', 'Pay Period Start Date', run.period_start);
    set('Super Fund Member Contributions', 'Pay Period End Date', run.period_end);
    set('Super Fund Member Contributions', 'Superannuation Guarantee Amount', formatMoney(slip.super_cents));
    set('Super Fund Member Contributions', 'Salary Sacrificed Amount', formatMoney(sacrificed));
    set('Super Fund Member Registration', 'Employment Start Date', record?.joining_date);
    return row;
  });
  // Three header rows: the version line, the sections, the columns (shared/src/saff.ts).
  const fileId = `PR${run.pay_run_id}D${run.pay_date.replaceAll('-', '')}`;
  // Two writes: papaparse cuts a row to its header's width, and the version line is 6 cells, the rest 133.
  // papaparse ends a header without data with a line break: it is dropped, so no empty line follows.
  const version = (await toCsv(saffVersionRow(fileId), [])).csv.trimEnd();
  const { csv: body } = await toCsv(SAFF_SECTION_ROW, [[...SAFF_COLUMNS], ...rows]);
  const csv = `${version}\r\n${body}`;
  return { filename: superFileName(run.pay_run_id, run.pay_date), text: `${csv}\r\n`, run, rows: rows.length };
}
