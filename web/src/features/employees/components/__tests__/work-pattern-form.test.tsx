import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIn } from '@wattle/shared/calendar';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { departments, designationsByDepartment, employee, renderWithOrganization } from '../../testing/render';
import { EditEmployeePage } from '../employee-form-page';

function answer(url: string) {
  if (url.endsWith('/organizations/3/departments')) return { status: 200, body: { data: departments } };
  const designations = url.match(/\/departments\/(\d+)\/designations$/);
  if (designations) return { status: 200, body: { data: designationsByDepartment[Number(designations[1])] ?? [] } };
  if (url.includes('/employees/options')) return { status: 200, body: { data: [] } };
  if (url.endsWith('/employees/41')) return { status: 200, body: { data: employee() } };
  return { status: 404, body: { message: 'Not found.' } };
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('the work pattern in the employee form', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('starts from the pattern in force, and saves a change with the day it applies from', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubFetch((url, init) => {
      if (init.method === 'PUT') {
        bodies.push(JSON.parse(String(init.body)));
        return { status: 200, body: { data: employee({ version: 5 }) } };
      }
      return answer(url);
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<EditEmployeePage id="41" />);
    await screen.findByLabelText('First Name');
    await user.click(screen.getByRole('tab', { name: /Employment Details/ }));
    const hours = (await screen.findByLabelText('Ordinary Hours per Week')) as HTMLInputElement;
    expect(hours.value).toBe('38');
    expect(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].every((day) => checkbox(day).checked)).toBe(true);
    expect(checkbox('Saturday').checked).toBe(false);
    expect((screen.getByLabelText('Start Time') as HTMLInputElement).value).toBe('09:00');
    expect((screen.getByLabelText('Work State') as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('option', { name: 'Not set (national holidays only)' })).toBeTruthy();
    const appliesFrom = screen.getByLabelText('Work Pattern Applies From') as HTMLInputElement;
    expect(appliesFrom.value).toBe(todayIn('Australia/Sydney'));

    await user.selectOptions(screen.getByLabelText('Work State'), 'SA');
    await user.clear(hours);
    await user.type(hours, '22.8');
    await user.click(checkbox('Tuesday'));
    await user.click(checkbox('Thursday'));
    await user.click(screen.getByRole('checkbox', { name: /Shiftworker/ }));
    await user.clear(appliesFrom);
    await user.type(appliesFrom, '2026-12-01');
    await user.click(screen.getByRole('tab', { name: /Emergency Contact/ }));
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      state: 'SA',
      ordinary_hours_per_week: '22.8',
      work_days: ['mon', 'wed', 'fri'],
      shiftworker: true,
      start_time: '09:00',
      work_pattern_effective_from: '2026-12-01',
    });
  });

  it('asks for at least one work day and hours within a week before Next', async () => {
    stubFetch((url) => answer(url));
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<EditEmployeePage id="41" />);
    await screen.findByLabelText('First Name');
    await user.click(screen.getByRole('tab', { name: /Employment Details/ }));
    const hours = (await screen.findByLabelText('Ordinary Hours per Week')) as HTMLInputElement;
    await user.clear(hours);
    await user.type(hours, '200');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await user.click(checkbox(day));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose at least one work day.')).toBeTruthy();
    expect(screen.getByText('Ordinary Hours per Week must be more than 0 and at most 168.')).toBeTruthy();
  });
});
