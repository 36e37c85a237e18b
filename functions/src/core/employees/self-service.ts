import { type EmployeeData, employeeInput } from '@wattle/shared/employees';
import { MFA_WRONG_CODE_MESSAGE } from '@wattle/shared/mfa';
import { maskValue } from '@wattle/shared/payroll';
import {
  BANK_CODE_REQUIRED_MESSAGE,
  BANK_PASSWORD_WRONG_MESSAGE,
  bankDetailsInput,
  NOT_LINKED_MESSAGE,
  SELF_SERVICE_FIELDS,
  type SelfServiceProfile,
  selfServiceProfileInput,
} from '@wattle/shared/self-service';
import * as z from 'zod';
import { organizationAccess } from '../access/permissions.ts';
import { useUserId } from '../actor.ts';
import { config } from '../config.ts';
import { batchGet } from '../db/batch-get.ts';
import { tableNames } from '../db/client.ts';
import type { TransactionItem } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { BANK_DETAILS_PASSWORDS, claimAttempt, clearAttempts } from '../identity/attempt-limits.ts';
import { verifyPassword } from '../identity/password.ts';
import { checkSecondFactor, proofFromCode } from '../identity/second-factor.ts';
import { type UserItem, userEntity } from '../identity/user-entity.ts';
import { normalizeEmail } from '../identity/users.ts';
import { fieldsOf, fieldsOrNull } from '../item-fields.ts';
import { sendMail } from '../mail/mailer.ts';
import { bankDetailsChangedAlertMail, bankDetailsChangedPayrollMail } from '../mail/templates.ts';
import { membershipEntity } from '../tenancy/membership-entity.ts';
import { requireMembership } from '../tenancy/memberships.ts';
import { checkVersion, parseInput } from '../validation.ts';
import type { EmployeeItem } from './employee-entity.ts';
import { readEmployee } from './employee-links.ts';
import { homeAddressOf, namesFor, toEmployee } from './employee-record.ts';
import { writeEmployeeUpdate } from './employees.ts';
import { openPayroll } from './payroll.ts';

/**
 * Employee self-service: the caller's own employee record (the one their membership is linked to)
 * — read with payroll identifiers masked, personal, contact and emergency details edited like an
 * HR edit, and bank details changed after the account's password (and second factor) is given
 * again, with e-mails to payroll and to the employee.
 */

/** The caller's own live record in the organization the request was authorized for; 404 when none. */
async function ownRecord(organizationId: number): Promise<EmployeeItem> {
  requireMembership(organizationId);
  const { employeeId } = organizationAccess();
  const notLinked = () => new VisibleError('not-found', NOT_LINKED_MESSAGE);
  if (!employeeId) throw notLinked();
  const item = await readEmployee(organizationId, employeeId);
  // A stale link (the record deleted, or linked to someone else) shows nothing of anyone.
  if (!item || item.trashed_at || item.user_id !== useUserId()) throw notLinked();
  return item;
}

async function toProfile(item: EmployeeItem): Promise<SelfServiceProfile> {
  const { applicant_id: _applicant, ...profile } = await toEmployee(item, await namesFor(item));
  return profile;
}

export async function getOwnProfile(organizationId: number): Promise<SelfServiceProfile> {
  return toProfile(await ownRecord(organizationId));
}

/** The record as the HR form would send it back unchanged (payroll identifiers left out: kept). */
export function formValuesOf(item: EmployeeItem): Record<string, unknown> {
  return {
    ...fieldsOf(item, 'organization_id', 'first_name', 'last_name', 'personal_email', 'phone_number', 'date_of_birth'),
    ...fieldsOf(item, 'gender'),
    // A record from before structured addresses has no suburb, state or postcode: the employee completes them with any edit.
    ...homeAddressOf(item),
    ...fieldsOf(item, 'employee_code', 'joining_date', 'department_id', 'designation_id'),
    reporting_manager_id: item.reporting_manager_id ?? null,
    employment_type: item.employment_type,
    work_arrangement: item.work_arrangement ?? 'Onsite',
    status: item.status,
    ...fieldsOrNull(item, 'superannuation_fund_name', 'superannuation_fund_usi', 'visa_type', 'visa_expiry_date'),
    ...fieldsOrNull(item, 'emergency_contact_name', 'emergency_contact_phone'),
    version: item.version,
  };
}

const ADDRESS_FIELDS = ['address', 'address_suburb', 'address_state', 'address_postcode'] as const;

/** The HR form's schema for a record that keeps its one-line address from before structured addresses. */
const legacyAddressInput = z.lazy(() =>
  employeeInput.unwrap().extend({ address_suburb: z.null(), address_state: z.null(), address_postcode: z.null() }),
);

/**
 * The full update an own edit makes: the stored record with the sent fields, checked by the HR
 * form's schema. A record from before structured addresses keeps its one-line address through an
 * edit that sends no address field (new bank details, a phone number); sending any of them asks
 * for the whole structured address.
 */
function mergedUpdate(item: EmployeeItem, changes: Record<string, unknown>): EmployeeData {
  const values = { ...formValuesOf(item), ...changes };
  const keepsLegacyAddress =
    item.address_postcode === undefined && ADDRESS_FIELDS.every((field) => changes[field] === undefined);
  return keepsLegacyAddress
    ? (parseInput(legacyAddressInput, values) as unknown as EmployeeData)
    : parseInput(employeeInput, values);
}

/**
 * The employee changes their own personal, contact and emergency details (only those:
 * selfServiceProfileInput refuses any other field): version-checked, written like an HR edit —
 * history event with before → after, audit event, directory entry.
 */
