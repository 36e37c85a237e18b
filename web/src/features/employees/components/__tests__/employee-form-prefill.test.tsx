import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { fillPersonal, structure } from '../../testing/employee-form';
import { employee, renderWithOrganization } from '../../testing/render';
import { NewEmployeePage } from '../employee-form-page';

// A new employee's form filled in for them: from a link's values, the next code, the work state.
describe('EmployeeForm: a new employee', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // Failed saves are logged; the tests look at what the screen shows.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('starts a new employee from the values of a link, e.g. a hired applicant', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubFetch((url, init) => {
      if (init.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return { status: 201, body: { data: employee({ id: 78 }) } };
      }
      return structure(url) ?? { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<NewEmployeePage />, {
      // A hire's link: only the applicant's id in the URL, the rest in router state.
      path: '/?applicant_id=7',
      state: {
        prefill: {
          first_name: 'Ann',
          last_name: 'Lee',
          personal_email: 'ann@example.com',
          department_id: '8',
          designation_id: '21',
          bogus: '1',
        },
      },
    });
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Ann');
    expect((screen.getByLabelText('Personal Email') as HTMLInputElement).value).toBe('ann@example.com');
    await user.type(screen.getByLabelText('Phone Number'), '0400 000 001');
    await user.type(screen.getByLabelText('Date of Birth'), '1995-01-01');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await user.type(screen.getByLabelText('Street Address'), '3 Gum Ave');
    await user.type(screen.getByLabelText('Suburb'), 'Fitzroy');
    await user.selectOptions(screen.getByLabelText('State'), 'VIC');
    await user.type(screen.getByLabelText('Postcode'), '3065');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const designation = (await screen.findByLabelText('Designation')) as HTMLSelectElement;
    await within(designation).findByRole('option', { name: 'Registered Nurse' });
    expect(designation.value).toBe('21');
    await user.type(screen.getByLabelText('Employee Code'), 'EMP-101');
    await user.type(screen.getByLabelText('Joining Date'), '2026-02-01');
    await user.click(screen.getByRole('tab', { name: /Emergency Contact/ }));
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/employees/78'));
    expect(bodies[0]).toMatchObject({ applicant_id: 7, first_name: 'Ann', department_id: 8, designation_id: 21 });
    expect(bodies[0]).not.toHaveProperty('bogus');
  });

  it('suggests the next employee code, offers "Prefer not to say" and takes the work state from the home address', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubFetch((url, init) => {
      if (init.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return { status: 201, body: { data: employee({ id: 79 }) } };
      }
      if (url.includes('/employees/next-code?organization_id=3')) {
        return { status: 200, body: { data: { employee_code: 'BKY-013' } } };
      }
      return structure(url) ?? { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<NewEmployeePage />);
    await fillPersonal(user);
    expect(within(screen.getByLabelText('Gender')).getByRole('option', { name: 'Prefer not to say' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Gender'), 'Prefer not to say');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const code = (await screen.findByLabelText('Employee Code')) as HTMLInputElement;
    await waitFor(() => expect(code.value).toBe('BKY-013'));
    expect(screen.getByText('Suggested: the next code in your sequence. You can change it.')).toBeTruthy();
    // WA from the address typed on the first tab, not "national holidays only".
    expect((screen.getByLabelText('Work State') as HTMLSelectElement).value).toBe('WA');
    // The home address changes: the work state follows until the user picks one.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.selectOptions(screen.getByLabelText('State'), 'SA');
    await user.clear(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), '5000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(((await screen.findByLabelText('Work State')) as HTMLSelectElement).value).toBe('SA');
    await user.selectOptions(screen.getByLabelText('Work State'), 'VIC');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.selectOptions(screen.getByLabelText('State'), 'QLD');
    await user.clear(screen.getByLabelText('Postcode'));
    await user.type(screen.getByLabelText('Postcode'), '4000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(((await screen.findByLabelText('Work State')) as HTMLSelectElement).value).toBe('VIC');
    // The suggestion is only a start: the user's own code is what is sent.
    await user.clear(screen.getByLabelText('Employee Code'));
    await user.type(screen.getByLabelText('Employee Code'), 'BKY-100');
    await user.selectOptions(screen.getByLabelText('Department'), '8');
    const designation = screen.getByLabelText('Designation') as HTMLSelectElement;
    await within(designation).findByRole('option', { name: 'Registered Nurse' });
    await user.selectOptions(designation, '21');
    await user.type(screen.getByLabelText('Joining Date'), '2026-02-01');
    await user.click(screen.getByRole('tab', { name: /Emergency Contact/ }));
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      employee_code: 'BKY-100',
      gender: 'Prefer not to say',
      state: 'VIC',
      address_state: 'QLD',
    });
  });
});
