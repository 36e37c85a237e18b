import type { CustomRole } from '@wattle/shared/permissions';
import type { CustomRoleInput } from '@wattle/shared/roles';
import { api } from '@/lib/api-client';

export const createRole = (organizationId: number, input: CustomRoleInput) =>
  api.post<CustomRole>(`/organizations/${organizationId}/roles`, input);

/** `input.version` is the version the form was opened with: a stale one answers 409. */
export const updateRole = (organizationId: number, key: string, input: CustomRoleInput) =>
  api.put<CustomRole>(`/organizations/${organizationId}/roles/${key}`, input);

export const deleteRole = (organizationId: number, key: string) =>
  api.delete(`/organizations/${organizationId}/roles/${key}`);