export async function updateOwnProfile(input: unknown): Promise<SelfServiceProfile> {
  const changes = parseInput(selfServiceProfileInput, input);
  const current = await ownRecord(changes.organization_id);
  checkVersion(changes.version, current.version);
  const sent = Object.fromEntries(
    SELF_SERVICE_FIELDS.flatMap((field) => (changes[field] === undefined ? [] : [[field, changes[field]]])),
  );
  const updated = await writeEmployeeUpdate(current, await openPayroll(current), mergedUpdate(current, sent));
  const { applicant_id: _applicant, ...profile } = updated;
  return profile;
}

const notifiedRoles = (memberships: { role: string }[]) =>
  memberships.some((membership) => membership.role === 'payroll_officer') ? ['payroll_officer'] : ['owner'];

/** The accounts payroll mail goes to: the payroll officers, or the owners when there is none. */
async function payrollRecipients(organizationId: number): Promise<Pick<UserItem, 'user_id' | 'name' | 'email'>[]> {
  const memberships = (
    await membershipEntity().query.byOrganization({ organization_id: organizationId }).go({ pages: 'all' })
  ).data;
  const roles = notifiedRoles(memberships);
  const chosen = memberships.filter((membership) => roles.includes(membership.role));
  if (chosen.length === 0) return [];
  const identity = tableNames().identity;
  const users = await batchGet([
    {
      table: identity,
      keys: chosen.map((membership) => ({ pk: `user#${membership.user_id}`, sk: 'user' })),
      projection: ['user_id', 'name', 'email'],
    },
  ]);
  return (users.get(identity) ?? []) as unknown as Pick<UserItem, 'user_id' | 'name' | 'email'>[];
}

/**
 * The account's password (and a current TOTP code or a recovery code when it has MFA): 422 on
 * `password` or `code` when wrong. Each attempt counts on the form's own counter
 * (BANK_DETAILS_PASSWORDS: 5 in 15 minutes per account, then 429), not the sign-in limits, so a
 * stolen session guessing here cannot lock the owner out of signing in. Returns the write that
 * uses the second factor up, for the change's own transaction.
 */
async function reauthenticate(
  password: string,
  code: string | undefined,
): Promise<{ user: UserItem; consume: TransactionItem[] }> {
  const user = (await userEntity().get({ user_id: useUserId() }).go({ consistent: true })).data;
  if (!user) throw new VisibleError('unauthenticated', 'Unauthenticated.');
  const counter = String(user.user_id);
  await claimAttempt(BANK_DETAILS_PASSWORDS, counter);
  if (!(await verifyPassword(password, user.password_hash))) {
    throw VisibleError.validation({ password: [BANK_PASSWORD_WRONG_MESSAGE] });
  }
  const consume: TransactionItem[] = [];
  if (user.mfa_secret) {
    if (!code) throw VisibleError.validation({ code: [BANK_CODE_REQUIRED_MESSAGE] });
    const factor = await checkSecondFactor(user, proofFromCode(code));
    if (!factor) throw VisibleError.validation({ code: [MFA_WRONG_CODE_MESSAGE] });
    consume.push(factor.consume);
  }
  await clearAttempts(BANK_DETAILS_PASSWORDS, counter);
  return { user, consume };
}

const when = (timezone: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone }).format(new Date());

/**
 * The employee changes their own bank details: re-authenticated (see reauthenticate), checked by
 * the HR form's rules, stored encrypted, written to history as 'Bank Details Changed' (values
 * never in clear), then e-mailed to payroll and, as a security alert, to the employee.
 */
export async function changeOwnBankDetails(input: unknown): Promise<SelfServiceProfile> {
  const data = parseInput(bankDetailsInput, input);
  const current = await ownRecord(data.organization_id);
  checkVersion(data.version, current.version);
  const { user, consume } = await reauthenticate(data.password, data.code);
  const stored = await openPayroll(current);
  if (stored.bank_bsb === data.bank_bsb && stored.bank_account_number === data.bank_account_number) {
    return toProfile(current);
  }
  const updated = await writeEmployeeUpdate(
    current,
    stored,
    mergedUpdate(current, { bank_bsb: data.bank_bsb, bank_account_number: data.bank_account_number }),
    { eventType: 'Bank Details Changed', extraWrites: consume },
  );
  const organization = organizationAccess();
  const details = {
    organization: organization.name,
    employee: `${current.first_name} ${current.last_name}`,
    employeeCode: current.employee_code,
    when: when(organization.timezone),
    bsb: maskValue(data.bank_bsb) ?? '',
    account: maskValue(data.bank_account_number) ?? '',
    url: `${config().APP_URL.replace(/\/$/, '')}/dashboard/employees/${current.employee_id}`,
  };
  const recipients = (await payrollRecipients(organization.id)).filter(
    (recipient) => normalizeEmail(recipient.email) !== normalizeEmail(user.email),
  );
  const sent = await Promise.allSettled([
    sendMail(bankDetailsChangedAlertMail({ email: user.email, name: user.name }, details)),
    ...recipients.map((recipient) =>
      sendMail(bankDetailsChangedPayrollMail({ email: recipient.email, name: recipient.name }, details)),
    ),
  ]);
  for (const outcome of sent) {
    // The change stands; a mail that could not go out is logged (never with the account number).
    if (outcome.status === 'rejected') {
      console.error('Bank details change: a notification could not be sent', String(outcome.reason?.message ?? ''));
    }
  }
  const { applicant_id: _applicant, ...profile } = updated;
  return profile;
}
