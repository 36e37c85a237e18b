import { describe, expect, it } from 'vitest';
import { employeeInput } from './employees.ts';
import { designationInput, organizationInput } from './organizations.ts';
import { applicantInput, jobOpeningInput } from './recruitment.ts';
import { sampleEmployeeInput } from './test-inputs.ts';
import { toFieldErrors } from './validation.ts';

/** SPEC section 9 "Defaults": each applies when the field is left out (or null), in the schema the API uses. */
const employee = sampleEmployeeInput;
const job = { organization_id: 1, title: 'Nurse', department_id: 1, designation_id: 2 };
const applicant = {
  organization_id: 1,
  first_name: 'Ada',
  last_name: 'L',
  email: 'ada@example.test',
  job_opening_id: 3,
};

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success || !result.error ? {} : toFieldErrors(result.error);

describe('spec defaults', () => {
  it('organization timezone Asia/Kolkata', () => {
    expect(organizationInput.parse({ name: 'Acme', contact_email: 'hr@acme.test' }).timezone).toBe('Asia/Kolkata');
  });

  it('designation level Junior', () => {
    expect(designationInput.parse({ title: 'Clerk' }).level).toBe('Junior');
  });

  it('employee status On Probation and employment type Full-time, left out or null', () => {
    expect(employeeInput.parse(employee)).toMatchObject({ status: 'On Probation', employment_type: 'Full-time' });
    expect(employeeInput.parse({ ...employee, status: null, employment_type: null })).toMatchObject({
      status: 'On Probation',
      employment_type: 'Full-time',
    });
    expect(employeeInput.parse({ ...employee, status: 'Active', employment_type: 'Contract' })).toMatchObject({
      status: 'Active',
      employment_type: 'Contract',
    });
  });

  it("keeps the employee form's messages for a blank or unknown status and employment type", () => {
    expect(errorsOf(employeeInput.safeParse({ ...employee, status: '', employment_type: 'Gig' }))).toEqual({
      status: ['Status is required'],
      employment_type: ['Employment Type is required'],
    });
  });

  it('job opening location Remote, employment type Full-time and status open', () => {
    expect(jobOpeningInput.parse(job)).toMatchObject({
      location: 'Remote',
      employment_type: 'Full-time',
      status: 'open',
    });
    expect(jobOpeningInput.parse({ ...job, location: null, employment_type: null, status: null })).toMatchObject({
      location: 'Remote',
      employment_type: 'Full-time',
      status: 'open',
    });
    expect(jobOpeningInput.parse({ ...job, location: ' Sydney NSW ' }).location).toBe('Sydney NSW');
  });

  it('still requires a location typed in the job form: blank text is not left out', () => {
    for (const location of ['', '   ']) {
      expect(errorsOf(jobOpeningInput.safeParse({ ...job, location }))).toEqual({
        location: ['Location is required.'],
      });
    }
  });

  it('applicant source LinkedIn and status applied', () => {
    expect(applicantInput.parse(applicant)).toMatchObject({ source: 'LinkedIn', status: 'applied' });
    expect(applicantInput.parse({ ...applicant, source: null, status: null })).toMatchObject({
      source: 'LinkedIn',
      status: 'applied',
    });
  });

  it('gives the same result when parsed twice (the API validates at the edge and again in core)', () => {
    for (const [schema, input] of [
      [employeeInput, employee],
      [jobOpeningInput, job],
      [applicantInput, applicant],
    ] as const) {
      const once = schema.parse(input);
      expect(schema.parse(once)).toEqual(once);
    }
  });
});
