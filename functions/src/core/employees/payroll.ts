import {
  type EmployeeData,
  type PayrollIdentifiers,
  SENSITIVE_EMPLOYEE_FIELDS,
  type SensitiveEmployeeField,
} from '@wattle/shared/employees';
import { digitsOnly, isMaskedValue, maskValue } from '@wattle/shared/payroll';
import { holdsField } from '../access/permissions.ts';
import { decryptField, encryptField, isEncryptedField } from '../crypto/field-encryption.ts';
import { guardHasher } from '../crypto/guard-hash.ts';
import type { EmployeeItem } from './employee-entity.ts';
import { assertMaySetPayrollIdentifiers } from './employee-scope.ts';
import { uniqueValueEntity } from './unique-value-entity.ts';

/**
 * The payroll identifiers (TFN, super member number, BSB, account number) as they are kept: each
 * encrypted on its own (core/crypto), bound to its organization, employee and field. Clear values
 * exist only in memory while a request needs them; answers carry them masked, except the reveal.
 */
type Identity = Pick<EmployeeItem, 'organization_id' | 'employee_id'>;
type Stored = Identity & Partial<Record<SensitiveEmployeeField, string | undefined>>;
export type PayrollValues = Partial<Record<SensitiveEmployeeField, string | null | undefined>>;

const contextOf = (employee: Identity, field: SensitiveEmployeeField) => ({
  organizationId: employee.organization_id,
  employeeId: employee.employee_id,
  field,
});

/** The stored form of the given clear values; fields without a value are left out. */
export async function sealPayroll(
  employee: Identity,
  values: PayrollValues,
): Promise<Partial<Record<SensitiveEmployeeField, string>>> {
  const sealed: Partial<Record<SensitiveEmployeeField, string>> = {};
  for (const field of SENSITIVE_EMPLOYEE_FIELDS) {
    const value = values[field];
    if (value) sealed[field] = await encryptField(value, contextOf(employee, field));
  }
  return sealed;
}

/**
 * The clear identifiers of a stored record (null: none). A value written before encryption existed
 * is read as it is, and encrypted by the next change to the record.
 */
export async function openPayroll(item: Stored): Promise<PayrollIdentifiers> {
  const entries = await Promise.all(
    SENSITIVE_EMPLOYEE_FIELDS.map(async (field) => {
      const stored = item[field];
      if (!stored) return [field, null] as const;
      if (!isEncryptedField(stored)) return [field, stored] as const;
      return [field, await decryptField(stored, contextOf(item, field))] as const;
    }),
  );
  return Object.fromEntries(entries) as PayrollIdentifiers;
}

/** One clear identifier of a stored record (null: none), e.g. the super member number a pay run prints. */
export async function openPayrollField(item: Stored, field: SensitiveEmployeeField): Promise<string | null> {
  const stored = item[field];
  if (!stored) return null;
  return isEncryptedField(stored) ? decryptField(stored, contextOf(item, field)) : stored;
}

/**
 * The value of a TFN's uniqueness guard in an organization: a keyed hash (see guard-hash.ts), never
 * the TFN, and different for the same TFN in another organization.
 */
export const tfnGuardValue = (organizationId: number, taxFileNumber: string) =>
  guardHasher().hash(`tax_file_number|org:${organizationId}|${digitsOnly(taxFileNumber)}`);

/**
 * The guard value of the employee's TFN when the guard is theirs, else null: a record saved before
 * TFN guards existed has none, and another record may hold that TFN's guard since (never freed
 * by this one).
 */
export async function ownTfnGuard(organizationId: number, employeeId: number, taxFileNumber: string) {
  const value = await tfnGuardValue(organizationId, taxFileNumber);
  const guard = (
    await uniqueValueEntity()
      .get({ organization_id: organizationId, field: 'tax_file_number', value })
      .go({ consistent: true })
  ).data;
  return guard?.employee_id === employeeId ? value : null;
}

/** The TFN guards an update adds and removes (null: none), when the TFN changes. */
export async function tfnGuardChange(
  employee: Identity,
  before: string | null,
  after: string | null,
): Promise<{ add: string | null; remove: string | null }> {
  if (digitsOnly(before ?? '') === digitsOnly(after ?? '')) return { add: null, remove: null };
  const [add, remove] = await Promise.all([
    after ? tfnGuardValue(employee.organization_id, after) : null,
    before ? ownTfnGuard(employee.organization_id, employee.employee_id, before) : null,
  ]);
  return { add, remove };
}

/** The spec's mask on each identifier: what every answer but the reveal carries. */
export function maskPayroll(values: PayrollIdentifiers): PayrollIdentifiers {
  return Object.fromEntries(
    SENSITIVE_EMPLOYEE_FIELDS.map((field) => [field, maskValue(values[field])]),
  ) as PayrollIdentifiers;
}

/**
 * An update body with each identifier that is exactly the mask of the stored value taken out, so a
 * client that sends back what it read (masked) keeps the stored value. Any other masked text stays
 * and is refused by the schema: it is never an identifier.
 */
export function withoutEchoedMasks(input: unknown, stored: PayrollIdentifiers): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const copy: Record<string, unknown> = { ...input };
  for (const field of SENSITIVE_EMPLOYEE_FIELDS) {
    const value = copy[field];
    if (typeof value === 'string' && isMaskedValue(value) && value.trim() === maskValue(stored[field])) {
      copy[field] = undefined;
    }
  }
  return copy;
}

/** What answers carry for a role not granted the payroll identifiers (see seesPayrollIdentifiers). */
export const NO_PAYROLL = Object.fromEntries(
  SENSITIVE_EMPLOYEE_FIELDS.map((field) => [field, null]),
) as PayrollIdentifiers;

/**
 * Which payroll identifiers an update writes and removes. Each one not sent (or sent back exactly
 * as its mask) keeps its stored ciphertext; null or blank removes it; a new value replaces it. A
 * value still stored in clear (written before encryption) is encrypted now.
 */
export async function payrollUpdate(current: EmployeeItem, stored: PayrollIdentifiers, data: EmployeeData) {
  const after = { ...stored };
  const write: PayrollValues = {};
  const remove: (typeof SENSITIVE_EMPLOYEE_FIELDS)[number][] = [];
  for (const field of SENSITIVE_EMPLOYEE_FIELDS) {
    const sent = data[field];
    if (sent !== undefined) after[field] = sent;
    const value = after[field];
    if (value === null) {
      if (current[field] !== undefined) remove.push(field);
    } else if (value !== stored[field] || !isEncryptedField(current[field])) {
      write[field] = value;
    }
  }
  return { after, write: await sealPayroll(current, write), remove };
}

/**
 * For a role without the payroll identifiers group (it read them as null): identifiers left out or
 * null keep the stored values; any other value is refused (403), never silently dropped.
 */
export function withoutPayrollUnlessGranted(input: unknown): unknown {
  if (holdsField('payroll_identifiers') || typeof input !== 'object' || input === null || Array.isArray(input)) {
    return input;
  }
  const copy: Record<string, unknown> = { ...input };
  for (const field of SENSITIVE_EMPLOYEE_FIELDS) {
    const value = copy[field];
    assertMaySetPayrollIdentifiers(value !== undefined && value !== null && value !== '');
    copy[field] = undefined;
  }
  return copy;
}
