import type { ImportDryRun, ImportInput, ImportKind, ImportPage, ImportSummary } from '@wattle/shared/imports';
import useSWR from 'swr';
import { api, download } from '@/lib/api-client';

export const importsKey = (organizationId: number) => ['organizations', organizationId, 'imports'] as const;

/**
 * Whether a cached read may hold what an import of the organization changed (employees, their pay,
 * leave balances, year to date): every read keyed by the organization, whatever its feature's prefix
 * ('organizations', 'leave', payroll setup's ...), and the employee lists.
 */
export const changedByImport = (organizationId: number) => (key: unknown) =>
  Array.isArray(key) && (key.includes(organizationId) || key.includes('employees'));

const RUNNING = new Set(['queued', 'committing', 'reverting']);

/** The organization's imports, newest first, and the mappings last used per kind; polled while one runs. */
export function useImports(organizationId: number | null) {
  return useSWR(
    organizationId ? importsKey(organizationId) : null,
    () => api.get<ImportPage>(`/imports?organization_id=${organizationId}`),
    { refreshInterval: (latest) => (latest?.data.some((item) => RUNNING.has(item.status)) ? 2000 : 0) },
  );
}

/** One import, polled every second while its commit runs (progress). */
export function useImport(importId: number | null) {
  return useSWR(importId ? ['imports', importId] : null, () => api.get<ImportSummary>(`/imports/${importId}`), {
    refreshInterval: (latest) => (latest && (latest.status === 'queued' || latest.status === 'committing') ? 1000 : 0),
  });
}

/** Uploads the file through a presigned POST (the one upload flow); the upload's id for the dry run. */
export async function uploadImportFile(organizationId: number, file: File): Promise<string> {
  const grant = await api.post<{ upload_id: string; url: string; fields: Record<string, string> }>('/imports/uploads', {
    organization_id: organizationId,
    file_name: file.name,
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(grant.fields)) form.append(name, value);
  form.append('file', file);
  const response = await fetch(grant.url, { method: 'POST', body: form });
  if (!response.ok) throw new Error('The file could not be uploaded. Try again.');
  return grant.upload_id;
}

export const dryRunImport = (input: ImportInput) => api.post<ImportDryRun>('/imports', input);
export const commitImport = (importId: number) => api.post<ImportSummary>(`/imports/${importId}/commit`);
export const revertImport = (importId: number) => api.post<ImportSummary>(`/imports/${importId}/revert`);

export const downloadTemplate = (organizationId: number, kind: ImportKind, format: 'csv' | 'xlsx', withData: boolean) =>
  download(
    `/imports/templates/${kind}?organization_id=${organizationId}&format=${format}&with_data=${withData}`,
    `${kind}-import.${format}`,
  );
