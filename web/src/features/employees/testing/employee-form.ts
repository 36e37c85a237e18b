import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { departments, designationsByDepartment } from './render';

// The employee form's tests (split by topic) share these.

const options = [
  { id: 50, first_name: 'Ava', last_name: 'Boss', employee_code: 'EMP-050', reporting_manager_id: null },
  { id: 41, first_name: 'Mia', last_name: 'Nguyen', employee_code: 'EMP-041', reporting_manager_id: 50 },
  { id: 60, first_name: 'Liam', last_name: 'Report', employee_code: 'EMP-060', reporting_manager_id: 41 },
];

/** The organization's departments, designations and employee options, as the API answers them (else null). */
export function structure(url: string) {
  if (url.endsWith('/organizations/3/departments')) return { status: 200, body: { data: departments } };
  const designations = url.match(/\/departments\/(\d+)\/designations$/);
  if (designations) return { status: 200, body: { data: designationsByDepartment[Number(designations[1])] ?? [] } };
  if (url.includes('/employees/options')) return { status: 200, body: { data: options } };
  return null;
}

/** Types a new employee's personal details (the first tab). */
export async function fillPersonal(user: ReturnType<typeof userEvent.setup>) {
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

/** Types the employment details (the second tab): EMP-100 from 5 January 2026, a Registered Nurse in Nursing. */
export async function fillEmployment(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Employee Code'), 'EMP-100');
  await user.type(screen.getByLabelText('Joining Date'), '2026-01-05');
  await within(screen.getByLabelText('Department')).findByRole('option', { name: 'Nursing' });
  await user.selectOptions(screen.getByLabelText('Department'), '8');
  await within(screen.getByLabelText('Designation')).findByRole('option', { name: 'Registered Nurse' });
  await user.selectOptions(screen.getByLabelText('Designation'), '21');
}
