import { expect } from 'vitest';
import { employeeFixture, moveToSydney } from './employee-support.ts';
import { createApplicant, createJobOpening, recruitmentFixture, salesPlace } from './recruitment-support.ts';
import { addMember } from './role-support.ts';
import { type Json, request, type TestUser } from './support.ts';

/** The hiring tests' workspaces: a Sydney pipeline with interviewers, and day one's bakery with an applicant. */

/** A workspace (timezone Australia/Sydney) with a job, two interviewers (members) and one applicant. */
export async function pipelineFixture(user: TestUser) {
  const fixture = await employeeFixture(user);
  await moveToSydney(user, fixture.organization);
  const job = await createJobOpening(user, salesPlace(fixture), { title: 'Account Executive' });
  const alice = await addMember(fixture.organization.id, 'Alice Interviewer', 'manager');
  const bob = await addMember(fixture.organization.id, 'Bob Interviewer', 'employee');
  const applicant = await createApplicant(user, {
    organization_id: fixture.organization.id,
    first_name: 'Carla',
    last_name: 'Candidate',
    email: 'carla@example.test',
    phone: '0400 123 456',
    job_opening_id: job.id,
  });
  return { ...fixture, job, alice, bob, applicant };
}

export const applicantStatus = async (user: TestUser, id: number) =>
  (await request('GET', `/recruitment/applicants/${id}`, { token: user.token })).body.data.status;

/** A Sydney workspace (owner without an employee record), one job, one applicant. */
export async function dayOne(user: TestUser, employmentType = 'Full-time') {
  const f = await recruitmentFixture(user);
  const organization = await moveToSydney(user, f.organization, { contact_email: 'hr@bakery.test' });
  const job = (
    await request('PUT', `/recruitment/job-openings/${f.job.id}`, {
      token: user.token,
      body: {
        organization_id: organization.id,
        title: 'Baker',
        department_id: f.department.id,
        designation_id: f.designation.id,
        employment_type: employmentType,
        version: f.job.version,
      },
    })
  ).body.data;
  const applicant = await addApplicant(user, organization.id, job.id, `carla.${Date.now()}@example.test`);
  return { ...f, organization, job, applicant };
}

export async function addApplicant(
  user: TestUser,
  organizationId: number,
  jobId: number,
  email: string,
  extra: Json = {},
) {
  const response = await request('POST', '/recruitment/applicants', {
    token: user.token,
    body: {
      organization_id: organizationId,
      first_name: 'Carla',
      last_name: 'Candidate',
      email,
      job_opening_id: jobId,
      ...extra,
    },
  });
  if (response.status !== 201) throw new Error(JSON.stringify(response.body));
  return response.body.data;
}

export async function moveTo(user: TestUser, id: number, status: string) {
  const { version } = (await request('GET', `/recruitment/applicants/${id}`, { token: user.token })).body.data;
  return request('PATCH', `/recruitment/applicants/${id}/status`, { token: user.token, body: { status, version } });
}

/** An interview of the fixture's applicant, scheduled through the API with `fields` (time, kind, interviewers). */
export async function scheduleInterview(
  user: TestUser,
  f: { organization: { id: number }; applicant: { id: number } },
  fields: Record<string, unknown>,
) {
  const answer = await request('POST', '/recruitment/interviews', {
    token: user.token,
    body: { organization_id: f.organization.id, applicant_id: f.applicant.id, ...fields },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}
