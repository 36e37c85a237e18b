import type { ImportKind } from '@wattle/shared/imports';
import type { ImportKindDefinition } from './kind.ts';

/** Every kind of import, loaded when first used: adding a kind is one file and one line here. */
const KINDS: Record<ImportKind, () => Promise<ImportKindDefinition>> = {
  employees: async () => (await import('./employees.ts')).employeesKind,
  'employee-pay': async () => (await import('./employee-pay.ts')).employeePayKind,
  'opening-balances': async () => (await import('./opening-balances.ts')).openingBalancesKind,
  'ytd-pay': async () => (await import('./ytd-pay.ts')).ytdPayKind,
};

export const importKind = (kind: ImportKind): Promise<ImportKindDefinition> => KINDS[kind]();
