import { afterEach, describe, expect, it, vi } from 'vitest';
import { addApplicant, dayOne, moveTo } from './hiring-support.ts';
import { sydneyIn } from './recruitment-support.ts';
import { type Json, request, signUp } from './support.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('applicant status moves along the pipeline', () => {
  it('refuses hiring straight from applied and names the next steps', async () => {
    const owner = await signUp('Olivia Owner');
    const f = await dayOne(owner);
    const hired = await moveTo(owner, f.applicant.id, 'hired');
    expect(hired.status).toBe(422);
    expect(hired.body.errors).toEqual({
      status: ['An applicant cannot move from applied to hired. Next steps: interview, offer or rejected.'],
    });
    expect((await moveTo(owner, f.applicant.id, 'interview')).status).toBe(200);
    expect((await moveTo(owner, f.applicant.id, 'applied')).body.errors.status[0]).toBe(
      'An applicant cannot move from interview to applied. Next steps: offer or rejected.',
    );
    expect((await moveTo(owner, f.applicant.id, 'offer')).status).toBe(200);
    expect((await moveTo(owner, f.applicant.id, 'hired')).status).toBe(200);
    expect((await moveTo(owner, f.applicant.id, 'rejected')).body.errors.status[0]).toBe(
      'An applicant who is hired cannot move to rejected: hired is final.',
    );
    // The full form (PUT) follows the same rules, and a new applicant starts at applied or one step on.
    const fresh = await addApplicant(owner, f.organization.id, f.job.id, `x.${Date.now()}@example.test`);
    const put = await request('PUT', `/recruitment/applicants/${fresh.id}`, {
      token: owner.token,
      body: { ...fresh, organization_id: f.organization.id, status: 'hired', version: fresh.version },
    });
    expect(put.status).toBe(422);
    const created = await request('POST', '/recruitment/applicants', {
      token: owner.token,
      body: {
        organization_id: f.organization.id,
        first_name: 'Hana',
        last_name: 'Hire',
        email: `hana.${Date.now()}@example.test`,
        job_opening_id: f.job.id,
        status: 'hired',
      },
    });
    expect(created.body.errors).toEqual({
      status: ['An applicant cannot move from applied to hired. Next steps: interview, offer or rejected.'],
    });
    // Rejected can be reconsidered; an interview cannot be scheduled for a rejected applicant.
    expect((await moveTo(owner, fresh.id, 'rejected')).status).toBe(200);
    const interview = await request('POST', '/recruitment/interviews', {
      token: owner.token,
      body: {
        organization_id: f.organization.id,
        applicant_id: fresh.id,
        starts_at: sydneyIn(60),
        interview_type: 'Phone',
        interviewer_ids: [owner.id],
      },
    });
    expect(interview.status).toBe(409);
    expect(interview.body.message).toBe('This applicant is rejected; an interview can no longer be scheduled.');
    expect((await moveTo(owner, fresh.id, 'applied')).status).toBe(200);
  });
});

describe('the same e-mail cannot apply twice to one job', () => {
  it('is refused in the transaction, allowed for another job, and freed when the applicant is deleted', async () => {
    const owner = await signUp();
    const f = await dayOne(owner);
    const email = f.applicant.email;
    const again = await request('POST', '/recruitment/applicants', {
      token: owner.token,
      body: {
        organization_id: f.organization.id,
        first_name: 'C',
        last_name: 'C',
        email: email.toUpperCase(),
        job_opening_id: f.job.id,
      },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ email: ['This e-mail has already applied for this job.'] });
    const otherJob = (
      await request('POST', '/recruitment/job-openings', {
        token: owner.token,
        body: {
          organization_id: f.organization.id,
          title: 'Barista',
          department_id: f.department.id,
          designation_id: f.designation.id,
        },
      })
    ).body.data;
    const elsewhere = await addApplicant(owner, f.organization.id, otherJob.id, email);
    // Moving that application to the first job (PUT) hits the same guard.
    const moved = await request('PUT', `/recruitment/applicants/${elsewhere.id}`, {
      token: owner.token,
      body: { ...elsewhere, organization_id: f.organization.id, job_opening_id: f.job.id, version: elsewhere.version },
    });
    expect(moved.body.errors).toEqual({ email: ['This e-mail has already applied for this job.'] });
    expect((await request('DELETE', `/recruitment/applicants/${f.applicant.id}`, { token: owner.token })).status).toBe(
      204,
    );
    const after = await request('PUT', `/recruitment/applicants/${elsewhere.id}`, {
      token: owner.token,
      body: { ...elsewhere, organization_id: f.organization.id, job_opening_id: f.job.id, version: elsewhere.version },
    });
    expect(after.status, JSON.stringify(after.body)).toBe(200);
  });
});

