import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { fillEmployment, fillPersonal, structure } from '../../testing/employee-form';
import { employee, renderWithOrganization } from '../../testing/render';
import { JOINED_EARLIER_HINT } from '../employee-form-employment-tab';
import { EditEmployeePage, NewEmployeePage } from '../employee-form-page';

/** A new employee's form with the personal details typed, on the Employment Details tab. */
async function onEmploymentTab() {
  const user = userEvent.setup({ delay: null });
  renderWithOrganization(<NewEmployeePage />);
  await fillPersonal(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return user;
}

/** The same with the employment details typed too, on the Financial & Legal tab. */
async function onFinancialTab() {
  const user = await onEmploymentTab();
  await fillEmployment(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return user;
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
    const user = await onEmploymentTab();

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
    const user = await onFinancialTab();
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
    const user = await onFinancialTab();
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

  it('says a new employee who joined before today accrues leave from that date, and how to record leave taken', async () => {
    stubFetch((url) => structure(url) ?? { status: 404, body: { message: 'Not found.' } });
    const user = await onEmploymentTab();
    const joining = await screen.findByLabelText('Joining Date');
    expect(screen.queryByText(JOINED_EARLIER_HINT)).toBeNull();
    await user.type(joining, '2024-02-05');
    expect(await screen.findByText(JOINED_EARLIER_HINT)).toBeTruthy();
    await user.clear(joining);
    await user.type(joining, '2099-02-05');
    await waitFor(() => expect(screen.queryByText(JOINED_EARLIER_HINT)).toBeNull());
  });

  it('rejects an edit id that is not a number', () => {
    stubFetch(() => ({ status: 404, body: { message: 'Not found.' } }));
    renderWithOrganization(<EditEmployeePage id="abc" />);
    expect(screen.getByRole('alert').textContent).toBe('Invalid employee ID: abc. Please check the URL.');
  });
});
