import { useSWRConfig } from 'swr';

/** Every payroll setup read is keyed under this prefix, so a save can refresh them all. */
export const payrollSetupKey = (organizationId: number | null) => ['payroll-setup', organizationId] as const;

export function useRevalidatePayrollSetup(organizationId: number | null) {
  const { mutate } = useSWRConfig();
  return () =>
    mutate((key) => Array.isArray(key) && key[0] === 'payroll-setup' && key[1] === organizationId, undefined, {
      revalidate: true,
    });
}
