import { calculateWithholding } from '../src/core/payroll/withholding.ts';
import { NOVEMBER_FORTNIGHT, type PayrollWorkspace } from './pay-run-support.ts';
import type { Json } from './support.ts';
import { request } from './support.ts';

/**
 * Schedule 1 withholding on the payroll tests' November fortnight (paid 18 November 2026) for the
 * usual payee, a resident with a TFN who claims the tax-free threshold, no Medicare exemption and
 * no study loan: worked in process, or asked of the calculator route with what a test changes.
 */

/** `POST /payroll/withholding` for the November fortnight as `w`'s owner; `body` adds or overrides fields. */
export const novemberWithholding = (w: PayrollWorkspace, body: Json) =>
  request('POST', '/payroll/withholding', {
    token: w.owner.token,
    body: {
      organization_id: w.org,
      period: 'fortnightly',
      pay_date: NOVEMBER_FORTNIGHT.pay_date,
      tfn_provided: true,
      residency: 'resident',
      tax_free_threshold: true,
      medicare_levy_exemption: 'none',
      study_loan: false,
      ...body,
    },
  });

/** Schedule 1's withholding, in cents, on a fortnight's `cents` paid on 18 November 2026, worked in process. */
export function fortnightlyWithholding(cents: number): number {
  const answer = calculateWithholding({
    gross_cents: cents,
    frequency: 'fortnightly',
    pay_date: NOVEMBER_FORTNIGHT.pay_date,
    declaration: {
      tfn_provided: true,
      residency: 'resident',
      tax_free_threshold: true,
      medicare_levy_exemption: 'none',
      study_loan: false,
    },
  });
  if (!answer.ok) throw new Error(answer.missing);
  return answer.withholding_cents;
}
