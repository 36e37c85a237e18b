/**
 * Roles and permissions: the one table the API enforces on every route and the web app reads to
 * hide what a role cannot do. Zod-free, so the app shell can load it (web budget).
 *
 * A permission is a module × an action, granted with a data scope. Sensitive field groups are
 * granted separately. A role is a built-in one (read-only) or an organization's custom role.
 */

export const MODULES = [
  'organization',
  'access',
  'recruitment',
  'employees',
  'leave',
  'attendance',
  'payroll',
  'timesheets',
  'rostering',
  'performance',
  'audit',
] as const;
export type Module = (typeof MODULES)[number];

export const ACTIONS = ['view', 'create', 'edit', 'delete', 'approve', 'export', 'publish', 'import'] as const;
export type Action = (typeof ACTIONS)[number];

/** Which data a grant reaches, widest first. */
export const SCOPES = ['organization', 'department', 'reports', 'self'] as const;
export type Scope = (typeof SCOPES)[number];

export const FIELD_GROUPS = ['payroll_identifiers', 'pay', 'confidential_leave'] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

export const MODULE_LABELS: Record<Module, string> = {
  organization: 'Organization (settings, departments, designations)',
  access: 'Team and access (members, invitations, roles)',
  recruitment: 'Recruitment (jobs, applicants, interviews, offers, onboarding)',
  employees: 'Employees',
  leave: 'Leave (requests, balances, leave types, public holidays)',
  attendance: 'Attendance (clock in and out, tracking, adjustments)',
  payroll: 'Payroll (settings, employee pay, pay runs, payslips, bank files, reports)',
  timesheets: 'Timesheets (entry, approvals, overtime, reports)',
  rostering: 'Rostering (shifts, rosters, publishing, swaps)',
  performance: 'Performance (goals and check-ins, reviews, feedback and appraisals)',
  audit: 'Audit log',
};

export const ACTION_LABELS: Record<Action, string> = {
  view: 'View',
  create: 'Create',
  edit: 'Edit',
  delete: 'Delete',
  approve: 'Approve',
  export: 'Export',
  publish: 'Publish',
  import: 'Import',
};

export const SCOPE_LABELS: Record<Scope, string> = {
  organization: 'Whole organization',
  department: 'Own department',
  reports: 'Own reports',
  self: 'Self',
};

export const FIELD_GROUP_LABELS: Record<FieldGroup, string> = {
  payroll_identifiers: 'Payroll identifiers and bank details',
  pay: 'Pay rates and salary',
  confidential_leave: 'Family and domestic violence leave (which requests are of that type)',
};

/** The actions that mean something in each module (the matrix shows only these cells). */
export const MODULE_ACTIONS: Record<Module, readonly Action[]> = {
  organization: ['view', 'create', 'edit', 'delete'],
  access: ['view', 'create', 'edit', 'delete'],
  recruitment: ['view', 'create', 'edit', 'delete', 'approve', 'export'],
  // import: records from a file (employees and their pay; the pay kind also needs the pay field group).
  employees: ['view', 'create', 'edit', 'delete', 'export', 'import'],
  leave: ['view', 'create', 'edit', 'approve', 'export'],
  attendance: ['view', 'create', 'edit', 'approve', 'export'],
  // create: draft a run, edit: settings, pay and lines, approve: finalise and mark paid, export: bank files, STP, reports.
  payroll: ['view', 'create', 'edit', 'delete', 'approve', 'export'],
  // create: a period's timesheet, edit: its days and submitting it, approve: approve or reject, export: reports.
  timesheets: ['view', 'create', 'edit', 'approve', 'export'],
  // create/edit: shifts, publish: a department's week, approve: shift swaps.
  rostering: ['view', 'create', 'edit', 'publish', 'approve'],
  // create/edit/delete: goals (and later cycles, feedback), approve: a proposed goal (and a review's
  // sign-off), export: tracking and calibration CSVs.
  performance: ['view', 'create', 'edit', 'delete', 'approve', 'export'],
  audit: ['view', 'export'],
};

/** Modules whose grants can be narrower than the whole organization; the others are all or nothing. */
export const SCOPED_MODULES: readonly Module[] = [
  'employees',
  'leave',
  'attendance',
  'payroll',
  'timesheets',
  'rostering',
  'performance',
];

export type Grants = { [M in Module]?: { [A in Action]?: Scope } };

export interface RolePermissions {
  grants: Grants;
  fields: FieldGroup[];
}

export const BUILT_IN_ROLES = ['owner', 'admin', 'hr_manager', 'payroll_officer', 'manager', 'employee'] as const;
export type BuiltInRole = (typeof BUILT_IN_ROLES)[number];
/** A custom role's key: `custom-` and its number within the organization. */
export type CustomRoleKey = `custom-${number}`;
export type RoleKey = BuiltInRole | CustomRoleKey;

