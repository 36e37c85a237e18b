import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { departments, designationsByDepartment, employee, renderWithOrganization } from '../../testing/render';
import { prefillFromLink } from '../employee-form';
import { EditEmployeePage, NewEmployeePage } from '../employee-form-page';

const options = [
  { id: 50, first_name: 'Ava', last_name: 'Boss', employee_code: 'EMP-050', reporting_manager_id: null },
  { id: 41, first_name: 'Mia', last_name: 'Nguyen', employee_code: 'EMP-041', reporting_manager_id: 50 },
  { id: 60, first_name: 'Liam', last_name: 'Report', employee_code: 'EMP-060', reporting_manager_id: 41 },
];

function structure(url: string) {
  if (url.endsWith('/organizations/3/departments')) return { status: 200, body: { data: departments } };
  const designations = url.match(/\/departments\/(\d+)\/designations$/);
  if (designations) return { status: 200, body: { data: designationsByDepartment[Number(designations[1])] ?? [] } };
  if (url.includes('/employees/options')) return { status: 200, body: { data: options } };
  return null;
}

async function fillPersonal(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First Name'), 'Noah');
  await user.type(screen.getByLabelText('Last Name'), 'Wilson');
  await user.type(screen.getByLabelText('Personal Email'), 'noah@example.com');
  await user.type(screen.getByLabelText('Phone Number'), '0400 123 456');
  await user.type(screen.getByLabelText('Date of Birth'), '1992-05-14');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Male');
  await user.type(screen.getByLabelText('Street Address'), '2 Banksia Rd');
  await user.type(screen.getByLabelText('Suburb'), 'Perth');
  await user.selectOptions(screen.getByLabelText('State'), 'WA');
  await user.type(screen.getByLabelText('Postcode'), '6000');
}

