/** Form bodies the schema tests start from (tests only): an employee with every required field. */

/** A test employee's personal details: phone, birth date, gender and a Sydney home address. */
export const samplePersonalDetails = {
  phone_number: '0400 000 000',
  date_of_birth: '1990-04-15',
  gender: 'Female',
  address: '1 George St',
  address_suburb: 'Sydney',
  address_state: 'NSW',
  address_postcode: '2000',
};

export const sampleEmployeeInput = {
  organization_id: 1,
  first_name: 'Jane',
  last_name: 'Citizen',
  personal_email: 'jane@example.test',
  ...samplePersonalDetails,
  employee_code: 'E-1',
  joining_date: '2026-01-12',
  department_id: 1,
  designation_id: 1,
};
