import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_PERMISSIONS } from '@wattle/shared/permissions';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { stubFetch } from '@/testing/fetch';
import { SelectedOrganizationProvider } from '../selected-organization-provider';

function Probe() {
  const { organization, organizations, select, isLoading } = useSelectedOrganization();
  if (isLoading) return <p>loading</p>;
  return (
    <div>
      <p>selected: {organization?.name ?? 'none'}</p>
      {organizations.map((item) => (
        <button key={item.id} type="button" onClick={() => select(item.id)}>
          {item.name}
        </button>
      ))}
    </div>
  );
}

function renderProvider() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SelectedOrganizationProvider>
        <Probe />
      </SelectedOrganizationProvider>
    </SWRConfig>,
  );
}

const organizations = [
  { id: 3, name: 'Acacia', role: 'owner', permissions: BUILT_IN_PERMISSIONS.owner },
  // A custom role with rostering alone: no employees grant.
  {
    id: 5,
    name: 'Banksia',
    role: 'custom-1',
    permissions: { grants: { rostering: { view: 'organization' } }, fields: [] },
  },
];

describe('SelectedOrganizationProvider', () => {
  it('selects the first organization and saves it when nothing valid was saved', async () => {
    localStorage.setItem('selectedOrgId', '99');
    stubFetch(() => ({ status: 200, body: { data: organizations } }));
    renderProvider();
    expect(await screen.findByText('selected: Acacia')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('selectedOrgId')).toBe('3'));
  });

  it('keeps the saved organization and saves a new choice', async () => {
    localStorage.setItem('selectedOrgId', '5');
    stubFetch(() => ({ status: 200, body: { data: organizations } }));
    renderProvider();
    expect(await screen.findByText('selected: Banksia')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Acacia' }));
    expect(screen.getByText('selected: Acacia')).toBeTruthy();
    expect(localStorage.getItem('selectedOrgId')).toBe('3');
  });

  it('selects nothing when the user has no organization', async () => {
    stubFetch(() => ({ status: 200, body: { data: [] } }));
    renderProvider();
    expect(await screen.findByText('selected: none')).toBeTruthy();
    expect(localStorage.getItem('selectedOrgId')).toBeNull();
    await waitFor(() => expect(localStorage.getItem('directoryFirstView')).toBe('0'));
  });

  it('remembers for the next load whether the selected role may view the directory (index.html’s first view)', async () => {
    localStorage.setItem('selectedOrgId', '3');
    stubFetch(() => ({ status: 200, body: { data: organizations } }));
    renderProvider();
    expect(await screen.findByText('selected: Acacia')).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem('directoryFirstView')).toBe('1'));
    // Its role has no employees grant: the directory would answer "You don't have access to this."
    await userEvent.setup().click(screen.getByRole('button', { name: 'Banksia' }));
    await waitFor(() => expect(localStorage.getItem('directoryFirstView')).toBe('0'));
  });
});