// Four tabs of typing: slower than most component tests, above all on a busy machine.
describe('EmployeeForm', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // Failed saves are logged; the tests look at what the screen shows.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('checks the current tab on Next with the exact messages and focuses the first bad field', async () => {
    stubFetch((url) => structure(url) ?? { status: 404, body: { message: 'Not found.' } });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<NewEmployeePage />);

    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['1Personal Information', '2Employment Details', '3Financial & Legal', '4Emergency Contact']);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/dashboard/employees');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please correct the errors on the current tab.');
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Personal Email is required',
      'Phone Number is required',
      'Date of Birth is required',
      'Gender is required',
      'Street Address is required',
      'Suburb is required',
      'State is required',
      'Postcode is required',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('First Name')));
    expect(screen.getByRole('tab', { name: /Personal Information/ }).getAttribute('aria-selected')).toBe('true');

    // One field fixed: the first bad one is now Last Name; the fixed field's message is gone.
    await user.type(screen.getByLabelText('First Name'), 'Noah');
    expect(screen.queryByText('First Name is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Last Name')));

    await user.clear(screen.getByLabelText('First Name'));
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('tab', { name: /Employment Details/, selected: true })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    // The defaults of the spec.
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('On Probation');
    expect((screen.getByLabelText('Employment Type') as HTMLSelectElement).value).toBe('Full-time');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Employee Code is required')).toBeTruthy();
    for (const message of ['Joining Date is required', 'Department is required', 'Designation is required']) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByRole('alert').textContent).toBe('Please correct the errors on the current tab.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Employee Code')));

    // Back keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Noah');
    expect((screen.getByLabelText('Gender') as HTMLSelectElement).value).toBe('Male');
  });

  it('fills designations for the chosen department and clears the choice when the department changes', async () => {
    stubFetch((url) => structure(url) ?? { status: 404, body: { message: 'Not found.' } });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<NewEmployeePage />);
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const designation = (await screen.findByLabelText('Designation')) as HTMLSelectElement;
    expect(designation.disabled).toBe(true);
    const department = screen.getByLabelText('Department');
    await within(department).findByRole('option', { name: 'Nursing' });
    await user.selectOptions(department, '8');
    await within(designation).findByRole('option', { name: 'Registered Nurse' });
    await user.selectOptions(designation, '21');
    expect(designation.value).toBe('21');

    await user.selectOptions(department, '9');
    expect(designation.value).toBe('');
    await within(designation).findByRole('option', { name: 'Office Clerk' });
    expect(within(designation).queryByRole('option', { name: 'Registered Nurse' })).toBeNull();

    const manager = screen.getByLabelText('Reporting Manager');
    await within(manager).findByRole('option', { name: 'Ava Boss (EMP-050)' });
    expect(within(manager).getAllByRole('option')[0]?.textContent).toBe('No Manager');
  });

  it('shows 422 errors under their fields on the first tab with one, and clears each when edited', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubFetch((url, init) => {
      if (init.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return {
          status: 422,
          body: {
            message: 'The given data was invalid.',
            errors: {
              personal_email: ['The personal email has already been taken.'],
              employee_code: ['The employee code has already been taken.'],
            },
          },
        };
      }
      return structure(url) ?? { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<NewEmployeePage />);
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Employee Code'), 'EMP-100');
    await user.type(screen.getByLabelText('Joining Date'), '2026-01-05');
    await within(screen.getByLabelText('Department')).findByRole('option', { name: 'Nursing' });
    await user.selectOptions(screen.getByLabelText('Department'), '8');
    await within(screen.getByLabelText('Designation')).findByRole('option', { name: 'Registered Nurse' });
    await user.selectOptions(screen.getByLabelText('Designation'), '21');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Tax File Number (TFN)'), '123 456 782');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await user.type(screen.getByLabelText('Contact Name'), 'Ella Wilson');
    await user.click(await screen.findByRole('button', { name: 'Create' }));

    expect(await screen.findByText('The personal email has already been taken.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please correct the validation errors.');
    expect(screen.getByRole('tab', { name: /Personal Information/ }).getAttribute('aria-selected')).toBe('true');
    expect(bodies[0]).toMatchObject({
      organization_id: 3,
      first_name: 'Noah',
      department_id: 8,
      designation_id: 21,
      reporting_manager_id: null,
      status: 'On Probation',
      employment_type: 'Full-time',
      work_arrangement: 'Onsite',
      tax_file_number: '123456782',
      emergency_contact_name: 'Ella Wilson',
      emergency_contact_phone: null,
    });

    await user.type(screen.getByLabelText('Personal Email'), 'x');
    await waitFor(() => expect(screen.queryByText('The personal email has already been taken.')).toBeNull());

    await user.click(screen.getByRole('tab', { name: /Employment Details/ }));
    expect(await screen.findByText('The employee code has already been taken.')).toBeTruthy();
    expect((screen.getByLabelText('Employee Code') as HTMLInputElement).value).toBe('EMP-100');
    await user.type(screen.getByLabelText('Employee Code'), '1');
    await waitFor(() => expect(screen.queryByText('The employee code has already been taken.')).toBeNull());
  });

  it('says so on any other failure and keeps the values; goes to the profile on success', async () => {
    let fail = true;
    stubFetch((url, init) => {
      if (init.method === 'POST') {
        if (fail) return { status: 500, body: { message: 'Internal error.' } };
        return { status: 201, body: { data: employee({ id: 77 }) } };
      }
      return structure(url) ?? { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<NewEmployeePage />);
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Employee Code'), 'EMP-100');
    await user.type(screen.getByLabelText('Joining Date'), '2026-01-05');
    await within(screen.getByLabelText('Department')).findByRole('option', { name: 'Nursing' });
    await user.selectOptions(screen.getByLabelText('Department'), '8');
    await within(screen.getByLabelText('Designation')).findByRole('option', { name: 'Registered Nurse' });
    await user.selectOptions(screen.getByLabelText('Designation'), '21');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByLabelText('Tax File Number (TFN)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred.');
    await user.click(screen.getByRole('tab', { name: /Personal Information/ }));
    expect((screen.getByLabelText('Last Name') as HTMLInputElement).value).toBe('Wilson');

    fail = false;
    await user.click(screen.getByRole('tab', { name: /Emergency Contact/ }));
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/employees/77'));
  });

  it('pre-fills the edit form, excludes the employee and their reports as managers, and sends the version', async () => {
    const bodies: Record<string, unknown>[] = [];
    stubFetch((url, init) => {
      if (init.method === 'PUT') {
        bodies.push(JSON.parse(String(init.body)));
        return {
          status: 409,
          body: { message: 'This record was changed by someone else. Reload it and try again.' },
        };
      }
      if (url.endsWith('/employees/41')) {
        return { status: 200, body: { data: employee({ reporting_manager_id: 50 }) } };
      }
      return structure(url) ?? { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<EditEmployeePage id="41" />);
    expect(((await screen.findByLabelText('First Name')) as HTMLInputElement).value).toBe('Mia');
    await user.click(screen.getByRole('tab', { name: /Employment Details/ }));
    const designation = (await screen.findByLabelText('Designation')) as HTMLSelectElement;
    await within(designation).findByRole('option', { name: 'Registered Nurse' });
    expect(designation.value).toBe('21');
    const manager = screen.getByLabelText('Reporting Manager') as HTMLSelectElement;
    await within(manager).findByRole('option', { name: 'Ava Boss (EMP-050)' });
    expect(manager.value).toBe('50');
    expect(within(manager).queryByRole('option', { name: /Mia Nguyen/ })).toBeNull();
    expect(within(manager).queryByRole('option', { name: /Liam Report/ })).toBeNull();

    await user.click(screen.getByRole('tab', { name: /Emergency Contact/ }));
    // Changing tabs checks the current one first (asynchronously): wait for the last tab's button.
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This record was changed by someone else. Reload it and try again.',
    );
    expect(bodies[0]).toMatchObject({ version: 4, organization_id: 3, reporting_manager_id: 50 });
  });

  it('on 409 reloads the fresh record with what the user typed on top, and saves with the new version', async () => {
    const bodies: Record<string, unknown>[] = [];
    let saved = employee({ version: 4 });
    stubFetch((url, init) => {
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        if (body.version !== saved.version) {
          return {
            status: 409,
            body: { message: 'This record was changed by someone else. Reload it and try again.' },
          };
        }
        return { status: 200, body: { data: { ...saved, ...body, version: saved.version + 1 } } };
      }
      if (url.endsWith('/employees/41')) return { status: 200, body: { data: saved } };
      return structure(url) ?? { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<EditEmployeePage id="41" />);
    const phone = (await screen.findByLabelText('Phone Number')) as HTMLInputElement;
    await user.clear(phone);
    await user.type(phone, '0499 999 999');
    await user.clear(screen.getByLabelText('Suburb'));
    await user.type(screen.getByLabelText('Suburb'), 'Newtown');
    // Meanwhile someone else changes the last name and the street.
    saved = employee({ version: 5, last_name: 'Tran', address: '9 Other St' });
    await user.click(screen.getByRole('tab', { name: /Emergency Contact/ }));
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    expect((await screen.findByRole('alert')).textContent).toContain('changed by someone else');

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(/Your changes are kept: Phone Number, Suburb\./)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /Personal Information/ }));
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).value).toBe('0499 999 999');
    expect((screen.getByLabelText('Suburb') as HTMLInputElement).value).toBe('Newtown');
    expect((screen.getByLabelText('Last Name') as HTMLInputElement).value).toBe('Tran');
    expect((screen.getByLabelText('Street Address') as HTMLInputElement).value).toBe('9 Other St');

    await user.click(screen.getByRole('tab', { name: /Emergency Contact/ }));
    await user.click(await screen.findByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/employees/41'));
    expect(bodies[1]).toMatchObject({
      version: 5,
      last_name: 'Tran',
      address: '9 Other St',
      address_suburb: 'Newtown',
      phone_number: '0499 999 999',
    });
  });

  it('leaves at once on Cancel when nothing changed', async () => {
    stubFetch((url) => {
      if (url.endsWith('/employees/41')) return { status: 200, body: { data: employee() } };
      return structure(url) ?? { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<EditEmployeePage id="41" />, { path: '/dashboard/employees/41/edit' });
    await screen.findByLabelText('First Name');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/employees'));
  });

  it('asks before Cancel or a link drops typed changes: Keep editing stays, Discard leaves', async () => {
    stubFetch((url) => {
      if (url.endsWith('/employees/41')) return { status: 200, body: { data: employee() } };
      return structure(url) ?? { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<EditEmployeePage id="41" />, { path: '/dashboard/employees/41/edit' });
    await user.type(await screen.findByLabelText('Suburb'), ' North');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/employees/41/edit');
    expect((screen.getByLabelText('Suburb') as HTMLInputElement).value).toBe('Sydney North');

    await user.click(screen.getByRole('link', { name: 'Back to Employee List' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard/employees'));
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

  it('rejects an edit id that is not a number', () => {
    stubFetch(() => ({ status: 404, body: { message: 'Not found.' } }));
    renderWithOrganization(<EditEmployeePage id="abc" />);
    expect(screen.getByRole('alert').textContent).toBe('Invalid employee ID: abc. Please check the URL.');
  });
});

describe('EmployeeForm: payroll identifiers', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  /** The edit form of employee 41 (masked TFN, BSB and account number; super 'AB12'), on its Financial tab. */
  async function openFinancial(saved = employee()) {
    const bodies: Record<string, unknown>[] = [];
    stubFetch((url, init) => {
      if (init.method === 'PUT') {
        bodies.push(JSON.parse(String(init.body)));
        return { status: 200, body: { data: saved } };
      }
      if (url.endsWith('/employees/41')) return { status: 200, body: { data: saved } };
      return structure(url) ?? { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<EditEmployeePage id="41" />);
    await screen.findByLabelText('First Name');
    await user.click(screen.getByRole('tab', { name: /Financial & Legal/ }));
    await screen.findByLabelText('Tax File Number (TFN)');
    const update = async () => {
      await user.click(screen.getByRole('tab', { name: /Emergency Contact/ }));
      await user.click(await screen.findByRole('button', { name: 'Update' }));
      await waitFor(() => expect(bodies).toHaveLength(1));
      return bodies[0] as Record<string, unknown>;
    };
    return { user, update };
  }

  it('shows saved values only masked and read-only, and leaves them out of a save that did not touch them', async () => {
    const { update } = await openFinancial();
    const tfn = screen.getByLabelText('Tax File Number (TFN)') as HTMLInputElement;
    expect(tfn.value).toBe('••••6782');
    expect(tfn.readOnly).toBe(true);
    expect((screen.getByLabelText('Bank BSB') as HTMLInputElement).value).toBe('••••-000');
    expect((screen.getByLabelText('Bank Account Number') as HTMLInputElement).value).toBe('••••5678');
    expect((screen.getByLabelText('Super Member Number') as HTMLInputElement).value).toBe('AB12');
    expect(screen.getByRole('button', { name: 'Replace Tax File Number (TFN)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Bank BSB' })).toBeTruthy();

    const body = await update();
    for (const field of ['tax_file_number', 'superannuation_member_number', 'bank_bsb', 'bank_account_number']) {
      expect(body, field).not.toHaveProperty(field);
    }
    expect(body).toMatchObject({ first_name: 'Mia', superannuation_fund_name: 'AustralianSuper', version: 4 });
    expect(JSON.stringify(body)).not.toContain('••••');
  });

  it('sends a replaced value, checked like a new one, and nothing for the others', async () => {
    const { user, update } = await openFinancial();
    await user.click(screen.getByRole('button', { name: 'Replace Tax File Number (TFN)' }));
    const input = screen.getByLabelText('Tax File Number (TFN)') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(input));
    expect(input.value).toBe('');
    expect(input.readOnly).toBe(false);

    await user.type(input, '123 456 789');
    await user.click(screen.getByRole('tab', { name: /Emergency Contact/ }));
    expect(await screen.findByText('The tax file number is not valid.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Tax File Number (TFN)'));
    await user.type(screen.getByLabelText('Tax File Number (TFN)'), '876 543 210');
    const body = await update();
    expect(body.tax_file_number).toBe('876543210');
    for (const field of ['superannuation_member_number', 'bank_bsb', 'bank_account_number']) {
      expect(body, field).not.toHaveProperty(field);
    }
  });

  it('removes a value with Remove, and Cancel or Undo bring the saved one back', async () => {
    const { user, update } = await openFinancial();
    await user.click(screen.getByRole('button', { name: 'Remove Bank BSB' }));
    expect(screen.getByText('The saved value will be removed when you save.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Undo removing Bank BSB' })),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Bank Account Number' }));
    await user.click(screen.getByRole('button', { name: 'Undo removing Bank Account Number' }));
    expect((screen.getByLabelText('Bank Account Number') as HTMLInputElement).value).toBe('••••5678');

    await user.click(screen.getByRole('button', { name: 'Replace Tax File Number (TFN)' }));
    await user.type(screen.getByLabelText('Tax File Number (TFN)'), '1');
    await user.click(screen.getByRole('button', { name: 'Cancel replacing Tax File Number (TFN)' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Replace Tax File Number (TFN)' })),
    );
    // Replace opened but left empty keeps the saved value too.
    await user.click(screen.getByRole('button', { name: 'Replace Super Member Number' }));

    const body = await update();
    expect(body.bank_bsb).toBeNull();
    for (const field of ['tax_file_number', 'superannuation_member_number', 'bank_account_number']) {
      expect(body, field).not.toHaveProperty(field);
    }
  });

  it('uses plain inputs when nothing is saved, and never takes identifiers from a link', async () => {
    const { user, update } = await openFinancial(
      employee({
        tax_file_number: null,
        bank_bsb: null,
        bank_account_number: null,
        superannuation_member_number: null,
      }),
    );
    expect(screen.queryByRole('button', { name: /^Replace/ })).toBeNull();
    await user.type(screen.getByLabelText('Bank BSB'), '062000');
    const body = await update();
    expect(body).toMatchObject({ bank_bsb: '062-000', tax_file_number: null, bank_account_number: null });

    expect(
      prefillFromLink(new URLSearchParams('applicant_id=7'), {
        prefill: { first_name: 'Ann', tax_file_number: '123456782', bank_bsb: '062000', department_id: 3 },
      }),
    ).toEqual({ first_name: 'Ann', applicant_id: 7 });
    // Personal data in the query is not read: a link carries only the applicant's id.
    expect(prefillFromLink(new URLSearchParams('first_name=Ann&personal_email=ann@example.com'), null)).toEqual({});
  });
});
