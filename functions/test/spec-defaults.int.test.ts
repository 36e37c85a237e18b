import { describe, expect, it } from 'vitest';
import { createEmployee, employeeBody, employeeFixture, historyOf } from './employee-support.ts';
import { recruitmentFixture } from './recruitment-support.ts';
import { type Json, organizationBody, request, signUp, type TestUser } from './support.ts';

/** SPEC section 9 "Defaults": the API applies each one when a client leaves the field out, not only the forms. */

async function created(user: TestUser, path: string, body: Record<string, unknown>) {
  const response = await request('POST', path, { token: user.token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

async function read(user: TestUser, path: string) {
  const response = await request('GET', path, { token: user.token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** A multipart body, as the spec's employee form posts it. */
async function multipart(fields: Record<string, unknown>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  const encoded = new Response(form);
  return { rawBody: await encoded.text(), headers: { 'content-type': encoded.headers.get('content-type') ?? '' } };
}

function without(body: Record<string, unknown>, ...fields: string[]) {
  return Object.fromEntries(Object.entries(body).filter(([field]) => !fields.includes(field)));
}

describe('spec defaults applied by the API', () => {
  it('organization: timezone Asia/Kolkata', async () => {
    const user = await signUp();
    const organization = await created(user, '/organizations', organizationBody());
    expect(organization.timezone).toBe('Asia/Kolkata');
    expect((await read(user, `/organizations/${organization.id}`)).timezone).toBe('Asia/Kolkata');
  });

  it('designation: level Junior', async () => {
    const user = await signUp();
    const organization = await created(user, '/organizations', organizationBody());
    const department = await created(user, `/organizations/${organization.id}/departments`, { name: 'Care' });
    const designation = await created(user, `/departments/${department.id}/designations`, { title: 'Nurse' });
    expect(designation.level).toBe('Junior');
    expect((await read(user, `/designations/${designation.id}`)).level).toBe('Junior');
  });

  it('job opening: location Remote, employment type Full-time, status open', async () => {
    const user = await signUp();
    const { organization, department, designation } = await recruitmentFixture(user);
    const job = await created(user, '/recruitment/job-openings', {
      organization_id: organization.id,
      title: 'Support Engineer',
      department_id: department.id,
      designation_id: designation.id,
    });
    const defaults = { location: 'Remote', employment_type: 'Full-time', status: 'open' };
    expect(job).toMatchObject(defaults);
    expect(await read(user, `/recruitment/job-openings/${job.id}`)).toMatchObject(defaults);
  });

  it('job opening: an update replaces the record, so left-out defaulted fields take their defaults again', async () => {
    const user = await signUp();
    const { organization, department, designation, job } = await recruitmentFixture(user);
    /** PUT the job opening with its required fields and `fields`. */
    const replace = (fields: Json) =>
      request('PUT', `/recruitment/job-openings/${job.id}`, {
        token: user.token,
        body: {
          organization_id: organization.id,
          title: job.title,
          department_id: department.id,
          designation_id: designation.id,
          ...fields,
        },
      });
    const changed = await replace({
      location: 'Perth',
      employment_type: 'Contract',
      status: 'closed',
      version: job.version,
    });
    expect(changed.body.data).toMatchObject({ location: 'Perth', employment_type: 'Contract', status: 'closed' });
    const replaced = await replace({ version: changed.body.data.version });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.data).toMatchObject({ location: 'Remote', employment_type: 'Full-time', status: 'open' });
  });

  it('applicant: source LinkedIn, status applied', async () => {
    const user = await signUp();
    const { organization, job } = await recruitmentFixture(user);
    const applicant = await created(user, '/recruitment/applicants', {
      organization_id: organization.id,
      first_name: 'Mary',
      last_name: 'Jackson',
      email: 'mary@example.test',
      job_opening_id: job.id,
    });
    const defaults = { source: 'LinkedIn', status: 'applied' };
    expect(applicant).toMatchObject(defaults);
    expect(await read(user, `/recruitment/applicants/${applicant.id}`)).toMatchObject(defaults);
    const page = await read(user, `/recruitment/applicants?organization_id=${organization.id}&status=applied`);
    expect(page.data.map((row: { id: number }) => row.id)).toEqual([applicant.id]);
  });

  it('employee: status On Probation, employment type Full-time (record, directory and Hired event)', async () => {
    const user = await signUp();
    const fixture = await employeeFixture(user);
    const employee = await created(
      user,
      '/employees',
      without(employeeBody(fixture, { last_name: 'Defaulted' }), 'status', 'employment_type'),
    );
    const defaults = { status: 'On Probation', employment_type: 'Full-time' };
    expect(employee).toMatchObject(defaults);
    expect(await read(user, `/employees/${employee.id}`)).toMatchObject(defaults);
    const directory = await read(user, `/employees?organization_id=${fixture.organization.id}&status=On%20Probation`);
    expect(directory.data).toEqual([expect.objectContaining({ id: employee.id, ...defaults })]);
    const [hired] = await historyOf(user, fixture.organization.id, `&employee_id=${employee.id}`);
    expect(hired).toMatchObject({ event_type: 'Hired', details: expect.stringContaining('status On Probation') });
  });

  it('employee: a multipart form post without status and employment type gets them too', async () => {
    const user = await signUp();
    const fixture = await employeeFixture(user);
    const response = await request('POST', '/employees', {
      token: user.token,
      ...(await multipart({ ...without(employeeBody(fixture), 'status'), employment_type: '' })),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toMatchObject({ status: 'On Probation', employment_type: 'Full-time' });
  });

  it('employee: an update that leaves out status and employment type keeps the stored ones', async () => {
    const user = await signUp();
    const fixture = await employeeFixture(user);
    const employee = await createEmployee(user, fixture, { status: 'Active', employment_type: 'Part-time' });
    const body = {
      ...without(employeeBody(fixture), 'status', 'employment_type'),
      employee_code: employee.employee_code,
      personal_email: employee.personal_email,
      last_name: employee.last_name,
      address: '5 Market St',
      version: employee.version,
    };
    const updated = await request('PUT', `/employees/${employee.id}`, { token: user.token, body });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ status: 'Active', employment_type: 'Part-time', version: 2 });

    // Form posts send an unchosen field as blank text: also kept, not reset.
    const formPost = await request('POST', `/employees/${employee.id}`, {
      token: user.token,
      ...(await multipart({ ...body, status: '', employment_type: '', version: 2, _method: 'PUT' })),
    });
    expect(formPost.status, JSON.stringify(formPost.body)).toBe(200);
    expect(await read(user, `/employees/${employee.id}`)).toMatchObject({
      status: 'Active',
      employment_type: 'Part-time',
      address: '5 Market St',
      version: 2,
    });
    const events = await historyOf(user, fixture.organization.id, `&employee_id=${employee.id}`);
    expect(events.map((event) => event.event_type)).toEqual(['Profile Update', 'Hired']);

    // A JSON body's blank status is a choice left empty: the form's message, not a default.
    const blank = await request('PUT', `/employees/${employee.id}`, {
      token: user.token,
      body: { ...body, status: '', version: 2 },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ status: ['Status is required'] });
  });
});
