/** Request payloads shared by the endpoint fixture, the budget test and the load generator (no core imports). */

import { samplePersonalDetails } from '@wattle/shared/test-inputs';

/** A valid create payload for a fixture employee. */
export function employeeBody(organizationId: number, departmentId: number, designationId: number, first: string) {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    organization_id: organizationId,
    first_name: first,
    last_name: `Fixture${unique}`,
    personal_email: `${first.toLowerCase()}.${unique}@example.test`,
    ...samplePersonalDetails,
    employee_code: `FIX-${unique}`,
    joining_date: '2026-01-12',
    department_id: departmentId,
    designation_id: designationId,
    employment_type: 'Full-time',
    status: 'Active',
  };
}
