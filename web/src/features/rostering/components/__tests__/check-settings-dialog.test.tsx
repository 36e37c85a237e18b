import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, renderWithOrganization } from '@/testing/render-with-organization';
import { CHECK_SETTINGS_SAVED, CheckSettingsDialog } from '../check-settings-dialog';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const settings = {
  organization_id: 3,
  roster_check_severity: { weekly_hours: 'block' },
  swap_auto_approve: true,
  version: 4,
};

describe('CheckSettingsDialog', () => {
  it('shows each check as the organization set it and saves a change with the version read', async () => {
    const onClose = vi.fn();
    const fetch = stubFetch((_url, init) =>
      init?.method === 'PUT'
        ? { status: 200, body: { data: { ...settings, ...JSON.parse(String(init.body)), version: 5 } } }
        : { status: 200, body: { data: settings } },
    );
    renderWithOrganization(<CheckSettingsDialog open onClose={onClose} organizationId={3} />, organizationAs('admin'));
    const weekly = (await screen.findByLabelText(/More than 38 hours in the week/)) as HTMLSelectElement;
    expect(weekly.value).toBe('block');
    const breaks = screen.getByLabelText('Short break between shifts') as HTMLSelectElement;
    expect(breaks.value).toBe('warn');
    fireEvent.change(breaks, { target: { value: 'block' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save check settings' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(CHECK_SETTINGS_SAVED));
    expect(onClose).toHaveBeenCalled();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = JSON.parse(String(put?.[1]?.body));
    expect(body).toMatchObject({ swap_auto_approve: true, version: 4 });
    expect(body.roster_check_severity).toMatchObject({
      weekly_hours: 'block',
      break_between_shifts: 'block',
      meal_break: 'warn',
    });
  });

  it('keeps the choices and says why when someone saved meanwhile (409)', async () => {
    stubFetch((_url, init) =>
      init?.method === 'PUT'
        ? { status: 409, body: { message: 'This record was changed by someone else. Reload it and try again.' } }
        : { status: 200, body: { data: settings } },
    );
    renderWithOrganization(<CheckSettingsDialog open onClose={vi.fn()} organizationId={3} />, organizationAs('admin'));
    const meal = (await screen.findByLabelText('Over 5 hours without a meal break')) as HTMLSelectElement;
    fireEvent.change(meal, { target: { value: 'block' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save check settings' }));
    expect(await screen.findByText('This record was changed by someone else. Reload it and try again.')).toBeTruthy();
    expect(meal.value).toBe('block');
  });
});
