import type { LoadedTaxTable, LoadedTaxTableInput } from '@wattle/shared/payroll-withholding';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

interface TaxTablePage {
  data: LoadedTaxTable[];
  next_cursor: string | null;
  per_page: number;
}

export const taxTablesKey = (organizationId: number | null) =>
  organizationId ? (['tax-tables', organizationId] as const) : null;

/** The tax tables the organization loaded (payroll view). */
export function useTaxTables(organizationId: number | null) {
  return useSWR(taxTablesKey(organizationId), ([, id]) =>
    api.get<TaxTablePage>(`/organizations/${id}/tax-tables`).then((page) => page.data),
  );
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
