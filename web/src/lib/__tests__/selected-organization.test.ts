import type { Organization } from '@wattle/shared/organizations';
import { describe, expect, it } from 'vitest';
import { readSavedOrganizationId, resolveSelectedOrganization, saveOrganizationId } from '../selected-organization';

const org = (id: number, name: string) => ({ id, name }) as Organization;
const orgs = [org(3, 'Acacia'), org(5, 'Banksia')];

describe('selection rule', () => {
  it('keeps the saved organization when it still exists', () => {
    expect(resolveSelectedOrganization(orgs, 5)?.name).toBe('Banksia');
  });

  it('falls back to the first one when the saved one is gone or none was saved', () => {
    expect(resolveSelectedOrganization(orgs, 9)?.name).toBe('Acacia');
    expect(resolveSelectedOrganization(orgs, null)?.name).toBe('Acacia');
  });

  it('selects nothing without organizations', () => {
    expect(resolveSelectedOrganization([], 5)).toBeNull();
  });

  it('saves under selectedOrgId and ignores damaged values', () => {
    saveOrganizationId(5);
    expect(localStorage.getItem('selectedOrgId')).toBe('5');
    expect(readSavedOrganizationId()).toBe(5);
    localStorage.setItem('selectedOrgId', 'abc');
    expect(readSavedOrganizationId()).toBeNull();
    saveOrganizationId(null);
    expect(localStorage.getItem('selectedOrgId')).toBeNull();
  });
});
