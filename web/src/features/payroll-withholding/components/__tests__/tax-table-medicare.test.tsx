import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WITHHOLDING_MESSAGES } from '@wattle/shared/payroll-withholding';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithOrganization } from '@/testing/render-with-organization';
import { MEDICARE_FIGURES_REQUIRED } from '../medicare-figures-fields';
import { TaxTableDialog } from '../tax-table-dialog';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

async function openDialog(scale: string) {
  const onLoad = vi.fn().mockResolvedValue({});
  const user = userEvent.setup({ delay: null });
  renderWithOrganization(<TaxTableDialog open onClose={() => {}} onLoad={onLoad} />);
  const dialog = await screen.findByRole('dialog', { name: 'Load Tax Table' });
  await user.type(within(dialog).getByLabelText('Name'), 'Scale 2 from 1 July 2027');
  await user.type(within(dialog).getByLabelText('First pay date'), '2027-07-01');
  await user.type(within(dialog).getByLabelText('Last pay date'), '2028-06-30');
  await user.selectOptions(within(dialog).getByLabelText('Scale'), scale);
  await user.type(within(dialog).getByLabelText('Rows'), 'over 0.3 100');
  return { dialog, onLoad, user };
}

const FIGURES: [string, string][] = [
  ['Weekly earnings it starts at', '538'],
  ['Low amount', '538.67'],
  ['Shade-in ends at', '673'],
  ['Family threshold a year', '47,238'],
  ['Amount per dependent child a year', '4338'],
];

describe('Load Tax Table: Medicare levy adjustment figures', () => {
  beforeEach(() => {
    toasts.success.mockClear();
  });

  it('sends the five figures of a scale 2 table, the low amount in cents', async () => {
    const { dialog, onLoad, user } = await openDialog('2');
    expect(within(dialog).getByRole('group', { name: 'Medicare levy adjustment (optional)' })).toBeTruthy();
    for (const [label, value] of FIGURES) await user.type(within(dialog).getByLabelText(label), value);
    await user.click(within(dialog).getByRole('button', { name: 'Load Table' }));
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(onLoad.mock.calls[0]?.[0]).toMatchObject({
      scale: '2',
      medicare_levy_adjustment: {
        from_dollars: 538,
        low_cents: 53867,
        shade_in_dollars: 673,
        family_threshold_dollars: 47238,
        per_child_dollars: 4338,
      },
    });
  });

  it('leaves them out when empty, and asks for all five once one is filled in', async () => {
    const { dialog, onLoad, user } = await openDialog('6');
    await user.type(within(dialog).getByLabelText('Weekly earnings it starts at'), '908');
    await user.type(within(dialog).getByLabelText('Shade-in ends at'), '900');
    await user.click(within(dialog).getByRole('button', { name: 'Load Table' }));
    expect((await within(dialog).findAllByText(MEDICARE_FIGURES_REQUIRED)).length).toBe(3);
    expect(within(dialog).getByLabelText('Low amount').getAttribute('aria-invalid')).toBe('true');
    expect(onLoad).not.toHaveBeenCalled();
    for (const [label, value] of FIGURES.slice(1)) {
      if (label !== 'Shade-in ends at') await user.type(within(dialog).getByLabelText(label), value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Load Table' }));
    expect(await within(dialog).findByText(WITHHOLDING_MESSAGES.medicareShadeIn)).toBeTruthy();
    expect(onLoad).not.toHaveBeenCalled();
    for (const label of FIGURES.map(([name]) => name)) await user.clear(within(dialog).getByLabelText(label));
    await user.click(within(dialog).getByRole('button', { name: 'Load Table' }));
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(onLoad.mock.calls[0]?.[0]).not.toHaveProperty('medicare_levy_adjustment');
  });

  it('offers no figures on other scales', async () => {
    const { dialog, onLoad, user } = await openDialog('1');
    expect(within(dialog).queryByRole('group', { name: 'Medicare levy adjustment (optional)' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Load Table' }));
    await waitFor(() => expect(onLoad).toHaveBeenCalledTimes(1));
    expect(onLoad.mock.calls[0]?.[0]).not.toHaveProperty('medicare_levy_adjustment');
  });
});