export const CUSTOM_ROLE_KEY = /^custom-[1-9][0-9]{0,5}$/;
export const isBuiltInRole = (role: string): role is BuiltInRole =>
  (BUILT_IN_ROLES as readonly string[]).includes(role);
export const isRoleKey = (role: string): role is RoleKey => isBuiltInRole(role) || CUSTOM_ROLE_KEY.test(role);

export const BUILT_IN_ROLE_LABELS: Record<BuiltInRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  hr_manager: 'HR Manager',
  payroll_officer: 'Payroll Officer',
  manager: 'Manager',
  employee: 'Employee',
};

export const BUILT_IN_ROLE_DESCRIPTIONS: Record<BuiltInRole, string> = {
  owner: 'Everything, including deleting the organization and managing owners.',
  admin: 'Everything except deleting the organization and managing owners.',
  hr_manager:
    'Employees, recruitment, leave, attendance and the organization structure, with payroll identifiers and pay.',
  payroll_officer: 'Payroll, and employee records with payroll identifiers and pay; leave and attendance to view.',
  manager:
    'Their reports (direct and indirect) without payroll data: their leave and attendance to approve, and recruitment they take part in.',
  employee: 'Their own record, leave, attendance and payslips through self-service.',
};

const all = (module: Module, scope: Scope = 'organization') =>
  Object.fromEntries(MODULE_ACTIONS[module].map((action) => [action, scope])) as { [A in Action]?: Scope };

const EVERYTHING: RolePermissions = {
  grants: Object.fromEntries(MODULES.map((module) => [module, all(module)])) as Grants,
  fields: [...FIELD_GROUPS],
};

/** The built-in roles' permissions: read-only, the same in every organization. */
export const BUILT_IN_PERMISSIONS: Record<BuiltInRole, RolePermissions> = {
  owner: EVERYTHING,
  admin: EVERYTHING,
  hr_manager: {
    grants: {
      organization: all('organization'),
      recruitment: all('recruitment'),
      employees: all('employees'),
      leave: all('leave'),
      attendance: all('attendance'),
      // Pay runs and reports to see; running payroll is the payroll officer's.
      payroll: { view: 'organization', export: 'organization' },
      timesheets: all('timesheets'),
      rostering: all('rostering'),
      performance: all('performance'),
    },
    fields: ['payroll_identifiers', 'pay', 'confidential_leave'],
  },
  payroll_officer: {
    grants: {
      organization: { view: 'organization' },
      employees: { view: 'organization', edit: 'organization', export: 'organization' },
      // Leave is paid from balances and attendance feeds pay: seen, not decided.
      // Their own leave and clock, like every member with a record.
      leave: { view: 'organization', create: 'self', export: 'organization' },
      attendance: { view: 'organization', create: 'self', export: 'organization' },
      payroll: all('payroll'),
      // Approved timesheets are paid: seen and reported on, not entered or decided.
      timesheets: { view: 'organization', export: 'organization' },
    },
    fields: ['payroll_identifiers', 'pay'],
  },
  manager: {
    grants: {
      organization: { view: 'organization' },
      recruitment: { view: 'organization' },
      employees: { view: 'reports' },
      // A manager approves their reports' leave and attendance corrections.
      leave: { view: 'reports', create: 'reports', approve: 'reports' },
      // Their own clock and corrections; their reports' to see and decide.
      attendance: { view: 'reports', create: 'self', approve: 'reports' },
      // Their own payslips.
      payroll: { view: 'self' },
      // Their reports' timesheets (and their own) to enter; their reports' to approve.
      timesheets: { view: 'reports', create: 'reports', edit: 'reports', approve: 'reports' },
      // Their reports' shifts to roster and publish, and their swaps to approve.
      rostering: all('rostering', 'reports'),
      // Their reports' goals (and their own) to set, check in on and approve; their team's figures.
      performance: all('performance', 'reports'),
    },
    fields: [],
  },
  employee: {
    grants: {
      organization: { view: 'organization' },
      employees: { view: 'self' },
      // Their own leave requests and balances, their own clock and corrections.
      leave: { view: 'self', create: 'self' },
      attendance: { view: 'self', create: 'self' },
      // Their own payslips.
      payroll: { view: 'self' },
      // Their own timesheets, entered and submitted.
      timesheets: { view: 'self', create: 'self', edit: 'self' },
      // Their own shifts.
      rostering: { view: 'self' },
      // Their own goals: proposed (a manager approves them) and checked in on.
      performance: { view: 'self', create: 'self', edit: 'self' },
    },
    fields: [],
  },
};

/** What is not a grant: only owners may do these, whatever their permissions say. */
export const OWNER_ONLY = ['delete the organization', 'make, change or remove an owner', "reset a member's MFA"];

