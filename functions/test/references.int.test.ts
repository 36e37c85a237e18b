import { describe, expect, it } from 'vitest';
import { request } from './support.ts';
import { buildWorld, type World } from './world.ts';

/** GETs a path as the world's owner and answers its data. */
const get = async (w: World, path: string) => (await request('GET', path, { token: w.owner.token })).body.data;

/**
 * Every reference every record of the organization holds, walked through the API: employees and
 * job openings to departments and designations, interviews and offers to applicants, employees to
 * their managers. Answers the references that point at nothing.
 */
async function brokenReferences(w: World): Promise<string[]> {
  const org = w.organization.id;
  const departments = (await get(w, `/organizations/${org}/departments`)) as { id: number }[];
  const designations = new Set<number>();
  for (const department of departments) {
    for (const designation of (await get(w, `/departments/${department.id}/designations`)) as { id: number }[]) {
      designations.add(designation.id);
    }
  }
  const departmentIds = new Set(departments.map((department) => department.id));
  const employees = [
    ...(await get(w, `/employees?organization_id=${org}&per_page=100`)).data,
    ...(await get(w, `/employees/trashed?organization_id=${org}&per_page=100`)).data,
  ] as { id: number; department_id: number; designation_id: number; reporting_manager_id: number | null }[];
  const employeeIds = new Set(employees.map((employee) => employee.id));
  const openings = (await get(w, `/recruitment/job-openings?organization_id=${org}&per_page=48`)).data as {
    id: number;
    department_id: number;
    designation_id: number;
  }[];
  const applicants = (await get(w, `/recruitment/applicants?organization_id=${org}&per_page=50`)).data as {
    id: number;
  }[];
  const applicantIds = new Set(applicants.map((applicant) => applicant.id));
  const interviews = (await get(w, `/recruitment/interviews?organization_id=${org}`)) as {
    id: number;
    applicant_id: number;
  }[];
  const offers = (await get(w, `/recruitment/offers?organization_id=${org}`)) as { id: number; applicant_id: number }[];
  const broken: string[] = [];
  for (const e of employees) {
    if (!departmentIds.has(e.department_id)) broken.push(`employee ${e.id} → department ${e.department_id}`);
    if (!designations.has(e.designation_id)) broken.push(`employee ${e.id} → designation ${e.designation_id}`);
    if (e.reporting_manager_id && !employeeIds.has(e.reporting_manager_id)) {
      broken.push(`employee ${e.id} → manager ${e.reporting_manager_id}`);
    }
  }
  for (const o of openings) {
    if (!departmentIds.has(o.department_id)) broken.push(`job opening ${o.id} → department ${o.department_id}`);
    if (!designations.has(o.designation_id)) broken.push(`job opening ${o.id} → designation ${o.designation_id}`);
  }
  for (const i of interviews)
    if (!applicantIds.has(i.applicant_id)) broken.push(`interview ${i.id} → applicant ${i.applicant_id}`);
  for (const o of offers)
    if (!applicantIds.has(o.applicant_id)) broken.push(`offer ${o.id} → applicant ${o.applicant_id}`);
  return broken;
}

describe('references', () => {
  it('no delete the API allows leaves a record pointing at nothing, in any order', async () => {
    const w = await buildWorld('Refs');
    const token = w.owner.token;
    const del = (path: string) => request('DELETE', path, { token });

    // A department, a designation and a job opening that are still in use are refused, naming who uses them.
    const department = await del(`/departments/${w.department.id}`);
    expect(department.status).toBe(409);
    expect(department.body.message).toMatch(
      /^This department is still used by \d+ employees? and \d+ job openings?\. Move them to another department first\.$/,
    );
    const designation = await del(`/designations/${w.designation.id}`);
    expect(designation.status).toBe(409);
    expect(designation.body.message).toMatch(
      /^This designation is still used by .+\. Move them to another designation first\.$/,
    );
    expect((await del(`/recruitment/job-openings/${w.job.id}`)).status).toBe(409);
    // A hire who became an employee record cannot be deleted; an applicant with interviews and offers
    // takes them along.
    const hired = (await request('GET', `/recruitment/applicants/${w.hire.id}`, { token })).body.data;
    if (hired.employee_id) expect((await del(`/recruitment/applicants/${w.hire.id}`)).status).toBe(409);
    expect(await brokenReferences(w)).toEqual([]);

    expect((await del(`/recruitment/applicants/${w.applicant.id}`)).status).toBe(204);
    expect((await request('GET', `/recruitment/interviews/${w.interview.id}`, { token })).status).toBe(404);
    expect(await brokenReferences(w)).toEqual([]);

    // Employees: trash and force-delete everyone who does not manage anyone, then the managers.
    for (const employee of [w.employee, w.trashed, w.manager]) {
      await del(`/employees/${employee.id}`);
      await del(`/employees/${employee.id}/force`);
    }
    expect(await brokenReferences(w)).toEqual([]);
  });

  it('an applicant with an open offer is kept until the offer is withdrawn', async () => {
    const w = await buildWorld('Offer');
    const token = w.owner.token;
    const sent = await request('POST', '/recruitment/offers', {
      token,
      body: {
        organization_id: w.organization.id,
        applicant_id: w.applicant.id,
        salary: 90000,
        start_date: '2027-02-01',
        expiration_date: '2027-01-20',
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const refused = await request('DELETE', `/recruitment/applicants/${w.applicant.id}`, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This applicant has an open offer. Withdraw it before deleting the applicant.');
    await request('PATCH', `/recruitment/offers/${sent.body.data.id}/status`, { token, body: { status: 'Withdrawn' } });
    expect((await request('DELETE', `/recruitment/applicants/${w.applicant.id}`, { token })).status).toBe(204);
    expect((await request('GET', `/recruitment/offers/${sent.body.data.id}`, { token })).status).toBe(404);
    expect(await brokenReferences(w)).toEqual([]);
  });
});
