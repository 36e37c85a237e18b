import { type PayRunFileKind, stpFileName, superFileName } from '@wattle/shared/pay-run-files';
import { PAYROLL_RULES } from '@wattle/shared/payroll-access';
import { allows } from '@wattle/shared/permissions';
import { ApiError, api, download, errorMessage } from './api-client';
import { saveFile } from './save-file';
import { useSelectedOrganization } from './selected-organization';

/*
 * A finalised pay run's ABA bank file and STP pay event data, downloaded from the pay run screen
 * and from Payroll Reports (two features: the download itself lives here). The API records each
 * download in the audit log before it answers.
 */

export const DOWNLOAD_FAILED = 'The file could not be downloaded. Please try again.';

/** Downloads and saves one file of run `payRunId`; answers the file's name. */
export async function downloadPayRunFile(kind: PayRunFileKind, payRunId: number, payDate: string): Promise<string> {
  if (kind === 'aba' || kind === 'super') {
    const { blob, fileName } = await download(
      kind === 'aba' ? `/payroll/pay-runs/${payRunId}/aba` : `/payroll/pay-runs/${payRunId}/super-file`,
      kind === 'aba' ? `pay-run-${payRunId}-${payDate}.aba` : superFileName(payRunId, payDate),
    );
    saveFile(blob, fileName);
    return fileName;
  }
  const event = await api.get<unknown>(`/payroll/pay-runs/${payRunId}/stp`);
  const fileName = stpFileName(payRunId, payDate);
  saveFile(new Blob([`${JSON.stringify(event, null, 2)}\n`], { type: 'application/json' }), fileName);
  return fileName;
}

/** What went wrong, in full: every employee without a bank account, not only the first. */
export function downloadFailure(error: unknown): string {
  if (error instanceof ApiError) {
    const all = Object.values(error.errors).flat();
    if (all.length > 1) return all.join(' ');
  }
  return errorMessage(error, DOWNLOAD_FAILED);
}

/**
 * Whether the signed-in member may download a run's files: the ABA and STP routes' rule (payroll
 * export over the organization with the payroll identifiers and `pay` field groups).
 */
export function useCanDownloadPayRunFiles(): boolean {
  const { organization } = useSelectedOrganization();
  if (!organization) return false;
  return allows(organization.role, organization.permissions, PAYROLL_RULES.runFiles);
}
