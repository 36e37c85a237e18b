import { formatMoney } from '@wattle/shared/money';
import { digitsOnly } from '@wattle/shared/payroll';
import ABA from 'aba-generator';
import { openPayroll } from '../employees/payroll.ts';
import { VisibleError } from '../error.ts';
import { organizationProfile } from '../tenancy/memberships.ts';
import type { PayRunItem } from './pay-run-entities.ts';
import { readReleasedRun } from './pay-run-store.ts';
import { readEmployeesOf, readPayrollSettings } from './run-people.ts';

/**
 * A run's bank file in the ABA (Cemtex) direct entry format (APCA BECS procedures, "Direct Entry
 * File Format"), through aba-generator: a descriptive record (type 0) with the bank's code, the
 * employer's account name and APCA user id; one detail record (type 1, code 53 "pay") per payslip
 * whose net is above zero, to the employee's BSB and account; and a balancing detail record (code
 * 13, debit) drawing the total from the employer's account, so the file total record (type 7)
 * reads net 0, credits = debits = the run's net total. Lines are 120 characters, CRLF-ended.
 */

export interface AbaPayment {
  bsb: string;
  account: string;
  accountName: string;
  amountCents: number;
}

export interface AbaInput {
  bankCode: string;
  apcaUserId: string;
  /** The employer's account (the header's user name, the remitter and the balancing record). */
  employerBsb: string;
  employerAccount: string;
  employerAccountName: string;
  /** YYYY-MM-DD: the day the bank processes the file (the pay date). */
  processDate: string;
  description: string;
  reference: string;
  payments: AbaPayment[];
}

/** Transaction codes: 53 pay (salary), 13 externally initiated debit (the balancing record). */
const PAY = 53;
const DEBIT = 13;

/** Cemtex fields are printable ASCII: anything else (é, emoji) would shift the fixed columns. */
const ascii = (text: string) => text.normalize('NFKD').replace(/[^\x20-\x7E]/g, '');
const cents = (amount: number) => Number(formatMoney(amount));
const ddmmyy = (date: string) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(2, 4)}`;

/** The file's text. Totals are summed in integer cents and given to the total record as exact strings. */
export function abaFile(input: AbaInput): string {
  const remitter = ascii(input.employerAccountName).slice(0, 16);
  const aba = new ABA({
    header: {
      bank: ascii(input.bankCode).toUpperCase(),
      user: ascii(input.employerAccountName),
      userNumber: Number(input.apcaUserId),
      description: ascii(input.description),
      date: ddmmyy(input.processDate),
    },
    footer: {},
  });
  const total = input.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const trace = { traceBsb: input.employerBsb, traceAccount: input.employerAccount, remitter };
  const details = input.payments.map((payment) => ({
    transactionCode: PAY,
    bsb: payment.bsb,
    account: payment.account,
    // aba-generator turns dollars into cents with toFixed(0): exact for any amount below $10^13.
    amount: cents(payment.amountCents),
    accountTitle: ascii(payment.accountName),
    reference: ascii(input.reference),
    ...trace,
  }));
  const balancing = {
    transactionCode: DEBIT,
    bsb: input.employerBsb,
    account: input.employerAccount,
    amount: cents(total),
    accountTitle: ascii(input.employerAccountName),
    reference: ascii(input.reference),
    ...trace,
  };
  // The library sums the totals in floating point: the exact ones replace them.
  Object.assign((aba as unknown as { options: { footer: Record<string, string> } }).options.footer, {
    netTotal: '0.00',
    creditTotal: formatMoney(total),
    debitTotal: formatMoney(total),
  });
  return `${aba.generate([...details, balancing])}\r\n`;
}

/** GET /payroll/pay-runs/{id}/aba: the finalised run's bank file; 422 naming whoever has no bank account. */
export async function payRunAba(
  organizationId: number,
  payRunId: number,
): Promise<{ filename: string; text: string; run: PayRunItem; payments: number }> {
  const [{ run, payslips }, settings] = await Promise.all([
    readReleasedRun(organizationId, payRunId),
    readPayrollSettings(organizationId),
  ]);
  const settingErrors: string[] = [];
  if (!settings?.bank_bsb || !settings.bank_account_number || !settings.bank_account_name) {
    settingErrors.push("Enter the employer's bank account in payroll settings.");
  }
  if (!settings?.apca_user_id || !settings.bank_code) {
    settingErrors.push('Enter the bank code and APCA user id in payroll settings.');
  }
  if (settingErrors.length > 0) throw VisibleError.validation({ settings: settingErrors });
  const paid = payslips.filter((slip) => slip.net_cents > 0);
  const employees = await readEmployeesOf(
    organizationId,
    paid.map((slip) => slip.employee_id),
  );
  const payments: AbaPayment[] = [];
  const missing: string[] = [];
  for (const slip of paid) {
    const record = employees.get(slip.employee_id);
    const opened = record ? await openPayroll(record) : undefined;
    const bsb = digitsOnly(opened?.bank_bsb ?? '');
    const account = digitsOnly(opened?.bank_account_number ?? '');
    if (!/^\d{6}$/.test(bsb) || !/^\d{1,9}$/.test(account)) {
      missing.push(slip.employee_name);
      continue;
    }
    payments.push({ bsb, account, accountName: slip.employee_name, amountCents: slip.net_cents });
  }
  if (missing.length > 0) {
    throw VisibleError.validation({
      employees: missing.map((name) => `${name} has no bank account (BSB and account number) on their record.`),
    });
  }
  if (payments.length === 0) throw VisibleError.validation({ pay_run: ['The pay run pays no one a net amount.'] });
  const name = organizationProfile(organizationId).name;
  const text = abaFile({
    bankCode: settings?.bank_code ?? '',
    apcaUserId: settings?.apca_user_id ?? '',
    employerBsb: digitsOnly(settings?.bank_bsb ?? ''),
    employerAccount: digitsOnly(settings?.bank_account_number ?? ''),
    employerAccountName: settings?.bank_account_name ?? name,
    processDate: run.pay_date,
    description: 'PAYROLL',
    reference: `PAY ${run.pay_date}`,
    payments,
  });
  return { filename: `pay-run-${run.pay_run_id}-${run.pay_date}.aba`, text, run, payments: payments.length };
}