describe('job cards: department, applicant count, closing date', () => {
  it('keeps the applicant count with each applicant change, without reading applicants', async () => {
    const owner = await signUp();
    const f = await dayOne(owner);
    const count = async () =>
      (await request('GET', `/recruitment/job-openings/${f.job.id}`, { token: owner.token })).body.data.applicant_count;
    expect(await count()).toBe(1);
    const second = await addApplicant(owner, f.organization.id, f.job.id, `b.${Date.now()}@example.test`, {
      source: 'Seek',
    });
    expect(second.source).toBe('Seek');
    expect(await count()).toBe(2);
    const list = await request('GET', `/recruitment/job-openings?organization_id=${f.organization.id}`, {
      token: owner.token,
    });
    expect(list.body.data.data[0]).toMatchObject({ applicant_count: 2, department: { name: 'Engineering' } });
    await request('DELETE', `/recruitment/applicants/${second.id}`, { token: owner.token });
    expect(await count()).toBe(1);
    const badSource = await request('POST', '/recruitment/applicants', {
      token: owner.token,
      body: {
        organization_id: f.organization.id,
        first_name: 'A',
        last_name: 'B',
        email: 'ab@example.test',
        job_opening_id: f.job.id,
        source: 'Gumtree',
      },
    });
    expect(badSource.body.errors.source).toEqual([
      'Source must be LinkedIn, Seek, Indeed, Referral, Company Website or Other.',
    ]);
  });
});

describe('applicant list: page size and sort', () => {
  it('sorts by name, date or status and pages up to 50', async () => {
    const owner = await signUp();
    const f = await dayOne(owner);
    const org = f.organization.id;
    const people = [
      ['Zoe', 'Adams', '2026-11-01'],
      ['Amy', 'Young', '2026-11-20'],
      ['Ben', 'Moss', '2026-10-05'],
    ] as const;
    for (const [first, last, date] of people) {
      await request('POST', '/recruitment/applicants', {
        token: owner.token,
        body: {
          organization_id: org,
          first_name: first,
          last_name: last,
          email: `${first}@x.test`,
          job_opening_id: f.job.id,
          applied_date: date,
        },
      });
    }
    await moveTo(owner, f.applicant.id, 'rejected');
    const names = async (query: string) =>
      (await request('GET', `/recruitment/applicants?organization_id=${org}${query}`, { token: owner.token })).body
        .data;
    const byName = await names('&sort=name&per_page=2');
    expect(byName.data.map((a: Json) => a.last_name)).toEqual(['Adams', 'Candidate']);
    expect(byName.per_page).toBe(2);
    const next = await names(`&sort=name&per_page=2&cursor=${byName.next_cursor}`);
    expect(next.data.map((a: Json) => a.last_name)).toEqual(['Moss', 'Young']);
    const byStatus = await names('&sort=status&per_page=50');
    expect(byStatus.data.at(-1).status).toBe('rejected');
    const byDate = await names('&sort=date');
    expect(byDate.per_page).toBe(5);
    expect(byDate.data.slice(1).map((a: Json) => a.applied_date)).toEqual(['2026-11-20', '2026-11-01', '2026-10-05']);
    const bad = await request('GET', `/recruitment/applicants?organization_id=${org}&sort=salary&per_page=51`, {
      token: owner.token,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      sort: ['Sort by date, name or status.'],
      per_page: ['Show between 1 and 50 applicants per page.'],
    });
    // A cursor made for one sort is refused by another.
    const mixed = await request(
      'GET',
      `/recruitment/applicants?organization_id=${org}&sort=date&per_page=2&cursor=${byName.next_cursor}`,
      { token: owner.token },
    );
    expect(mixed.status).toBe(422);
  });
});

/** POST /recruitment/offers for the day-one applicant, starting 1 February 2027; `body` adds the pay. */
const offerFor = (owner: { token: string }, f: Json, body: Json) =>
  request('POST', '/recruitment/offers', {
    token: owner.token,
    body: {
      organization_id: f.organization.id,
      applicant_id: f.applicant.id,
      start_date: '2027-02-01',
      expiration_date: '2027-01-15',
      ...body,
    },
  });

describe('offers: the national minimum wage', () => {
  it('refuses a salary below the minimum for the hours, with the amount', async () => {
    const owner = await signUp();
    const f = await dayOne(owner);
    const offer = (body: Json) => offerFor(owner, f, body);
    // Today (a day after 1 July 2026): $1,004.90 a week × 52.
    const low = await offer({ salary: 50_000 });
    expect(low.status).toBe(422);
    expect(low.body.errors.salary).toEqual([
      'The salary is below the national minimum wage: at least $52,254.80 a year for 38 hours a week (in effect from 1 July 2026). Enter the annual amount.',
    ]);
    expect((await offer({ salary: 26.44 })).status).toBe(422); // an hourly rate typed as the salary
    const ok = await offer({ salary: 52_254.8 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data.hours_per_week).toBeNull();
  });

  it('pro rata for part-time hours, with the casual loading for casuals; no hours, no check', async () => {
    const owner = await signUp();
    const partTime = await dayOne(owner, 'Part-time');
    const offer = (f: Json, body: Json) => offerFor(owner, f, body);
    // 20 h × $26.44 × 52 = $27,497.60
    const low = await offer(partTime, { salary: 27_000, hours_per_week: 20 });
    expect(low.body.errors.salary[0]).toContain('at least $27,497.60 a year for 20 hours a week');
    const noHours = await offer(partTime, { salary: 27_000 });
    expect(noHours.status).toBe(201);
  });
});
