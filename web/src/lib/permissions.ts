import { type Action, allows, type FieldGroup, type Module, type Scope } from '@wattle/shared/permissions';
import { useContext } from 'react';
import { SelectedOrganizationContext } from './selected-organization';

/**
 * What a screen needs: a grant of `action` on `module`, at least as wide as `scope`, and the field
 * groups (the rule its API route declares; the payroll ones are named in
 * shared/src/payroll-access.ts). `fieldsUnlessOwn`: the groups only for someone else's record.
 */
export interface Need {
  module: Module;
  action: Action;
  scope?: Scope;
  fields?: FieldGroup[];
  fieldsUnlessOwn?: true;
}

/**
 * Whether the signed-in user's role in the selected organization may call a route with this rule
 * (the same table and `allows()` the API enforces, field groups included), so screens hide what
 * the role cannot use. False while no organization is selected.
 */
export function useCan(need: Need): boolean;
export function useCan(module: Module, action: Action, scope?: Scope): boolean;
export function useCan(first: Module | Need, action?: Action, scope?: Scope): boolean {
  const organization = useContext(SelectedOrganizationContext)?.organization;
  if (!organization) return false;
  const need: Need =
    typeof first === 'string' ? { module: first, action: action as Action, ...(scope ? { scope } : {}) } : first;
  return allows(organization.role, organization.permissions, need);
}
