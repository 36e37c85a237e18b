/*
 * A finalised pay run's files (issue 25 §3): the ABA bank file and the Single Touch Payroll pay
 * event data. Each download is an audit event (they hold bank account numbers and TFNs) and is
 * listed in Payroll Reports with the run, when it was last downloaded and by whom.
 */

export const PAY_RUN_FILE_KINDS = ['aba', 'stp'] as const;
export type PayRunFileKind = (typeof PAY_RUN_FILE_KINDS)[number];

export const PAY_RUN_FILE_LABELS: Record<PayRunFileKind, string> = {
  aba: 'ABA bank file',
  stp: 'STP pay event data',
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
