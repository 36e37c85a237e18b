import { afterEach, describe, expect, it, vi } from 'vitest';
import { employeeBody, employeeFixture, moveToSydney } from './employee-support.ts';
import { createApplicant, createJobOpening, salesPlace, sydneyIn } from './recruitment-support.ts';
import { addMember } from './role-support.ts';
import { app, request, signUp, type TestUser } from './support.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A workspace (timezone Australia/Sydney) with a job, two interviewers (members) and one applicant. */
async function pipelineFixture(user: TestUser) {
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

const applicantStatus = async (user: TestUser, id: number) =>
  (await request('GET', `/recruitment/applicants/${id}`, { token: user.token })).body.data.status;

describe('interviews', () => {
  it('schedules in the organization timezone, moves applied to interview, warns on overlaps', async () => {
    const user = await signUp();
    const f = await pipelineFixture(user);
    const body = {
      organization_id: f.organization.id,
      applicant_id: f.applicant.id,
      starts_at: '2026-12-01T09:30',
      duration_minutes: 45,
      interview_type: 'Video',
      interviewer_ids: [f.alice.id, f.bob.id],
      location: 'https://meet.example.test/abc',
    };
    const created = await request('POST', '/recruitment/interviews', { token: user.token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      starts_at: '2026-11-30T22:30:00.000Z', // 09:30 in Sydney (UTC+11)
      ends_at: '2026-11-30T23:15:00.000Z',
      local_starts_at: '2026-12-01T09:30',
      timezone: 'Australia/Sydney',
      job_title: 'Account Executive',
      applicant_name: 'Carla Candidate',
      status: 'scheduled',
      interviewers: [
        { user_id: f.alice.id, name: 'Alice Interviewer' },
        { user_id: f.bob.id, name: 'Bob Interviewer' },
      ],
    });
    expect(await applicantStatus(user, f.applicant.id)).toBe('interview');

    const overlapping = { ...body, starts_at: '2026-12-01T10:00', interviewer_ids: [f.bob.id] };
    const warned = await request('POST', '/recruitment/interviews', { token: user.token, body: overlapping });
    expect(warned.status).toBe(409);
    expect(warned.body.message).toBe('Already booked at this time: Bob Interviewer. Schedule anyway?');
    expect(warned.body.conflicts).toEqual([
      expect.objectContaining({ interview_id: created.body.data.id, interviewer_id: f.bob.id }),
    ]);
    const forced = await request('POST', '/recruitment/interviews', {
      token: user.token,
      body: { ...overlapping, allow_overlap: true },
    });
    expect(forced.status).toBe(201);
    const later = await request('POST', '/recruitment/interviews', {
      token: user.token,
      body: { ...body, starts_at: '2026-12-01T10:45' },
    });
    expect(later.status).toBe(201); // starts when the forced one ends: no overlap

    const december = await request(
      'GET',
      `/recruitment/interviews?organization_id=${f.organization.id}&from=2026-12-01&to=2026-12-01`,
      { token: user.token },
    );
    expect(december.body.data).toHaveLength(3);
    const november = await request(
      'GET',
      `/recruitment/interviews?organization_id=${f.organization.id}&from=2026-11-01&to=2026-11-30`,
      { token: user.token },
    );
    expect(november.body.data).toHaveLength(0);
    const byApplicant = await request(
      'GET',
      `/recruitment/interviews?organization_id=${f.organization.id}&applicant_id=${f.applicant.id}`,
      {
        token: user.token,
      },
    );
    expect(byApplicant.body.data).toHaveLength(3);

    const moved = await request('PUT', `/recruitment/interviews/${forced.body.data.id}`, {
      token: user.token,
      body: { ...body, starts_at: '2026-12-02T14:00', interviewer_ids: [f.bob.id], version: 1 },
    });
    expect(moved.body.data).toMatchObject({ local_starts_at: '2026-12-02T14:00', version: 2 });
    const cancelled = await request('PATCH', `/recruitment/interviews/${later.body.data.id}/cancel`, {
      token: user.token,
    });
    expect(cancelled.body.data.status).toBe('cancelled');

    const invite = await app.request(`/api/v1/recruitment/interviews/${created.body.data.id}/invite`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(invite.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(invite.headers.get('content-disposition')).toBe(
      `attachment; filename="interview-${created.body.data.id}.ics"`,
    );
    // Content lines are folded at 75 octets (RFC 5545 3.1): unfold before reading properties.
    const ics = (await invite.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('DTSTART:20261130T223000Z');
    expect(ics).toContain('SUMMARY:Video interview: Carla Candidate (Account Executive)');
    expect(ics).toContain('LOCATION:https://meet.example.test/abc');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toMatch(/^ORGANIZER;CN=.*:mailto:hr@example\.test$/im);
    // The download is for the reader's own calendar: attendee addresses travel only in the e-mailed invites.
    expect(ics).not.toMatch(/^ATTENDEE/im);

    // A bare CR in a note is text, not the start of a property; long lines are folded (RFC 5545).
    const noted = await request('PUT', `/recruitment/interviews/${created.body.data.id}`, {
      token: user.token,
      body: { ...body, notes: `Bring ID\rATTENDEE:mailto:evil@example.test\n${'Long note. '.repeat(20)}`, version: 1 },
    });
    expect(noted.status, JSON.stringify(noted.body)).toBe(200);
    const injected = await (
      await app.request(`/api/v1/recruitment/interviews/${created.body.data.id}/invite`, {
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).text();
    const lines = injected.split('\r\n');
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const properties = injected.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(properties.some((line) => /^ATTENDEE/i.test(line) && /evil/i.test(line))).toBe(false);
    expect(injected).not.toMatch(/\r(?!\n)/);
  });

  it('validates interviewers and rejects unknown ones', async () => {
    const user = await signUp();
    const f = await pipelineFixture(user);
    const stranger = await signUp('Not A Member');
    const response = await request('POST', '/recruitment/interviews', {
      token: user.token,
      body: {
        organization_id: f.organization.id,
        applicant_id: f.applicant.id,
        starts_at: '2026-12-01T25:00',
        interview_type: 'Fax',
        interviewer_ids: [],
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      starts_at: ['Enter a valid date and time.'],
      interview_type: ['Interview type must be Phone, Video or On-site.'],
      interviewer_ids: ['Choose at least one interviewer.'],
    });
    const foreign = await request('POST', '/recruitment/interviews', {
      token: user.token,
      body: {
        organization_id: f.organization.id,
        applicant_id: f.applicant.id,
        starts_at: '2026-12-01T09:00',
        interview_type: 'Phone',
        interviewer_ids: [stranger.id],
      },
    });
    expect(foreign.body.errors).toEqual({
      interviewer_ids: ['Interviewers must be members of this workspace.'],
    });
  });
});

describe('from interview to employee', () => {
  it('feedback, offer, acceptance, onboarding from a template, and the employee record', async () => {
    const user = await signUp();
    const f = await pipelineFixture(user);
    const interview = (
      await request('POST', '/recruitment/interviews', {
        token: user.token,
        body: {
          organization_id: f.organization.id,
          applicant_id: f.applicant.id,
          starts_at: sydneyIn(5),
          duration_minutes: 15,
          interview_type: 'On-site',
          interviewer_ids: [f.alice.id, f.bob.id],
        },
      })
    ).body.data;
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
    const interview = (
      await request('POST', '/recruitment/interviews', {
        token: owner.token,
        body: {
          organization_id: f.organization.id,
          applicant_id: f.applicant.id,
          starts_at: '2026-12-03T11:00',
          interview_type: 'Phone',
          interviewer_ids: [f.alice.id],
        },
      })
    ).body.data;
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
