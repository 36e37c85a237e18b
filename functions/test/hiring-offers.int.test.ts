import { afterEach, describe, expect, it, vi } from 'vitest';
import { employeeBody } from './employee-support.ts';
import { applicantStatus, pipelineFixture, scheduleInterview } from './hiring-support.ts';
import { sydneyIn } from './recruitment-support.ts';
import { request, signUp } from './support.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('from interview to employee', () => {
  it('feedback, offer, acceptance, onboarding from a template, and the employee record', async () => {
    const user = await signUp();
    const f = await pipelineFixture(user);
    const interview = await scheduleInterview(user, f, {
      starts_at: sydneyIn(5),
      duration_minutes: 15,
      interview_type: 'On-site',
      interviewer_ids: [f.alice.id, f.bob.id],
    });
    const feedback = async (interviewerId: number, score: number) =>
      request('PUT', `/recruitment/interviews/${interview.id}/feedback`, {
        token: user.token,
        body: { interviewer_id: interviewerId, score, notes: 'Strong communicator' },
      });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(interview.starts_at) + 60_000);
    expect((await feedback(f.alice.id, 4.5)).body.data.status).toBe('scheduled');
    await feedback(f.bob.id, 3);
    const rescored = await feedback(f.bob.id, 3.5);
    expect(rescored.body.data.average_score).toBe(4);
    expect((await feedback(999_999_999, 5)).status).toBe(422); // not an interviewer

    const candidates = await request(
      'GET',
      `/recruitment/candidates?organization_id=${f.organization.id}&job_opening_id=${f.job.id}`,
      { token: user.token },
    );
    expect(candidates.body.data).toEqual([
      expect.objectContaining({
        applicant_id: f.applicant.id,
        candidate_status: 'Awaiting Decision',
        feedback_score: 4,
        feedback_count: 2,
      }),
    ]);

    const offerBody = {
      organization_id: f.organization.id,
      applicant_id: f.applicant.id,
      salary: 95000,
      start_date: '2027-01-12',
      expiration_date: '2026-12-20',
      notes: 'Includes 11.5% super',
    };
    const badOffer = await request('POST', '/recruitment/offers', {
      token: user.token,
      body: { ...offerBody, salary: 0, expiration_date: '2027-02-01' },
    });
    expect(badOffer.body.errors).toEqual({
      salary: ['Salary must be more than $0.'],
      expiration_date: ['The offer must expire on or before the start date.'],
    });
    const offer = (await request('POST', '/recruitment/offers', { token: user.token, body: offerBody })).body.data;
    expect(offer).toMatchObject({ status: 'Sent', salary: 95000, currency: 'AUD', job_title: 'Account Executive' });
    expect(await applicantStatus(user, f.applicant.id)).toBe('offer');
    expect((await request('POST', '/recruitment/offers', { token: user.token, body: offerBody })).status).toBe(409);
    const extended = await request(
      'GET',
      `/recruitment/candidates?organization_id=${f.organization.id}&job_opening_id=${f.job.id}`,
      { token: user.token },
    );
    expect(extended.body.data[0].candidate_status).toBe('Offer Extended');

    const accepted = await request('PATCH', `/recruitment/offers/${offer.id}/status`, {
      token: user.token,
      body: { status: 'Accepted' },
    });
    expect(accepted.body.data).toMatchObject({ status: 'Accepted', responded_at: expect.any(String) });
    expect(await applicantStatus(user, f.applicant.id)).toBe('hired');
    expect(
      (
        await request('PATCH', `/recruitment/offers/${offer.id}/status`, {
          token: user.token,
          body: { status: 'Declined' },
        })
      ).status,
    ).toBe(409);

    const template = (
      await request('POST', '/recruitment/onboarding/templates', {
        token: user.token,
        body: {
          organization_id: f.organization.id,
          name: 'Sales onboarding',
          tasks: [
            { name: 'Send contract', due_offset_days: -7 },
            { name: 'Laptop and accounts', due_offset_days: 0 },
            { name: 'CRM training', due_offset_days: 3 },
          ],
        },
      })
    ).body.data;
    const hires = await request('GET', `/recruitment/onboarding/hires?organization_id=${f.organization.id}`, {
      token: user.token,
    });
    expect(hires.body.data).toEqual([
      expect.objectContaining({
        applicant_id: f.applicant.id,
        start_date: '2027-01-12',
        department_id: f.sales.id,
        designation_id: f.salesRep.id,
        onboarding: null,
        employee_id: null,
      }),
    ]);
    const started = await request('POST', `/recruitment/onboarding/hires/${f.applicant.id}/plan`, {
      token: user.token,
      body: { template_id: template.id },
    });
    expect(started.status).toBe(201);
    expect(started.body.data.onboarding.tasks.map((task: { due_date: string }) => task.due_date)).toEqual([
      '2027-01-05',
      '2027-01-12',
      '2027-01-15',
    ]);
    expect(
      (
        await request('POST', `/recruitment/onboarding/hires/${f.applicant.id}/plan`, {
          token: user.token,
          body: { template_id: template.id },
        })
      ).status,
    ).toBe(409);
    const ticked = await request('PATCH', `/recruitment/onboarding/hires/${f.applicant.id}/tasks/1`, {
      token: user.token,
      body: { status: 'completed' },
    });
    expect(ticked.body.data.onboarding.progress).toBe(33);
    await request('PATCH', `/recruitment/onboarding/hires/${f.applicant.id}/tasks/2`, {
      token: user.token,
      body: { status: 'completed' },
    });
    const unticked = await request('PATCH', `/recruitment/onboarding/hires/${f.applicant.id}/tasks/1`, {
      token: user.token,
      body: { status: 'pending' },
    });
    expect(unticked.body.data.onboarding.progress).toBe(33);

    const employee = await request('POST', '/employees', {
      token: user.token,
      body: employeeBody(f, {
        first_name: 'Carla',
        last_name: 'Candidate',
        personal_email: 'carla@example.test',
        joining_date: '2027-01-12',
        applicant_id: f.applicant.id,
      }),
    });
    expect(employee.status, JSON.stringify(employee.body)).toBe(201);
    expect(employee.body.data.applicant_id).toBe(f.applicant.id);
    const linked = await request('GET', `/recruitment/onboarding/hires?organization_id=${f.organization.id}`, {
      token: user.token,
    });
    expect(linked.body.data[0].employee_id).toBe(employee.body.data.id);
    const twice = await request('POST', '/employees', {
      token: user.token,
      body: employeeBody(f, { applicant_id: f.applicant.id }),
    });
    expect(twice.body.errors).toEqual({
      applicant_id: ['This applicant is not a hire waiting for an employee record.'],
    });
  });

  it('declined and withdrawn offers move the applicant back', async () => {
    const user = await signUp();
    const f = await pipelineFixture(user);
    const offerBody = {
      organization_id: f.organization.id,
      applicant_id: f.applicant.id,
      salary: 80000,
      start_date: '2027-02-01',
      expiration_date: '2027-01-15',
    };
    const first = (await request('POST', '/recruitment/offers', { token: user.token, body: offerBody })).body.data;
    await request('PATCH', `/recruitment/offers/${first.id}/status`, {
      token: user.token,
      body: { status: 'Withdrawn' },
    });
    expect(await applicantStatus(user, f.applicant.id)).toBe('interview');
    const second = (await request('POST', '/recruitment/offers', { token: user.token, body: offerBody })).body.data;
    await request('PATCH', `/recruitment/offers/${second.id}/status`, {
      token: user.token,
      body: { status: 'Declined' },
    });
    expect(await applicantStatus(user, f.applicant.id)).toBe('rejected');
    const offers = await request(
      'GET',
      `/recruitment/offers?organization_id=${f.organization.id}&job_opening_id=${f.job.id}`,
      {
        token: user.token,
      },
    );
    expect(offers.body.data.map((offer: { status: string }) => offer.status)).toEqual(['Declined', 'Withdrawn']);
  });

  it("answers 404 for another organization's interviews, offers, templates and hires", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const f = await pipelineFixture(owner);
    const interview = await scheduleInterview(owner, f, {
      starts_at: '2026-12-03T11:00',
      interview_type: 'Phone',
      interviewer_ids: [f.alice.id],
    });
    const offer = (
      await request('POST', '/recruitment/offers', {
        token: owner.token,
        body: {
          organization_id: f.organization.id,
          applicant_id: f.applicant.id,
          salary: 60000,
          start_date: '2027-01-01',
          expiration_date: '2027-01-01',
        },
      })
    ).body.data;
    const template = (
      await request('POST', '/recruitment/onboarding/templates', {
        token: owner.token,
        body: { organization_id: f.organization.id, name: 'T', tasks: [{ name: 'x', due_offset_days: 0 }] },
      })
    ).body.data;
    const org = f.organization.id;
    const calls: [string, string, unknown?][] = [
      ['GET', `/recruitment/interviews?organization_id=${org}`],
      ['GET', `/recruitment/interviews/${interview.id}`],
      [
        'PUT',
        `/recruitment/interviews/${interview.id}`,
        {
          organization_id: org,
          applicant_id: f.applicant.id,
          starts_at: '2026-12-03T11:00',
          interview_type: 'Phone',
          interviewer_ids: [f.alice.id],
        },
      ],
      ['PATCH', `/recruitment/interviews/${interview.id}/cancel`],
      ['PUT', `/recruitment/interviews/${interview.id}/feedback`, { interviewer_id: f.alice.id, score: 5 }],
      ['GET', `/recruitment/interviews/${interview.id}/invite`],
      ['GET', `/recruitment/offers?organization_id=${org}`],
      ['GET', `/recruitment/offers/${offer.id}`],
      ['PATCH', `/recruitment/offers/${offer.id}/status`, { status: 'Accepted' }],
      ['GET', `/recruitment/candidates?organization_id=${org}&job_opening_id=${f.job.id}`],
      ['GET', `/recruitment/onboarding/templates?organization_id=${org}`],
      ['GET', `/recruitment/onboarding/templates/${template.id}`],
      ['DELETE', `/recruitment/onboarding/templates/${template.id}`],
      ['GET', `/recruitment/onboarding/hires?organization_id=${org}`],
      ['POST', `/recruitment/onboarding/hires/${f.applicant.id}/plan`, { template_id: template.id }],
      ['GET', `/dashboard?organization_id=${org}`],
    ];
    for (const [method, path, body] of calls) {
      const response = await request(method, path, { token: stranger.token, body }).catch(() => ({
        status: 0,
        body: null,
      }));
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await request('GET', `/recruitment/offers/${offer.id}`, { token: owner.token })).body.data.status).toBe(
      'Sent',
    );
  });
});
