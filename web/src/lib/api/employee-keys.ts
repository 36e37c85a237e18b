import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/** Every cached employee read of an organization (lists, options, records, history) starts with this. */
export const employeesKeyPrefix = <T extends number | null>(organizationId: T) =>
  ['organizations', organizationId, 'employees'] as const;

export function isEmployeesKey(key: unknown, organizationId: number | null): boolean {
  return Array.isArray(key) && key[0] === 'organizations' && key[1] === organizationId && key[2] === 'employees';
}

/**
 * After any change to an employee: every list, option list, record and history page of the
 * organization loads again (a change shows up in several of them, and in the audit log).
 */
export function useRevalidateEmployees(organizationId: number | null) {
  const { mutate } = useSWRConfig();
  // Called with only the filter, mutate revalidates; passing `undefined` as data would empty the cache.
  return useCallback(() => mutate((key) => isEmployeesKey(key, organizationId)), [mutate, organizationId]);
}
