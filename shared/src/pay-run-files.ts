/*
 * A finalised pay run's files (issue 25 §3): the ABA bank file and the Single Touch Payroll pay
 * event data. Each download is an audit event (they hold bank account numbers and TFNs) and is
 * listed in Payroll Reports with the run, when it was last downloaded and by whom.
 */

export const PAY_RUN_FILE_KINDS = ['aba', 'stp', 'super'] as const;
export type PayRunFileKind = (typeof PAY_RUN_FILE_KINDS)[number];

export const PAY_RUN_FILE_LABELS: Record<PayRunFileKind, string> = {
  aba: 'ABA bank file',
  stp: 'STP pay event data',
  super: 'Super contributions file (unverified layout)',
};

/** The name a downloaded STP file is saved under (the API answers it as JSON). */
export const stpFileName = (payRunId: number, payDate: string) => `pay-run-${payRunId}-${payDate}-stp.json`;

/** `GET /payroll/pay-run-files?organization_id=&from=&to=`: the files of runs paid in the period, by pay date. */
export interface PayRunFile {
  kind: PayRunFileKind;
  pay_run_id: number;
  pay_date: string;
  period_start: string;
  period_end: string;
  file_name: string;
  downloads: number;
  last_downloaded_at: string;
  last_downloaded_by: string;
}

/** The super file's help text (its layout: shared/src/saff.ts). */
export const SUPER_FILE_HELP =
  'Super contributions for a clearing house or fund, one row per employee and fund: SuperStream Alternative File Format (SAFF) v1.0, 133 columns under three header rows, as Odoo’s Australian payroll writes it (the ATO’s specification was not read: unverified). No TFNs.';

export const superFileName = (payRunId: number, payDate: string) => `pay-run-${payRunId}-${payDate}-super.csv`;

/** `GET /payroll/pay-runs/{id}/super`: what a run owes each fund and by when. */
export interface SuperOwing {
  fund_name: string;
  fund_usi: string | null;
  employees: number;
  /** Super guarantee and salary sacrificed to super, "1234.56". */
  super_guarantee: string;
  salary_sacrifice: string;
  total: string;
  /** The earliest due date of the fund's payslips (a new employee's may be later). */
  due_date: string | null;
  due_note: string | null;
}
