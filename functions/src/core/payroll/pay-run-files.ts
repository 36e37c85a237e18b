import { formatDayRange } from '@wattle/shared/calendar';
import { PAY_RUN_FILE_LABELS, type PayRunFile, type PayRunFileKind } from '@wattle/shared/pay-run-files';
import { payrollReportQuery } from '@wattle/shared/payroll-outputs';
import { useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { parseInput } from '../validation.ts';
import { type PayRunFileItem, payRunFileEntity } from './pay-run-file-entity.ts';

/** "2026-12-02" → "2 December 2026". */
const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const WHAT_IT_HOLDS: Record<PayRunFileKind, (count: number) => string> = {
  aba: (count) => `${count} payment${count === 1 ? '' : 's'} to employees' bank accounts`,
  stp: (count) => `${count} employee${count === 1 ? '' : 's'} with their tax file numbers`,
  super: (count) => `${count} employee${count === 1 ? '' : 's'}' super contributions with their fund member numbers`,
};

export interface DownloadedFile {
  kind: PayRunFileKind;
  run: { pay_run_id: number; pay_date: string; period_start: string; period_end: string };
  fileName: string;
  /** Payments (ABA) or payees (STP) in the file, for the audit summary. */
  count: number;
}

/**
 * Records a download of a run's ABA or STP file before it is answered: the audit event (who, when,
 * which run and file, what it holds) and the run's file item, in one transaction. Without them
 * nothing is downloaded (the route answers only after this).
 */
export async function recordPayRunFileDownload(organizationId: number, file: DownloadedFile): Promise<void> {
  const user = useUser();
  const { run } = file;
  const now = new Date().toISOString();
  const result = await transactWrite([
    committed(
      payRunFileEntity()
        .update({
          organization_id: organizationId,
          pay_date: run.pay_date,
          pay_run_id: run.pay_run_id,
          kind: file.kind,
        })
        .set({
          period_start: run.period_start,
          period_end: run.period_end,
          file_name: file.fileName,
          last_downloaded_at: now,
          last_downloaded_by: user.name,
        })
        .add({ downloads: 1 }),
    ),
    auditPut({
      organizationId,
      module: 'payroll',
      action: 'download',
      record: { type: 'pay_run', id: run.pay_run_id, label: formatDayRange(run.period_start, run.period_end) },
      summary: `Downloaded the ${PAY_RUN_FILE_LABELS[file.kind]} ${file.fileName} of the pay run paid ${longDate(run.pay_date)}: ${WHAT_IT_HOLDS[file.kind](file.count)}`,
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict('The download could not be recorded. Try again.');
}

const toFile = (item: PayRunFileItem): PayRunFile => ({
  kind: item.kind,
  pay_run_id: item.pay_run_id,
  pay_date: item.pay_date,
  period_start: item.period_start,
  period_end: item.period_end,
  file_name: item.file_name,
  downloads: item.downloads,
  last_downloaded_at: item.last_downloaded_at,
  last_downloaded_by: item.last_downloaded_by,
});

/** At most this many files in one answer: a year of weekly runs has 104. */
export const MAX_LISTED_FILES = 1_000;

/**
 * `GET /payroll/pay-run-files?organization_id=&from=&to=`: the files of runs paid in the period
 * (the reports' period rules), by pay date then run: one Query on the pay-date range.
 */
export async function listPayRunFiles(query: unknown): Promise<PayRunFile[]> {
  const data = parseInput(payrollReportQuery, query);
  const result = await payRunFileEntity()
    .query.byOrganization({ organization_id: Number(data.organization_id) })
    // "~" sorts after "#": the last day's files are in the range.
    .between({ pay_date: data.from }, { pay_date: `${data.to}~` })
    .go({ pages: 'all', limit: MAX_LISTED_FILES });
  return result.data.map(toFile);
}
