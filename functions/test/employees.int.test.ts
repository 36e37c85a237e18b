import { describe, expect, it } from 'vitest';
import { createEmployee, employeeBody, employeeFixture, updateBodyOf } from './employee-support.ts';
import { request, signUp } from './support.ts';

describe('employees: create and read', () => {
  it('validates every required field with the spec messages (employment type and status have defaults)', async () => {
    const user = await signUp();
    const fixture = await employeeFixture(user);
    const response = await request('POST', '/employees', {
      token: user.token,
      body: { organization_id: fixture.organization.id, first_name: '  ' },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      first_name: ['First Name is required'],
      last_name: ['Last Name is required'],
      personal_email: ['Personal Email is required'],
      phone_number: ['Phone Number is required'],
      date_of_birth: ['Date of Birth is required'],
      gender: ['Gender is required'],
      address: ['Street Address is required'],
      address_suburb: ['Suburb is required'],
      address_state: ['State is required'],
      address_postcode: ['Postcode is required'],
      employee_code: ['Employee Code is required'],
      joining_date: ['Joining Date is required'],
      department_id: ['Department is required'],
      designation_id: ['Designation is required'],
    });
  });

  it('validates enums, payroll formats and structure', async () => {
    const user = await signUp();
    const fixture = await employeeFixture(user);
    const bad = await request('POST', '/employees', {
      token: user.token,
      body: employeeBody(fixture, {
        gender: 'Robot',
        status: 'Retired',
        tax_file_number: '123 456 789',
        bank_bsb: '12-345',
        personal_email: 'not-an-email',
      }),
    });
    expect(bad.body.errors).toEqual({
      gender: ['Gender is required'],
      status: ['Status is required'],
      tax_file_number: ['The tax file number is not valid.'],
      bank_bsb: ['The BSB must be six digits (e.g. 062-000).'],
      personal_email: ['Personal Email must be a valid email address'],
    });
    const mismatched = await request('POST', '/employees', {
      token: user.token,
      body: employeeBody(fixture, { department_id: fixture.engineering.id, designation_id: fixture.salesRep.id }),
    });
    expect(mismatched.body.errors).toEqual({
      designation_id: ['The designation does not belong to the selected department.'],
    });
  });

  it('creates with normalized payroll fields (answered masked), embeds names, and lists without payroll identifiers', async () => {
    const user = await signUp();
    const fixture = await employeeFixture(user);
    const manager = await createEmployee(user, fixture, { first_name: 'Mona', last_name: 'Manager', status: 'Active' });
    const employee = await createEmployee(user, fixture, {
      first_name: 'Ted',
      last_name: 'Tester',
      reporting_manager_id: manager.id,
      tax_file_number: '123 456 782',
      bank_bsb: '062000',
      bank_account_number: '1234 5678',
      superannuation_member_number: '99887766',
    });
    expect(employee).toMatchObject({
      status: 'On Probation',
      tax_file_number: '••••6782',
      bank_bsb: '••••-000',
      bank_account_number: '••••5678',
      superannuation_member_number: '••••7766',
      department: { id: fixture.sales.id, name: 'Sales' },
      designation: { id: fixture.salesRep.id, name: 'Sales Representative', level: 'Junior' },
      reporting_manager: { id: manager.id, first_name: 'Mona', last_name: 'Manager' },
      version: 1,
      trashed_at: null,
    });
    const fetched = await request('GET', `/employees/${employee.id}`, { token: user.token });
    expect(fetched.body.data).toEqual(employee);
    const revealed = await request('POST', `/employees/${employee.id}/payroll/reveal`, { token: user.token });
    expect(revealed.body.data).toEqual({
      tax_file_number: '123456782',
      superannuation_member_number: '99887766',
      bank_bsb: '062-000',
      bank_account_number: '12345678',
    });

    const list = await request('GET', `/employees?organization_id=${fixture.organization.id}`, { token: user.token });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.data.map((e: { last_name: string }) => e.last_name)).toEqual(['Manager', 'Tester']);
    const row = list.body.data.data[1];
    expect(row.reporting_manager).toEqual({ id: manager.id, first_name: 'Mona', last_name: 'Manager' });
    expect(row.designation.name).toBe('Sales Representative');
    const text = JSON.stringify(list.body);
    for (const secret of ['123456782', '062-000', '12345678', '99887766', 'tax_file_number', 'bank_bsb']) {
      expect(text).not.toContain(secret);
    }
  });

  it('searches name, e-mail and code and filters by department, designation and status', async () => {
    const user = await signUp();
    const fixture = await employeeFixture(user);
    await createEmployee(user, fixture, {
      first_name: 'Alice',
      last_name: 'Anders',
      employee_code: 'S-001',
      status: 'Active',
    });
    await createEmployee(user, fixture, {
      first_name: 'Bob',
      last_name: 'Brown',
      personal_email: 'bob.brown@corp.test',
      department_id: fixture.engineering.id,
      designation_id: fixture.engineer.id,
    });
    await createEmployee(user, fixture, {
      first_name: 'Cara',
      last_name: 'Cole',
      designation_id: fixture.salesLead.id,
      status: 'On Leave',
    });
    const base = `/employees?organization_id=${fixture.organization.id}`;
    const names = async (query: string) =>
      (await request('GET', `${base}${query}`, { token: user.token })).body.data.data.map(
        (e: { first_name: string }) => e.first_name,
      );
    expect(await names('&search=s-001')).toEqual(['Alice']);
    expect(await names('&search=CORP.TEST')).toEqual(['Bob']);
    expect(await names('&search=cole')).toEqual(['Cara']);
    expect(await names(`&department_id=${fixture.sales.id}`)).toEqual(['Alice', 'Cara']);
    expect(await names(`&designation_id=${fixture.salesLead.id}`)).toEqual(['Cara']);
    expect(await names('&status=On%20Leave')).toEqual(['Cara']);
    const page = await request('GET', `${base}&per_page=2`, { token: user.token });
    expect(page.body.data.data).toHaveLength(2);
    const rest = await request('GET', `${base}&per_page=2&cursor=${page.body.data.next_cursor}`, { token: user.token });
    expect(rest.body.data.data.map((e: { first_name: string }) => e.first_name)).toEqual(['Cara']);
    expect(rest.body.data.next_cursor).toBeNull();
    const options = await request('GET', `/employees/options?organization_id=${fixture.organization.id}`, {
      token: user.token,
    });
    expect(options.body.data).toHaveLength(3);
    expect(Object.keys(options.body.data[0]).sort()).toEqual([
      'employee_code',
      'first_name',
      'id',
      'last_name',
      'reporting_manager_id',
    ]);
  });

  it('keeps employee code and personal e-mail unique within the organization', async () => {
    const user = await signUp();
    const fixture = await employeeFixture(user);
    const first = await createEmployee(user, fixture, { employee_code: 'DUP-1', personal_email: 'dup@example.test' });
    const clash = await request('POST', '/employees', {
      token: user.token,
      body: employeeBody(fixture, { employee_code: 'dup-1', personal_email: 'DUP@example.test' }),
    });
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toEqual({
      employee_code: ['The employee code has already been taken.'],
      personal_email: ['The personal email has already been taken.'],
    });
    // Another organization may reuse them.
    const other = await employeeFixture(user);
    await createEmployee(user, other, { employee_code: 'DUP-1', personal_email: 'dup@example.test' });
    // Updating to a taken code is refused; changing one's own code frees the old one.
    const second = await createEmployee(user, fixture, { employee_code: 'DUP-2' });
    const taken = await request('PUT', `/employees/${second.id}`, {
      token: user.token,
      body: { ...employeeBody(fixture), ...updateBodyOf(second), employee_code: 'DUP-1' },
    });
    expect(taken.body.errors).toEqual({ employee_code: ['The employee code has already been taken.'] });
    const renamed = await request('PUT', `/employees/${first.id}`, {
      token: user.token,
      body: { ...employeeBody(fixture), ...updateBodyOf(first), employee_code: 'DUP-9' },
    });
    expect(renamed.status).toBe(200);
    const reuse = await request('POST', '/employees', {
      token: user.token,
      body: employeeBody(fixture, { employee_code: 'DUP-1' }),
    });
    expect(reuse.status).toBe(201);
  });
});
