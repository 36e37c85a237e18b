import type { Organization } from '@wattle/shared/organizations';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useOrganizations } from '@/features/organizations/api/get-organizations';
import { ApiError } from '@/lib/api-client';
import {
  readSavedOrganizationId,
  resolveSelectedOrganization,
  SelectedOrganizationContext,
  type SelectedOrganizationValue,
  saveDirectoryFirstView,
  saveOrganizationId,
} from '@/lib/selected-organization';

const NONE: Organization[] = [];

/** Loads the user's organizations and keeps the selected one (saved in `selectedOrgId`). */
export function SelectedOrganizationProvider({ children }: { children: ReactNode }) {
  const { data, error, isLoading } = useOrganizations();
  const [savedId, setSavedId] = useState(readSavedOrganizationId);
  const organizations = data ?? NONE;
  const organization = useMemo(() => resolveSelectedOrganization(organizations, savedId), [organizations, savedId]);

  // When the saved one is gone (or none was saved) the fallback is saved, so a reload lands on it again.
  useEffect(() => {
    if (!data) return;
    const id = organization?.id ?? null;
    if (id !== readSavedOrganizationId()) saveOrganizationId(id);
    if (id !== savedId) setSavedId(id);
    saveDirectoryFirstView(organization);
  }, [data, organization, savedId]);

  const select = useCallback((id: number) => {
    saveOrganizationId(id);
    setSavedId(id);
  }, []);

  const value = useMemo<SelectedOrganizationValue>(
    () => ({
      organization,
      organizations,
      select,
      isLoading,
      error: error ? (error instanceof ApiError ? error : new ApiError(0, '')) : null,
    }),
    [organization, organizations, select, isLoading, error],
  );

  return <SelectedOrganizationContext.Provider value={value}>{children}</SelectedOrganizationContext.Provider>;
}
