import * as z from 'zod';
import {
  ACTION_LABELS,
  ACTIONS,
  type Action,
  BUILT_IN_ROLE_LABELS,
  BUILT_IN_ROLES,
  FIELD_GROUPS,
  type FieldGroup,
  type Grants,
  MODULE_ACTIONS,
  MODULE_LABELS,
  MODULES,
  type Module,
  SCOPE_LABELS,
  SCOPED_MODULES,
  SCOPES,
  type Scope,
  scopeCovers,
} from './permissions.ts';
import { optionalText, requiredText, versionField } from './validation.ts';

/**
 * Custom roles (Settings → Manage Permission): the schema the API and the role form share. Carries
 * zod, so the web app loads it only in the Manage Permission chunk; the zod-free table is
 * permissions.ts.
 */

export const MAX_CUSTOM_ROLES = 30;
export const ROLE_NAME_MAX = 60;
export const ROLE_DESCRIPTION_MAX = 300;

export const BUILT_IN_ROLE_MESSAGE = 'Built-in roles cannot be changed.';
export const ROLE_LIMIT_MESSAGE = `An organization can have at most ${MAX_CUSTOM_ROLES} custom roles. Delete one first.`;
export const roleNameTakenMessage = (name: string) => `A role named "${name}" already exists.`;

/** Why a custom role cannot be deleted yet: who still holds it. */
export function roleInUseMessage(members: number, invitations: number): string {
  const parts: string[] = [];
  if (members > 0) parts.push(`Move its ${members} member${members === 1 ? '' : 's'} to another role first.`);
  if (invitations > 0) {
    parts.push(
      `Revoke its ${invitations} pending invitation${invitations === 1 ? '' : 's'} or invite with another role first.`,
    );
  }
  return `This role is in use. ${parts.join(' ')}`;
}

/** A module's short name for messages and the matrix ("Recruitment", not the list of its screens). */
export const moduleName = (module: Module): string => MODULE_LABELS[module].replace(/\s*\(.*\)$/, '');

/** The same as a role's permissions, named for the audit log and the matrix (`grants.employees.edit`). */
export const permissionLabel = (module: Module, action: Action) => `${moduleName(module)}: ${ACTION_LABELS[action]}`;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const has = (object: object, key: string) => Object.hasOwn(object, key);

/**
 * What is wrong with a role's grants, one message each: only known modules, only the actions that
 * mean something in each module, a known scope (narrower than the whole organization only where
 * the module has scopes), and no action without View on its module, nor reaching further than View.
 */
export function grantProblems(grants: unknown): string[] {
  if (!isPlainObject(grants)) return ['Permissions must be given per module.'];
  const problems: string[] = [];
  for (const key of Object.keys(grants)) {
    if (!(MODULES as readonly string[]).includes(key)) {
      problems.push('Unknown module.');
      continue;
    }
    const module = key as Module;
    const name = moduleName(module);
    const actions = grants[key];
    if (!isPlainObject(actions)) {
      problems.push(`Permissions on ${name} must be given per action.`);
      continue;
    }
    for (const [action, scope] of Object.entries(actions)) {
      if (!(ACTIONS as readonly string[]).includes(action)) {
        problems.push(`Unknown action on ${name}.`);
        continue;
      }
      const label = ACTION_LABELS[action as Action];
      if (!MODULE_ACTIONS[module].includes(action as Action)) {
        problems.push(`${label} does not apply to ${name}.`);
      } else if (typeof scope !== 'string' || !(SCOPES as readonly string[]).includes(scope)) {
        problems.push(`Choose how far ${label} on ${name} reaches.`);
      } else if (scope !== 'organization' && !SCOPED_MODULES.includes(module)) {
        problems.push(`${label} on ${name} is granted for the whole organization only.`);
      }
    }
    const granted = Object.keys(actions).filter((action) => action !== 'view');
    const view = actions.view;
    if (granted.length > 0 && !has(actions, 'view')) {
      for (const action of granted) {
        if ((ACTIONS as readonly string[]).includes(action) && MODULE_ACTIONS[module].includes(action as Action)) {
          problems.push(`${ACTION_LABELS[action as Action]} on ${name} needs View too.`);
        }
      }
    } else if (typeof view === 'string' && (SCOPES as readonly string[]).includes(view)) {
      for (const action of granted) {
        const scope = actions[action];
        if (
          typeof scope === 'string' &&
          (SCOPES as readonly string[]).includes(scope) &&
          (ACTIONS as readonly string[]).includes(action) &&
          !scopeCovers(view as Scope, scope as Scope)
        ) {
          problems.push(
            `${ACTION_LABELS[action as Action]} on ${name} cannot reach further than View (${SCOPE_LABELS[view as Scope]}).`,
          );
        }
      }
    }
  }
  return [...new Set(problems)];
}

/** The grants with only known keys, in table order (nothing of the input object is kept). */
function cleanGrants(grants: Record<string, Record<string, string>>): Grants {
  const clean: Grants = {};
  for (const module of MODULES) {
    if (!has(grants, module)) continue;
    const actions = grants[module] as Record<string, string>;
    const kept: { [A in Action]?: Scope } = {};
    for (const action of MODULE_ACTIONS[module]) {
      if (has(actions, action)) kept[action] = actions[action] as Scope;
    }
    if (Object.keys(kept).length > 0) clean[module] = kept;
  }
  return clean;
}

const grantsField = () =>
  z
    .unknown()
    .refine((value) => value !== undefined && value !== null, { error: 'Choose the permissions.', abort: true })
    .superRefine((value, ctx) => {
      for (const message of grantProblems(value)) ctx.addIssue({ code: 'custom', message });
    })
    .transform((value) => cleanGrants(value as Record<string, Record<string, string>>));

const fieldsField = () =>
  z
    .array(z.enum(FIELD_GROUPS, { error: 'Unknown field group.' }), {
      error: 'Choose the sensitive field groups (a list).',
    })
    .max(FIELD_GROUPS.length * 2, { error: 'Too many field groups.' })
    .transform((fields): FieldGroup[] => FIELD_GROUPS.filter((field) => fields.includes(field)));

/** A custom role as the form sends it: name, description, permissions; `version` on an update. */
export const customRoleInput = z.lazy(() =>
  z.object({
    name: requiredText('Name is required.', ROLE_NAME_MAX),
    description: optionalText(ROLE_DESCRIPTION_MAX, { multiline: true }).transform((value) => value ?? ''),
    grants: grantsField(),
    fields: fieldsField(),
    version: versionField,
  }),
);
export type CustomRoleInput = z.input<typeof customRoleInput>;
export type CustomRoleData = z.output<typeof customRoleInput>;

/** The names a custom role may not take: the built-in roles' labels (compared without case). */
export const RESERVED_ROLE_NAMES = BUILT_IN_ROLES.map((role) => BUILT_IN_ROLE_LABELS[role]);

/** Names compare without case or surrounding space. */
export const sameRoleName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en-AU') === b.trim().toLocaleLowerCase('en-AU');