/** An organization's custom role as kept on the organization's item and answered by the API. */
export interface CustomRole extends RolePermissions {
  key: CustomRoleKey;
  name: string;
  description: string;
  version: number;
  created_at: string;
  updated_at: string;
}

/** Every role of an organization as the Manage Permission screen shows it. */
export interface RoleSummary extends RolePermissions {
  key: RoleKey;
  name: string;
  description: string;
  built_in: boolean;
  /** Custom roles only: for version-checked edits. */
  version?: number;
  /** How many members hold the role. */
  members?: number;
}

const NO_PERMISSIONS: RolePermissions = { grants: {}, fields: [] };

/**
 * A role's permissions: a built-in role's from the table above, a custom role's from the
 * organization's `custom_roles`. An unknown role (a custom role deleted while held) has none.
 */
export function permissionsOf(role: string, customRoles?: Record<string, RolePermissions>): RolePermissions {
  if (isBuiltInRole(role)) return BUILT_IN_PERMISSIONS[role];
  return customRoles?.[role] ?? NO_PERMISSIONS;
}

/** The scope a role holds `action` on `module` with, or undefined when it does not hold it. */
export function scopeOf(permissions: RolePermissions, module: Module, action: Action): Scope | undefined {
  return permissions.grants[module]?.[action];
}

export const can = (permissions: RolePermissions, module: Module, action: Action): boolean =>
  scopeOf(permissions, module, action) !== undefined;

export const hasField = (permissions: RolePermissions, field: FieldGroup): boolean =>
  permissions.fields.includes(field);

/** Whether `held` reaches at least as far as `needed` (organization ⊇ department, reports ⊇ self). */
export function scopeCovers(held: Scope, needed: Scope): boolean {
  if (held === needed || held === 'organization') return true;
  return needed === 'self';
}

/**
 * What `assigned` holds beyond `held`: each grant it has that `held` does not cover, and each field
 * group. Empty when giving `assigned` to someone cannot make them stronger than the giver.
 */
export function beyond(assigned: RolePermissions, held: RolePermissions): string[] {
  const extra: string[] = [];
  for (const module of MODULES) {
    for (const action of ACTIONS) {
      const scope = assigned.grants[module]?.[action];
      if (!scope) continue;
      const own = held.grants[module]?.[action];
      if (!own || !scopeCovers(own, scope)) extra.push(`${ACTION_LABELS[action]} on ${module}`);
    }
  }
  for (const field of assigned.fields) if (!held.fields.includes(field)) extra.push(FIELD_GROUP_LABELS[field]);
  return extra;
}

/** The label of a role key (custom roles need their organization's names). */
export function roleLabel(role: string, customRoles?: Record<string, { name: string }>): string {
  if (isBuiltInRole(role)) return BUILT_IN_ROLE_LABELS[role];
  return customRoles?.[role]?.name ?? 'Removed role';
}

/** Whether an organization that requires MFA requires it of this role: it sees payroll identifiers or pay. */
export const roleNeedsMfa = (permissions: RolePermissions): boolean =>
  permissions.fields.some((field) => field === 'payroll_identifiers' || field === 'pay');

/** What a route needs (declared with its access middleware; see functions/src/http/middleware/access.ts). */
export type RouteRule =
  /**
   * A grant of `action` on `module`, at least as wide as `scope` when given, and the field groups.
   * `fieldsUnlessOwn`: the field groups are needed only for someone else's record (a member reads
   * their own pay and payslips without the `pay` group); the route's reach says whose record it is.
   */
  | { module: Module; action: Action; scope?: Scope; fields?: FieldGroup[]; fieldsUnlessOwn?: true }
  /** Any member: the route acts on the caller's own data (self-service, leaving). */
  | { self: true }
  /** Owners only. */
  | { owner: true };

/**
 * Whether a role may call a route with this rule (the role matrix test compares every route with
 * this). A rule whose field groups are needed only for someone else's record allows the call (on
 * the caller's own record); `holdsFields` says whether the role may have it for another's.
 */
export function allows(role: string, permissions: RolePermissions, rule: RouteRule): boolean {
  if ('self' in rule) return true;
  if ('owner' in rule) return role === 'owner';
  const held = scopeOf(permissions, rule.module, rule.action);
  if (!held) return false;
  if (rule.scope && !scopeCovers(held, rule.scope)) return false;
  return rule.fieldsUnlessOwn === true || holdsFields(permissions, rule);
}

/** Whether a role holds every field group a rule names (for someone else's record). */
export function holdsFields(permissions: RolePermissions, rule: RouteRule): boolean {
  return 'module' in rule ? (rule.fields ?? []).every((field) => hasField(permissions, field)) : true;
}

export const NO_ACCESS_MESSAGE = "You don't have access to this.";
export const NO_ACCESS_CODE = 'no_access';
