import type { LoadedTaxTable, LoadedTaxTableInput, TaxTablesPage } from '@wattle/shared/payroll-withholding';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const taxTablesKey = (organizationId: number | null) =>
  organizationId ? (['tax-tables', organizationId] as const) : null;

/** The tax tables the organization loaded (`data`) and the product's own (`built_in`), for payroll view. */
export function useTaxTables(organizationId: number | null) {
  return useSWR(taxTablesKey(organizationId), ([, id]) => api.get<TaxTablesPage>(`/organizations/${id}/tax-tables`));
}

/** Loading and removing tables (payroll edit); the list is read again after each. */
export function useTaxTableChanges(organizationId: number | null, refresh: () => Promise<unknown>) {
  const base = `/organizations/${organizationId}/tax-tables`;
  return {
    load: async (input: LoadedTaxTableInput) => {
      const table = await api.post<LoadedTaxTable>(base, input);
      await refresh();
      return table;
    },
    remove: async (id: number) => {
      await api.delete(`${base}/${id}`);
      await refresh();
    },
  };
}
