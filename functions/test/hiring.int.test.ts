import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicantStatus, pipelineFixture } from './hiring-support.ts';
import { app, request, signUp } from './support.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('interviews', () => {
  it('schedules in the organization timezone, moves applied to interview, warns on overlaps', async () => {
    const user = await signUp();
    const f = await pipelineFixture(user);
    // A day far ahead (interviews are not booked in the past), in Sydney's summer time (UTC+11).
    const body = {
      organization_id: f.organization.id,
      applicant_id: f.applicant.id,
      starts_at: '2030-12-03T09:30',
      duration_minutes: 45,
      interview_type: 'Video',
      interviewer_ids: [f.alice.id, f.bob.id],
      location: 'https://meet.example.test/abc',
    };
    const created = await request('POST', '/recruitment/interviews', { token: user.token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      starts_at: '2030-12-02T22:30:00.000Z', // 09:30 in Sydney (UTC+11)
      ends_at: '2030-12-02T23:15:00.000Z',
      local_starts_at: '2030-12-03T09:30',
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

    const overlapping = { ...body, starts_at: '2030-12-03T10:00', interviewer_ids: [f.bob.id] };
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
      body: { ...body, starts_at: '2030-12-03T10:45' },
    });
    expect(later.status).toBe(201); // starts when the forced one ends: no overlap

    const december = await request(
      'GET',
      `/recruitment/interviews?organization_id=${f.organization.id}&from=2030-12-03&to=2030-12-03`,
      { token: user.token },
    );
    expect(december.body.data).toHaveLength(3);
    const november = await request(
      'GET',
      `/recruitment/interviews?organization_id=${f.organization.id}&from=2030-11-01&to=2030-12-02`,
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
      body: { ...body, starts_at: '2030-12-04T14:00', interviewer_ids: [f.bob.id], version: 1 },
    });
    expect(moved.body.data).toMatchObject({ local_starts_at: '2030-12-04T14:00', version: 2 });
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
    expect(ics).toContain('DTSTART:20301202T223000Z');
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
