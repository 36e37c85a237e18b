import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERAL_RETAIL } from '@wattle/shared/pay-conditions/index';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithOrganization } from '@/testing/render-with-organization';
import { PayrollSetupPage } from '../payroll-setup-page';
import { PAY as SETUP_PAY, stubPayrollSetup } from './payroll-setup-fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const PAY = { ...SETUP_PAY, date_of_birth: '1990-04-15' };
const view = { organization_id: null, copied_from: null, version: null, created_at: null, updated_at: null };
const RETAIL = { ...GENERAL_RETAIL, ...view };
// An organization's agreement copied from the retail award, with apprentice rates (test figures).
const AGREEMENT = {
  ...GENERAL_RETAIL,
  ...view,
  id: '12',
  name: 'Bakery agreement',
  built_in: false,
  organization_id: 3,
  versions: GENERAL_RETAIL.versions.map((version) => ({
    ...version,
    apprentice_rates: {
      of_classification: 'L1',
      by_year: [5500, 6500, 7500, 9000],
      source: {
        instrument: 'Bakery agreement',
        clause: '9',
        publication: 'Test agreement',
        url: null,
        unverified: false,
        unverified_reason: null,
      },
    },
  })),
};

describe('employee pay under pay conditions', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toasts.success.mockReset();
  });

  it('chooses a set, then a classification, shows the minimum and its rule, and sends them', async () => {
    const sent: unknown[] = [];
    stubPayrollSetup({ pay: PAY, sets: [RETAIL, AGREEMENT], sent });
    const user = userEvent.setup();
    renderWithOrganization(<PayrollSetupPage />);
    await user.click(await screen.findByRole('button', { name: 'Set up pay for Sarah Mitchell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up pay: Sarah Mitchell' });
    await user.selectOptions(await within(dialog).findByLabelText('Pay basis'), 'hourly');
    // Award-free: a flat rate, and the national minimum wage under it.
    expect(within(dialog).getByLabelText('Hourly rate ($)')).toBeTruthy();
    expect(within(dialog).getByText(/Minimum \$26\.44 an hour · Fair Work Act 2009 s 285/)).toBeTruthy();
    expect(within(dialog).queryByLabelText('Classification')).toBeNull();

    const conditions = within(dialog).getByLabelText('Pay conditions');
    expect(within(conditions).getByRole('option', { name: 'Award-free (flat rate)' })).toBeTruthy();
    await user.selectOptions(conditions, 'MA000004');
    const classification = await within(dialog).findByLabelText('Classification');
    expect(within(dialog).queryByLabelText('Apprentice year')).toBeNull();
    await user.selectOptions(classification, 'L1');
    // Under a set the rate is an agreed rate above the minimum, and the set's minimum shows with its clause.
    expect(within(dialog).getByLabelText('Agreed hourly rate ($)')).toBeTruthy();
    expect(
      await within(dialog).findByText(
        /Minimum \$27\.81 an hour before casual loading · MA000004 cl\. 17\.1: Retail Employee Level 1/,
      ),
    ).toBeTruthy();
    const badge = within(dialog).getByText('Unverified');
    expect(badge.parentElement?.getAttribute('title')).toMatch(/2026–27 pay guide not available here/);

    // An agreement with apprentice rates: the year, and the apprentice's minimum (55% of $27.81 = $15.30).
    await user.selectOptions(conditions, '12');
    await user.selectOptions(within(dialog).getByLabelText('Classification'), 'L1');
    const year = await within(dialog).findByLabelText('Apprentice year');
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', '1st', '2nd', '3rd', '4th']);
    await user.selectOptions(year, '1');
    expect(await within(dialog).findByText(/Minimum \$15\.30 an hour before casual loading/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save pay' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      basis: 'hourly',
      hourly_rate: null,
      pay_condition_set_id: '12',
      classification: 'L1',
      apprentice_year: 1,
      ordinary_hours_per_week: '30.40',
    });
  });

  it('says ordinary hours are optional for a casual and sends none when left empty', async () => {
    const sent: unknown[] = [];
    stubPayrollSetup({ pay: { ...PAY, employment_type: 'Casual' }, sets: [RETAIL], sent });
    const user = userEvent.setup();
    renderWithOrganization(<PayrollSetupPage />);
    await user.click(await screen.findByRole('button', { name: 'Set up pay for Sarah Mitchell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up pay: Sarah Mitchell' });
    const hours = await within(dialog).findByLabelText('Ordinary hours a week');
    expect(within(dialog).getByText(/Optional for a casual/)).toBeTruthy();
    await user.clear(hours);
    await user.type(within(dialog).getByLabelText('Annual salary ($)'), '50000.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save pay' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ ordinary_hours_per_week: null, pay_condition_set_id: null, classification: null });
  });
});
