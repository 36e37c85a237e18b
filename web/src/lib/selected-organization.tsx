import { STORAGE_KEYS } from '@wattle/shared/constants';
import type { Organization } from '@wattle/shared/organizations';
import { allows } from '@wattle/shared/permissions';
import { createContext, useContext } from 'react';
import type { ApiError } from './api-client';

export interface SelectedOrganizationValue {
  /** The organization the user works in; null while loading or when they have none. */
  organization: Organization | null;
  organizations: Organization[];
  select: (id: number) => void;
  isLoading: boolean;
  error: ApiError | null;
}

export const SelectedOrganizationContext = createContext<SelectedOrganizationValue | null>(null);

/** The selected organization; data scoped to an organization reads its id from here. */
export function useSelectedOrganization(): SelectedOrganizationValue {
  const value = useContext(SelectedOrganizationContext);
  if (!value) throw new Error('useSelectedOrganization must be used inside the dashboard.');
  return value;
}

export function readSavedOrganizationId(): number | null {
  const raw = localStorage.getItem(STORAGE_KEYS.selectedOrgId);
  if (!raw) return null;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function saveOrganizationId(id: number | null): void {
  if (id === null) localStorage.removeItem(STORAGE_KEYS.selectedOrgId);
  else localStorage.setItem(STORAGE_KEYS.selectedOrgId, String(id));
}

/**
 * Remembers for index.html's first view whether the selected organization's role may view the
 * directory (STORAGE_KEYS.directoryFirstView): someone who may not is not shown its heading while
 * the app loads, only to be told they have no access.
 */
export function saveDirectoryFirstView(organization: Organization | null): void {
  const allowed = organization !== null && allows(organization.role, organization.permissions, DIRECTORY_NEED);
  localStorage.setItem(STORAGE_KEYS.directoryFirstView, allowed ? '1' : '0');
}
const DIRECTORY_NEED = { module: 'employees', action: 'view' } as const;

/** The selection rule: the saved organization if it still exists, otherwise the first one. */
export function resolveSelectedOrganization(
  organizations: readonly Organization[],
  savedId: number | null,
): Organization | null {
  return organizations.find((organization) => organization.id === savedId) ?? organizations[0] ?? null;
}
