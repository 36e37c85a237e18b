import { isAbn } from '@wattle/shared/payroll-setup';
import { organizationEntity } from '../tenancy/organization-entity.ts';

/**
 * The employer's ABN is typed once (issue 25 §3): the workspace's registration number, when it is
 * a valid ABN, is the payroll ABN too. Payroll settings keep an ABN of their own only when payroll
 * reports under another one; otherwise a change of the registration number reaches payslips and
 * STP at once.
 */

const digits = (value: string) => value.replace(/\s/g, '');

/** The organization's registration number as an ABN (11 digits), or null when it is none. */
export async function registrationAbn(organizationId: number): Promise<string | null> {
  const { data } = await organizationEntity()
    .get({ organization_id: organizationId })
    .go({ consistent: true, attributes: ['registration_number'] });
  const registration = data?.registration_number;
  return registration && isAbn(registration) ? digits(registration) : null;
}

/** The payroll ABN: payroll settings' own, else the registration number's. */
export const payrollAbnOf = (own: string | undefined, registration: string | null): string | undefined =>
  own || registration || undefined;

/** What payroll settings keep of a saved ABN: nothing when it is the registration number (one source). */
export const ownAbn = (saved: string, registration: string | null): string | undefined =>
  digits(saved) === registration ? undefined : digits(saved);
