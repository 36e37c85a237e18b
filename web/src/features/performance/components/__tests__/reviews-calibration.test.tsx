import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { CalibrationRow } from '@wattle/shared/review-calibration';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, parseUrl, renderWithOrganization, testOrganization } from '@/testing/render-with-organization';
import { NineBox } from '../reviews-nine-box';
import { ReviewsPage } from '../reviews-page';
import { launchedCycle } from './fixtures';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const cycle = launchedCycle({
  stages: [{ stage: 'manager', due_date: '2027-01-20' }],
});
const row = (overrides: Partial<CalibrationRow>): CalibrationRow => ({
  employee_id: 7,
  employee_name: 'Remy Seller',
  manager_employee_id: 9,
  manager_name: 'Mona Lead',
  manager_rating: 4.5,
  calibrated_rating: null,
  potential: null,
  reason: null,
  calibrated_at: null,
  version: 3,
  ...overrides,
});
const rows = [row({}), row({ employee_id: 8, employee_name: 'Pia Peer', calibrated_rating: 2, potential: 'high' })];
const ok = (data: unknown) => ({ status: 200, body: { data } });

function stubCalibration(onWrite: (method: string, path: string, body: unknown) => unknown) {
  return stubFetch((url, init) => {
    const { pathname } = parseUrl(url);
    if (init.method === 'PUT' || init.method === 'POST')
      return ok(onWrite(init.method, pathname, JSON.parse(String(init.body))));
    if (pathname.endsWith('/calibration'))
      return ok({ cycle: { ...cycle, id: 5 }, open: true, data: rows, next_cursor: null, per_page: 100 });
    if (pathname.endsWith('/performance/cycles')) return ok({ data: [cycle], next_cursor: null, per_page: 50 });
    return ok([]);
  });
}

async function openCalibration() {
  renderWithOrganization(<ReviewsPage />, testOrganization);
  fireEvent.click(await screen.findByRole('button', { name: 'Calibration of FY27 mid-year' }));
  return screen.findByRole('region', { name: 'Calibration of FY27 mid-year' });
}

describe('Calibration', { timeout: 20_000 }, () => {
  it('shows HR the ratings and the 9-box; an adjustment needs a reason', async () => {
    const writes: unknown[] = [];
    stubCalibration((_method, path, body) => {
      writes.push([path, body]);
      return row({ calibrated_rating: 5, potential: 'medium', reason: 'Calibrated' });
    });
    const card = await openCalibration();
    const table = await within(card).findByRole('region', { name: 'Calibration' });
    expect(await within(table).findByText('Remy Seller')).toBeTruthy();
    expect(within(table).getByText('2 – Partly meets expectations')).toBeTruthy();
    // Pia: calibrated 2 (low performance), high potential.
    expect(
      within(card).getByRole('listitem', { name: /^Rough diamond: High potential, low performance, 1 person/ }),
    ).toBeTruthy();
    // Remy has no potential yet.
    expect(within(card).getByText('Not placed yet (no potential or no rating)')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Adjust Remy Seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust Remy Seller' });
    // The manager's 4.5 rounds to 5 to start with.
    expect((within(dialog).getByLabelText(/^Calibrated rating/) as HTMLSelectElement).value).toBe('5');
    fireEvent.change(within(dialog).getByLabelText(/^Potential/), { target: { value: 'medium' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the reason for the change.')).toBeTruthy();
    expect(writes).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Calibrated' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes).toEqual([
      [
        '/api/v1/performance/cycles/5/calibration/7',
        { calibrated_rating: 5, potential: 'medium', reason: 'Calibrated', version: 3 },
      ],
    ]);
    expect(toasts.success).toHaveBeenCalledWith('Calibration of Remy Seller saved.');
  });

  it('checks a CSV with a dry run, then applies it after a confirmation', async () => {
    const posted: unknown[] = [];
    stubCalibration((_method, _path, body) => {
      posted.push(body);
      const apply = (body as { apply: boolean }).apply;
      return {
        applied: apply,
        changed: 1,
        errors: 0,
        rows: [
          {
            line: 2,
            employee_id: 7,
            employee_name: 'Remy Seller',
            changes: [{ field: 'potential', before: null, after: 'High' }],
            errors: [],
          },
        ],
      };
    });
    const card = await openCalibration();
    const input = within(card).getByLabelText('Calibration CSV file') as HTMLInputElement;
    const file = new File(['Employee Id,Potential\n7,High'], 'calibration.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    const check = await within(card).findByRole('region', { name: 'Calibration import check' });
    expect(within(check).getByText('Potential: – → High')).toBeTruthy();
    expect(posted).toEqual([{ csv: 'Employee Id,Potential\n7,High', apply: false }]);
    fireEvent.click(within(card).getByRole('button', { name: 'Apply 1 change' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Apply the calibration changes?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ csv: 'Employee Id,Potential\n7,High', apply: true });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Calibration updated: 1 change.'));
  });

  it('is not offered to a manager', async () => {
    stubCalibration(() => null);
    renderWithOrganization(<ReviewsPage />, organizationAs('manager', 9));
    expect(await screen.findByText('FY27 mid-year')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Calibration of FY27 mid-year' })).toBeNull();
  });
});

describe('NineBox', () => {
  it('names each box and lets the keyboard reach each person', () => {
    const picked: string[] = [];
    render(
      <NineBox
        rows={[
          row({ calibrated_rating: 5, potential: 'high' }),
          row({ employee_id: 9, employee_name: 'Ann Core', manager_rating: 3, potential: 'medium' }),
        ]}
        onPick={(picked_) => picked.push(picked_.employee_name)}
      />,
    );
    expect(screen.getAllByRole('listitem', { name: /potential/ })).toHaveLength(9);
    const star = screen.getByRole('listitem', { name: /^Star: High potential, high performance, 1 person/ });
    const core = screen.getByRole('listitem', { name: /^Core player: Medium potential, medium performance, 1 person/ });
    fireEvent.click(within(star).getByRole('button', { name: 'Adjust Remy Seller' }));
    fireEvent.click(within(core).getByRole('button', { name: 'Adjust Ann Core' }));
    expect(picked).toEqual(['Remy Seller', 'Ann Core']);
  });
});
