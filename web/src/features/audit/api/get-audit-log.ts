import type { AuditAction, AuditModule, AuditPage, AuditRecordType } from '@wattle/shared/audit';
import useSWR from 'swr';
import { api, download } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export interface AuditLogFilters {
  actor_id?: string;
  module?: AuditModule;
  action?: AuditAction;
  record_type?: AuditRecordType;
  record_id?: string;
  /** YYYY-MM-DD in the organization's zone, inclusive. */
  start_date?: string;
  end_date?: string;
}

function search(filters: AuditLogFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  return params.toString();
}

export const auditLogKey = (organizationId: number, filters: AuditLogFilters, cursor?: string) =>
  ['organizations', organizationId, 'audit-log', filters, cursor ?? null] as const;

export function getAuditLog(organizationId: number, filters: AuditLogFilters, cursor?: string): Promise<AuditPage> {
  const query = search(filters, cursor ? { cursor } : {});
  return api.get<AuditPage>(`/organizations/${organizationId}/audit-log?${query}`);
}

/** One page of the organization's audit log, newest first. */
export function useAuditLog(organizationId: number | null, filters: AuditLogFilters, cursor?: string) {
  return useSWR(
    organizationId ? auditLogKey(organizationId, filters, cursor) : null,
    ([, id, , f, c]) => getAuditLog(id, f, c ?? undefined),
    { keepPreviousData: true },
  );
}

/** Downloads the events the filters select as CSV (the API builds it). */
export async function exportAuditLog(organizationId: number, filters: AuditLogFilters): Promise<void> {
  const { blob, fileName } = await download(
    `/organizations/${organizationId}/audit-log/export?${search(filters)}`,
    `audit-log-${organizationId}.csv`,
  );
  saveFile(blob, fileName);
}
