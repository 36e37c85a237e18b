import { describe, expect, it } from 'vitest';
import { type Answer, atOnce, type RecordUnderRace, race, raceSuite, read } from './concurrency-support.ts';
import { request } from './support.ts';

/**
 * Every other route that takes a version, raced as in concurrency.int.test.ts: exactly one of two
 * concurrent saves wins. Changes that carry no version, sent at once, never answer 500.
 */

const racers = raceSuite();

describe('two members saving the same record at the same moment', () => {
  it('every other route that takes a version lets exactly one of two concurrent saves win', async () => {
    const orgId = racers.world.organization.id;
    const extra = await request('POST', '/employees', {
      token: racers.owner.token,
      body: { ...racers.world.employeeBody, employee_code: 'RACE-EXTRA', personal_email: 'race.extra@example.test' },
    });
    expect(extra.status).toBe(201);
    const interviewBody = {
      organization_id: orgId,
      applicant_id: racers.world.applicant.id,
      starts_at: '2026-12-10T10:00',
      interview_type: 'Video',
      interviewer_ids: [racers.world.owner.id],
    };
    const records: [string, RecordUnderRace][] = [
      [
        'organization',
        {
          path: () => `/organizations/${orgId}`,
          save: (racer, version) =>
            request('PUT', `/organizations/${orgId}`, {
              token: racer.user.token,
              body: { contact_email: 'hr@example.test', timezone: 'Australia/Sydney', ...racer.values, version },
            }),
          values: (round, index) => ({ name: `Org ${round} racer ${index}` }),
        },
      ],
      [
        'department',
        {
          path: () => `/departments/${racers.world.department.id}`,
          save: (racer, version) =>
            request('PUT', `/departments/${racers.world.department.id}`, {
              token: racer.user.token,
              body: { ...racer.values, version },
            }),
          values: (round, index) => ({ name: `Sales ${round} racer ${index}` }),
        },
      ],
      [
        'designation',
        {
          path: () => `/designations/${racers.world.designation.id}`,
          save: (racer, version) =>
            request('PUT', `/designations/${racers.world.designation.id}`, {
              token: racer.user.token,
              body: { ...racer.values, version },
            }),
          values: (round, index) => ({ title: `Rep ${round} racer ${index}`, level: index ? 'Senior' : 'Mid' }),
        },
      ],
      [
        'employee status',
        {
          path: () => `/employees/${extra.body.data.id}`,
          save: (racer, version) =>
            request('PATCH', `/employees/${extra.body.data.id}/status`, {
              token: racer.user.token,
              body: { ...racer.values, version },
            }),
          values: (_round, index) => ({ status: index ? 'On Leave' : 'Active' }),
        },
      ],
      [
        'employee manager',
        {
          path: () => `/employees/${extra.body.data.id}`,
          save: (racer, version) =>
            request('PATCH', `/employees/${extra.body.data.id}/manager`, {
              token: racer.user.token,
              body: { ...racer.values, version },
            }),
          values: (_round, index) => ({
            reporting_manager_id: index ? racers.world.manager.id : racers.world.employee.id,
          }),
        },
      ],
      [
        'interview',
        {
          path: () => `/recruitment/interviews/${racers.world.interview.id}`,
          save: (racer, version) =>
            request('PUT', `/recruitment/interviews/${racers.world.interview.id}`, {
              token: racer.user.token,
              body: { ...interviewBody, ...racer.values, version },
            }),
          values: (round, index) => ({ location: `Room ${round} racer ${index}` }),
        },
      ],
      [
        'onboarding template',
        {
          path: () => `/recruitment/onboarding/templates/${racers.world.template.id}`,
          save: (racer, version) =>
            request('PUT', `/recruitment/onboarding/templates/${racers.world.template.id}`, {
              token: racer.user.token,
              body: {
                organization_id: orgId,
                tasks: [{ name: 'Laptop', due_offset_days: 0 }],
                ...racer.values,
                version,
              },
            }),
          values: (round, index) => ({ name: `Template ${round} racer ${index}` }),
        },
      ],
      [
        'applicant status',
        {
          path: () => `/recruitment/applicants/${racers.world.applicant.id}`,
          save: (racer, version) =>
            request('PATCH', `/recruitment/applicants/${racers.world.applicant.id}/status`, {
              token: racer.user.token,
              body: { ...racer.values, version },
            }),
          values: (_round, index) => ({ status: index ? 'rejected' : 'offer' }),
        },
      ],
    ];
    for (const [label, record] of records) {
      await race(label, record, 'Once', [racers.owner, racers.admin]);
    }
    // Whichever status won, the applicant goes back to the interview stage the next tests start
    // from (rejected → applied → interview, offer → interview: both allowed moves).
    let applicant = await read(racers.owner, `/recruitment/applicants/${racers.world.applicant.id}`);
    for (const status of applicant.status === 'rejected' ? ['applied', 'interview'] : ['interview']) {
      const moved = await request('PATCH', `/recruitment/applicants/${racers.world.applicant.id}/status`, {
        token: racers.owner.token,
        body: { status, version: applicant.version },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      applicant = moved.body.data;
    }
  });

  it('changes that carry no version, sent at once, never answer 500 and never lose a success', async () => {
    const orgId = racers.world.organization.id;
    const token = racers.owner.token;
    /** Every answer is 200 or 409 and at least one is 200; returns the successful ones. */
    const expectSuccessOrConflict = (label: string, answers: Answer[]) => {
      for (const answer of answers)
        expect([200, 409], `${label}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
      const successes = answers.filter((answer) => answer.status === 200);
      expect(successes.length, label).toBeGreaterThan(0);
      return successes;
    };

    // Cancelling the same interview twice at once: it is cancelled once.
    const interview = (
      await request('POST', '/recruitment/interviews', {
        token,
        body: {
          organization_id: orgId,
          applicant_id: racers.world.applicant.id,
          starts_at: '2026-12-11T15:00',
          interview_type: 'Phone',
          interviewer_ids: [racers.world.owner.id],
        },
      })
    ).body.data;
    const cancels = await atOnce('interview cancel', [
      () => request('PATCH', `/recruitment/interviews/${interview.id}/cancel`, { token }),
      () => request('PATCH', `/recruitment/interviews/${interview.id}/cancel`, { token: racers.admin.token }),
    ]);
    expectSuccessOrConflict('interview cancel', cancels);
    expect(await read(racers.owner, `/recruitment/interviews/${interview.id}`)).toMatchObject({
      status: 'cancelled',
      version: interview.version + 1,
    });

    // Accepting and declining the same offer at once: one answer stands, with its applicant status.
    const candidate = (
      await request('POST', '/recruitment/applicants', {
        token,
        body: { ...racers.world.applicantBody, first_name: 'Offered', email: 'offered.racer@example.test' },
      })
    ).body.data;
    const offer = (
      await request('POST', '/recruitment/offers', {
        token,
        body: {
          organization_id: orgId,
          applicant_id: candidate.id,
          salary: 95000,
          start_date: '2027-02-01',
          expiration_date: '2027-01-20',
        },
      })
    ).body.data;
    const answersToOffer = await atOnce('offer answer', [
      () => request('PATCH', `/recruitment/offers/${offer.id}/status`, { token, body: { status: 'Accepted' } }),
      () =>
        request('PATCH', `/recruitment/offers/${offer.id}/status`, {
          token: racers.admin.token,
          body: { status: 'Declined' },
        }),
    ]);
    const [accepted] = expectSuccessOrConflict('offer answer', answersToOffer);
    expect(answersToOffer.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const status = accepted?.body.data.status;
    expect((await read(racers.owner, `/recruitment/offers/${offer.id}`)).status).toBe(status);
    expect((await read(racers.owner, `/recruitment/applicants/${candidate.id}`)).status).toBe(
      status === 'Accepted' ? 'hired' : 'rejected',
    );

    // Two statuses for the same onboarding task at once: the task holds one that was answered 200.
    const tasks = await atOnce('onboarding task', [
      () =>
        request('PATCH', `/recruitment/onboarding/hires/${racers.world.hire.id}/tasks/1`, {
          token,
          body: { status: 'in-progress' },
        }),
      () =>
        request('PATCH', `/recruitment/onboarding/hires/${racers.world.hire.id}/tasks/1`, {
          token: racers.admin.token,
          body: { status: 'completed' },
        }),
    ]);
    const taskStatuses = expectSuccessOrConflict('onboarding task', tasks).map(
      (answer) => answer.body.data.onboarding.tasks[0].status,
    );
    const hires = await read(racers.owner, `/recruitment/onboarding/hires?organization_id=${orgId}`);
    const hire = hires.find((entry: { applicant_id: number }) => entry.applicant_id === racers.world.hire.id);
    expect(taskStatuses).toContain(hire.onboarding.tasks[0].status);
    if (taskStatuses.length === 1) expect(hire.onboarding.tasks[0].status).toBe(taskStatuses[0]);
  });
});
