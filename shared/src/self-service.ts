import * as z from 'zod';
import { type Employee, employeeInput } from './employees.ts';
import { idValue, versionField } from './validation.ts';

/**
 * Employee self-service: a member linked to an employee record reads it (payroll identifiers
 * masked) and edits their personal, contact and emergency details; a bank-detail change asks for
 * the account's password (and a second factor where enrolled) again. The field rules are the HR
 * form's (employeeInput), so both sides accept and refuse the same values.
 */

export const NOT_LINKED_MESSAGE = 'No employee record is linked to your account.';

/** What an employee may change of their own record (besides bank details, which re-authenticate). */
export const SELF_SERVICE_FIELDS = [
  'first_name',
  'last_name',
  'phone_number',
  'address',
  'address_suburb',
  'address_state',
  'address_postcode',
  'date_of_birth',
  'gender',
  'personal_email',
  'emergency_contact_name',
  'emergency_contact_phone',
] as const;
export type SelfServiceField = (typeof SELF_SERVICE_FIELDS)[number];

const organizationId = () => idValue('The organization is required.');

/** The HR form's own field schemas, so self-service checks exactly the same rules. */
const employeeShape = () => employeeInput.unwrap().shape;

/** Any subset of SELF_SERVICE_FIELDS; anything else (employment, payroll) is refused. */
export const selfServiceProfileInput = z.lazy(() => {
  const shape = employeeShape();
  return z
    .strictObject(
      {
        organization_id: organizationId(),
        version: versionField,
        ...Object.fromEntries(SELF_SERVICE_FIELDS.map((field) => [field, shape[field].optional()])),
      } as {
        organization_id: ReturnType<typeof organizationId>;
        version: typeof versionField;
      } & { [F in SelfServiceField]: z.ZodOptional<ReturnType<typeof employeeShape>[F]> },
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? `Only your personal, contact and emergency details can be changed here (not ${issue.keys.join(', ')}).`
            : undefined,
      },
    )
    .superRefine((value, context) => {
      if (SELF_SERVICE_FIELDS.every((field) => value[field] === undefined)) {
        context.addIssue({ code: 'custom', path: ['_'], message: 'Change at least one detail.' });
      }
    });
});
export type SelfServiceProfileInput = z.input<typeof selfServiceProfileInput>;

export const BANK_PASSWORD_WRONG_MESSAGE = 'The password is not correct.';
export const BANK_CODE_REQUIRED_MESSAGE = 'Enter the code from your authenticator app, or a recovery code.';

/** New bank details, with the account's password (and a TOTP or recovery code when MFA is on). */
export const bankDetailsInput = z.lazy(() => {
  const shape = employeeShape();
  return z.strictObject({
    organization_id: organizationId(),
    version: versionField,
    bank_bsb: shape.bank_bsb.refine((value) => value != null, { error: 'The BSB is required.' }),
    bank_account_number: shape.bank_account_number.refine((value) => value != null, {
      error: 'The bank account number is required.',
    }),
    password: z
      .string({ error: 'Enter your password to confirm.' })
      .min(1, { error: 'Enter your password to confirm.' })
      .max(1024, { error: 'Password is too long.' }),
    code: z
      .string({ error: 'The code must be text.' })
      .trim()
      .max(64, { error: 'The code is too long.' })
      .nullish()
      .transform((value) => value || undefined),
  });
});
export type BankDetailsInput = z.input<typeof bankDetailsInput>;

/** The caller's own record as self-service shows it: payroll identifiers masked. */
export type SelfServiceProfile = Omit<Employee, 'applicant_id'>;
