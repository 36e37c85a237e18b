import { describe, expect, it } from 'vitest';
import { createJobOpening, recruitmentFixture } from './recruitment-support.ts';
import { organizationBody, request, signUp } from './support.ts';

describe('job openings', () => {
  it('creates with defaults and embeds organization, department and designation names', async () => {
    const user = await signUp();
    const { organization, department, designation, job } = await recruitmentFixture(user);
    expect(job).toMatchObject({
      title: 'Backend Engineer',
      status: 'open',
      employment_type: 'Full-time',
      location: 'Sydney',
      organization: { id: organization.id, name: organization.name },
      department: { id: department.id, name: 'Engineering' },
      designation: { id: designation.id, name: 'Engineer', title: 'Engineer' },
    });
    const fetched = await request('GET', `/recruitment/job-openings/${job.id}`, { token: user.token });
    expect(fetched.body.data).toEqual(job);
  });

  it('answers 422 with the job form fields', async () => {
    const user = await signUp();
    const { organization } = await recruitmentFixture(user);
    const response = await request('POST', '/recruitment/job-openings', {
      token: user.token,
      body: {
        organization_id: organization.id,
        title: '',
        location: ' ',
        employment_type: 'Gig',
        status: 'paused',
        posting_date: '2026-02-30',
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      title: ['Title is required.'],
      department_id: ['Department is required.'],
      designation_id: ['Designation is required.'],
      location: ['Location is required.'],
      employment_type: ['Employment type must be Full-time, Part-time, Contract, Internship or Casual.'],
      status: ['Status must be open, on-hold, closed or draft.'],
      posting_date: ['Enter a valid date (YYYY-MM-DD).'],
    });
  });

  it('rejects a closing date before the posting date and structure from elsewhere', async () => {
    const user = await signUp();
    const { organization, department, designation } = await recruitmentFixture(user);
    const other = await recruitmentFixture(user);
    const base = { organization_id: organization.id, title: 'T', location: 'L' };
    const dates = await request('POST', '/recruitment/job-openings', {
      token: user.token,
      body: {
        ...base,
        department_id: department.id,
        designation_id: designation.id,
        posting_date: '2026-05-10',
        closing_date: '2026-05-09',
      },
    });
    expect(dates.body.errors).toEqual({ closing_date: ['The closing date cannot be before the posting date.'] });
    const foreignDepartment = await request('POST', '/recruitment/job-openings', {
      token: user.token,
      body: { ...base, department_id: other.department.id, designation_id: other.designation.id },
    });
    expect(foreignDepartment.body.errors).toEqual({
      department_id: ['The department does not belong to this organization.'],
    });
    const secondDepartment = (
      await request('POST', `/organizations/${organization.id}/departments`, {
        token: user.token,
        body: { name: 'Ops' },
      })
    ).body.data;
    const mismatched = await request('POST', '/recruitment/job-openings', {
      token: user.token,
      body: { ...base, department_id: secondDepartment.id, designation_id: designation.id },
    });
    expect(mismatched.body.errors).toEqual({
      designation_id: ['The designation does not belong to the selected department.'],
    });
  });

  it('lists newest first with a cursor, updates with version checks, deletes', async () => {
    const user = await signUp();
    const { organization, department, designation, job } = await recruitmentFixture(user);
    const second = await createJobOpening(
      user,
      { organization, department, designation },
      { title: 'Designer', location: 'Remote', status: 'draft' },
    );
    const first = await request('GET', `/recruitment/job-openings?organization_id=${organization.id}&per_page=1`, {
      token: user.token,
    });
    expect(first.body.data.data.map((j: { id: number }) => j.id)).toEqual([second.id]);
    expect(first.body.data.next_cursor).toEqual(expect.any(String));
    const next = await request(
      'GET',
      `/recruitment/job-openings?organization_id=${organization.id}&per_page=1&cursor=${encodeURIComponent(first.body.data.next_cursor)}`,
      { token: user.token },
    );
    expect(next.body.data.data.map((j: { id: number }) => j.id)).toEqual([job.id]);
    // The last page answers no cursor, even when it ends exactly at the page size.
    expect(next.body.data.next_cursor).toBeNull();
    const whole = await request('GET', `/recruitment/job-openings?organization_id=${organization.id}&per_page=2`, {
      token: user.token,
    });
    expect(whole.body.data.data.map((j: { id: number }) => j.id)).toEqual([second.id, job.id]);
    expect(whole.body.data.next_cursor).toBeNull();

    const body = {
      organization_id: organization.id,
      title: 'Senior Backend Engineer',
      department_id: department.id,
      designation_id: designation.id,
      location: 'Melbourne',
      status: 'on-hold',
      version: 1,
    };
    const updated = await request('PUT', `/recruitment/job-openings/${job.id}`, { token: user.token, body });
    expect(updated.body.data).toMatchObject({ title: 'Senior Backend Engineer', status: 'on-hold', version: 2 });
    expect((await request('PUT', `/recruitment/job-openings/${job.id}`, { token: user.token, body })).status).toBe(409);
    expect((await request('DELETE', `/recruitment/job-openings/${job.id}`, { token: user.token })).status).toBe(204);
    expect((await request('GET', `/recruitment/job-openings/${job.id}`, { token: user.token })).status).toBe(404);
  });

  it("hides another organization's openings: list, detail and writes answer 404", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const { organization, job } = await recruitmentFixture(owner);
    await request('POST', '/organizations', { token: stranger.token, body: organizationBody() });
    const validBody = {
      organization_id: organization.id,
      title: 'x',
      department_id: 1,
      designation_id: 1,
      location: 'x',
    };
    for (const [method, path] of [
      ['GET', `/recruitment/job-openings?organization_id=${organization.id}`],
      ['GET', `/recruitment/job-openings/${job.id}`],
      ['PUT', `/recruitment/job-openings/${job.id}`],
      ['DELETE', `/recruitment/job-openings/${job.id}`],
      ['POST', '/recruitment/job-openings'],
    ] as const) {
      const body = method === 'PUT' || method === 'POST' ? validBody : undefined;
      const response = await request(method, path, { token: stranger.token, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain('Backend Engineer');
    }
  });
});
