import type { PayrollIdentifiers } from '@wattle/shared/employees';
import { api } from '@/lib/api-client';

/**
 * The employee's clear payroll identifiers (owners and admins only). Each call is written to the
 * employee's history, so the answer is never cached: the screen holds it while it shows it.
 */
export function revealPayroll(id: number): Promise<PayrollIdentifiers> {
  return api.post<PayrollIdentifiers>(`/employees/${id}/payroll/reveal`);
}
