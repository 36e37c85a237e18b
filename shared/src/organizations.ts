import * as z from 'zod';
import type { MembershipRole } from './auth.ts';
import { DEFAULT_TIMEZONE } from './constants.ts';
import { MAX_PROBATION_MONTHS } from './employee-lifecycle.ts';
import type { RolePermissions } from './permissions.ts';
import { optionalText, requiredEmail, requiredText, versionField, withDefault } from './validation.ts';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const organizationInput = z.lazy(() =>
  z.object({
    name: requiredText('Name is required.', 200),
    registration_number: optionalText(100),
    address: optionalText(500, { multiline: true }),
    contact_email: requiredEmail('Contact email is required.', 'Contact email is invalid.'),
    contact_phone: optionalText(50),
    industry_type: optionalText(100),
    timezone: z
      .string({ error: 'Timezone must be text.' })
      .trim()
      .max(64, { error: 'Timezone is not valid.' })
      .nullish()
      .transform((value) => value || DEFAULT_TIMEZONE)
      .refine(isTimeZone, { error: 'Timezone is not valid.' }),
    /** Months of probation for new employees; left out, the stored setting (default 6) is kept. */
    probation_months: z.preprocess(
      (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
      z
        .number({ error: 'Probation must be a whole number of months.' })
        .int({ error: 'Probation must be a whole number of months.' })
        .min(0, { error: `Probation must be between 0 and ${MAX_PROBATION_MONTHS} months.` })
        .max(MAX_PROBATION_MONTHS, { error: `Probation must be between 0 and ${MAX_PROBATION_MONTHS} months.` })
        .optional(),
    ),
    /** Owners only; left out, the stored setting is kept. */
    require_mfa: z.boolean({ error: 'Choose whether MFA is required.' }).optional(),
    version: versionField,
  }),
);
export type OrganizationInput = z.input<typeof organizationInput>;

export interface Organization {
  id: number;
  name: string;
  registration_number: string | null;
  address: string | null;
  contact_email: string;
  contact_phone: string | null;
  industry_type: string | null;
  timezone: string;
  /** Months of probation a new employee's end of probation defaults to (0: none). */
  probation_months: number;
  /** Members whose role sees payroll identifiers or pay must sign in with MFA. */
  require_mfa: boolean;
  /** The signed-in user's role in this organization. */
  role: MembershipRole;
  /** The role's name (a custom role's own name). */
  role_name: string;
  /** What the role may do: the app hides what it cannot use (the API enforces it). */
  permissions: RolePermissions;
  /** The signed-in user's own employee record here (self-service), if linked. */
  employee_id: number | null;
  version: number;
  created_at: string;
  updated_at: string;
}

/** Days a deleted organization can be restored by its owners before its data is purged. */
export const ORGANIZATION_RESTORE_DAYS = 30;

/** A deleted organization as its owners see it (GET /organizations/deleted). Instants are UTC ISO strings. */
export interface DeletedOrganization {
  id: number;
  name: string;
  deleted_at: string;
  /** From this instant the organization can no longer be restored; its data is purged after it. */
  purge_after: string;
  deleted_by: { id: number; name: string | null };
  /** False once `purge_after` has passed. */
  restorable: boolean;
}

export const departmentInput = z.lazy(() =>
  z.object({
    name: requiredText('Name is required.', 200),
    description: optionalText(1000, { multiline: true }),
    version: versionField,
  }),
);
export type DepartmentInput = z.input<typeof departmentInput>;

export interface Department {
  id: number;
  organization_id: number;
  name: string;
  description: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export const DESIGNATION_LEVELS = ['Junior', 'Mid', 'Senior'] as const;
export type DesignationLevel = (typeof DESIGNATION_LEVELS)[number];
export const DEFAULT_DESIGNATION_LEVEL: DesignationLevel = 'Junior';

export const designationInput = z.lazy(() =>
  z.object({
    title: requiredText('Title is required.', 200),
    level: withDefault(
      z.enum(DESIGNATION_LEVELS, { error: 'Level must be Junior, Mid or Senior.' }),
      DEFAULT_DESIGNATION_LEVEL,
    ),
    version: versionField,
  }),
);
export type DesignationInput = z.input<typeof designationInput>;

export interface Designation {
  id: number;
  organization_id: number;
  department_id: number;
  title: string;
  /** The profile screen reads `name`; it always equals `title`. */
  name: string;
  level: DesignationLevel;
  version: number;
  created_at: string;
  updated_at: string;
}
