import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { testOrganization } from '@/testing/render-with-organization';
import { OrganizationDetail } from '../organization-detail';
import { initialTimeZone } from '../organization-form-dialog';
import { OrganizationsList } from '../organizations-list';

const acacia = { ...testOrganization, registration_number: 'ABN 123', version: 4 };

function wrap(children: ReactNode) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>{children}</MemoryRouter>
    </SWRConfig>,
  );
}

describe('OrganizationsList', () => {
  it('lists cards with name, registration number and e-mail', async () => {
    stubFetch((url) => ({ status: 200, body: { data: url.endsWith('/organizations/deleted') ? [] : [acacia] } }));
    wrap(<OrganizationsList />);
    const card = await screen.findByRole('article', { name: 'Acacia Health' });
    expect(within(card).getByText('ABN 123')).toBeTruthy();
    expect(within(card).getByText('hr@acacia.test')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /View Details/ })
        .getAttribute('href'),
    ).toBe('/dashboard/organizations/3');
  });

  it('shows the empty state and the fetch failure text', async () => {
    stubFetch(() => ({ status: 200, body: { data: [] } }));
    const { unmount } = wrap(<OrganizationsList />);
    expect(await screen.findByText('No workspaces yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Workspace' })).toBeTruthy();
    unmount();
    stubFetch(() => ({ status: 403, body: { message: 'Forbidden.' } }));
    wrap(<OrganizationsList />);
    expect(await screen.findByText('Failed to fetch organizations.')).toBeTruthy();
  });

  it('asks before deleting, with the exact question and the typed name, and keeps the dialog open on failure', async () => {
    const calls: string[] = [];
    stubFetch((url, init) => {
      calls.push(`${init.method} ${url}`);
      if (init.method === 'DELETE')
        return { status: 403, body: { message: 'Only the owner can delete this organization.' } };
      return { status: 200, body: { data: url.endsWith('/organizations/deleted') ? [] : [acacia] } };
    });
    const user = userEvent.setup();
    wrap(<OrganizationsList />);
    await user.click(await screen.findByRole('button', { name: 'Delete Acacia Health' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete "Acacia Health"? Owners can restore it for 30 days; after that it is deleted permanently.',
      ),
    ).toBeTruthy();
    const remove = within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    const name = within(dialog).getByLabelText("Type the workspace's name to confirm");
    // Delete stays disabled until the exact name is typed (case and spaces count).
    expect(remove.disabled).toBe(true);
    await user.type(name, 'acacia health');
    expect(remove.disabled).toBe(true);
    await user.clear(name);
    await user.type(name, 'Acacia Health ');
    expect(remove.disabled).toBe(true);
    await user.type(name, '{Backspace}');
    expect(remove.disabled).toBe(false);
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);
    await user.click(remove);
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Only the owner can delete this organization.',
    );
    expect(calls).toContain('DELETE /api/v1/organizations/3');
    // Cancel, and the next time the dialog opens the name is asked for again.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Acacia Health' }));
    const again = await screen.findByRole('alertdialog');
    expect((within(again).getByLabelText("Type the workspace's name to confirm") as HTMLInputElement).value).toBe('');
    expect((within(again).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists deleted workspaces with a Restore action that restores and refreshes the list', async () => {
    const deleted = {
      id: 5,
      name: 'Banksia Care',
      deleted_at: '2026-11-01T02:00:00.000Z',
      purge_after: '2026-12-01T02:00:00.000Z',
      deleted_by: { id: 1, name: 'Olive Owner' },
      restorable: true,
    };
    let restored = false;
    const calls: string[] = [];
    stubFetch((url, init) => {
      calls.push(`${init.method} ${url}`);
      if (init.method === 'POST') {
        restored = true;
        return { status: 200, body: { data: { ...acacia, id: 5, name: 'Banksia Care' } } };
      }
      if (url.endsWith('/organizations/deleted')) return { status: 200, body: { data: restored ? [] : [deleted] } };
      return {
        status: 200,
        body: { data: restored ? [acacia, { ...acacia, id: 5, name: 'Banksia Care' }] : [acacia] },
      };
    });
    const user = userEvent.setup();
    wrap(<OrganizationsList />);
    const entry = await screen.findByRole('article', { name: 'Deleted Banksia Care' });
    expect(entry.textContent).toContain('by Olive Owner');
    await user.click(within(entry).getByRole('button', { name: 'Restore Banksia Care' }));
    expect(await screen.findByRole('article', { name: 'Banksia Care' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Deleted Banksia Care' })).toBeNull());
    expect(calls).toContain('POST /api/v1/organizations/5/restore');
  });

  // The select itself is checked in Chromium (organizations.spec.ts): happy-dom does not apply a select's default.
  it('pre-selects the time zone of the browser when the list offers it, else the default', () => {
    expect(initialTimeZone('Australia/Sydney')).toBe('Australia/Sydney');
    expect(initialTimeZone('Mars/Olympus_Mons')).toBe('Asia/Kolkata');
  });

  it('validates the form with the shared schema and shows server field errors', async () => {
    const bodies: unknown[] = [];
    stubFetch((_url, init) => {
      if (init.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return {
          status: 422,
          body: { message: 'The given data was invalid.', errors: { name: ['This name is already taken.'] } },
        };
      }
      return { status: 200, body: { data: [] } };
    });
    const user = userEvent.setup();
    wrap(<OrganizationsList />);
    await user.click(await screen.findByRole('button', { name: 'Add Workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Workspace' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Workspace' }));
    expect(await within(dialog).findByText('Name is required.')).toBeTruthy();
    expect(within(dialog).getByText('Contact email is required.')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Banksia');
    await user.type(within(dialog).getByLabelText('Contact Email'), 'hr@banksia.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create Workspace' }));
    expect(await within(dialog).findByText('This name is already taken.')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('The given data was invalid.');
    expect(bodies[0]).toMatchObject({ name: 'Banksia', contact_email: 'hr@banksia.test', registration_number: null });
  });
});

describe('OrganizationDetail', () => {
  it('shows Not specified for empty details and expands a department to its designations', async () => {
    stubFetch((url) => {
      if (url.endsWith('/organizations/3')) return { status: 200, body: { data: acacia } };
      if (url.endsWith('/organizations/3/departments'))
        return {
          status: 200,
          body: { data: [{ id: 8, organization_id: 3, name: 'Nursing', description: 'Ward staff', version: 1 }] },
        };
      if (url.endsWith('/departments/8/designations'))
        return {
          status: 200,
          body: {
            data: [
              {
                id: 21,
                department_id: 8,
                title: 'Registered Nurse',
                name: 'Registered Nurse',
                level: 'Mid',
                version: 1,
              },
            ],
          },
        };
      return { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup();
    wrap(<OrganizationDetail organizationId="3" />);
    expect(await screen.findByRole('heading', { name: 'Acacia Health' })).toBeTruthy();
    expect(screen.getAllByText('Not specified')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Back to Organizations' })).toBeTruthy();

    const toggle = await screen.findByRole('button', { name: 'Nursing' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Registered Nurse')).toBeTruthy();
    expect(screen.getByText('Mid')).toBeTruthy();
  });

  it('rejects an id that is not a number without asking the server', async () => {
    const fetch = stubFetch(() => ({ status: 200, body: { data: acacia } }));
    wrap(<OrganizationDetail organizationId="abc" />);
    expect(screen.getByText('Organization not found')).toBeTruthy();
    await waitFor(() => expect(fetch).not.toHaveBeenCalled());
  });
});
