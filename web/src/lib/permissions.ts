import { type Action, allows, type Module, type Scope } from '@wattle/shared/permissions';
import { useContext } from 'react';
import { SelectedOrganizationContext } from './selected-organization';

export interface Need {
  module: Module;
  action: Action;
  scope?: Scope;
}

/**
 * Whether the signed-in user's role in the selected organization holds a permission (the same
 * table the API enforces), so screens hide what the role cannot use. False while no organization
 * is selected.
 */
export function useCan(module: Module, action: Action, scope?: Scope): boolean {
  const organization = useContext(SelectedOrganizationContext)?.organization;
  if (!organization) return false;
  return allows(organization.role, organization.permissions, { module, action, ...(scope ? { scope } : {}) });
}
