/** Request payloads shared by the endpoint fixture, the budget test and the load generator (no core imports). */

/** A valid create payload for a fixture employee. */
export function employeeBody(organizationId: number, departmentId: number, designationId: number, first: string) {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    organization_id: organizationId,
    first_name: first,
    last_name: `Fixture${unique}`,
    personal_email: `${first.toLowerCase()}.${unique}@example.test`,
    phone_number: '0400 000 000',
    date_of_birth: '1990-04-15',
    gender: 'Female',
    address: '1 George St',
    address_suburb: 'Sydney',
    address_state: 'NSW',
    address_postcode: '2000',
    employee_code: `FIX-${unique}`,
    joining_date: '2026-01-12',
    department_id: departmentId,
    designation_id: designationId,
    employment_type: 'Full-time',
    status: 'Active',
  };
}
