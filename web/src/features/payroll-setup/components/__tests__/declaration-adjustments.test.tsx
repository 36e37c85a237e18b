import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithOrganization } from '@/testing/render-with-organization';
import { PayrollSetupPage } from '../payroll-setup-page';
import { stubPayrollSetup } from './payroll-setup-fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

/** The pay setup dialog for the fixture's employee, a salary typed in; `sent` records what Save sends. */
async function openPayDialog() {
  const sent: unknown[] = [];
  stubPayrollSetup({ sent });
  const user = userEvent.setup();
  renderWithOrganization(<PayrollSetupPage />);
  await user.click(await screen.findByRole('button', { name: 'Set up pay for Sarah Mitchell' }));
  const dialog = await screen.findByRole('dialog', { name: 'Set up pay: Sarah Mitchell' });
  await user.type(await within(dialog).findByLabelText('Annual salary ($)'), '52000.00');
  return { sent, user, dialog };
}

describe('employee pay: tax offsets and the Medicare levy adjustment (issue 30 §3)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toasts.success.mockReset();
  });

  it('claims nothing unless filled in', async () => {
    const { sent, user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save pay' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ tax_offsets: null, medicare_levy_spouse: false, medicare_levy_children: 0 });
  });

  it('sends the claims typed on the tax declaration', async () => {
    const { sent, user, dialog } = await openPayDialog();
    await user.type(within(dialog).getByLabelText('Tax offsets claimed a year ($)'), '1200.00');
    const children = within(dialog).getByLabelText('Dependent children (Medicare levy adjustment)');
    await user.clear(children);
    await user.type(children, '2');
    await user.click(within(dialog).getByRole('checkbox', { name: /Medicare levy adjustment: has a spouse/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save pay' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ tax_offsets: '1200.00', medicare_levy_spouse: true, medicare_levy_children: 2 });
  });
});
