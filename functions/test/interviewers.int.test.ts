import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayOne, scheduleInterview } from './hiring-support.ts';
import { attachmentOf, latestMail, mailsWithSubject } from './mail-inbox.ts';
import { sydneyIn } from './recruitment-support.ts';
import { addMember } from './role-support.ts';
import { request, signUp } from './support.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('interviewers are members; feedback once started; Completed after the end', () => {
  it('schedules with the owner (no employee record) and a member, e-mails everyone with an .ics invite', async () => {
    const owner = await signUp('Olivia Owner');
    const f = await dayOne(owner);
    const member = await addMember(f.organization.id, 'Mia Manager', 'manager');
    const outsider = await signUp('Outsider');
    const choices = await request('GET', `/recruitment/interviewers?organization_id=${f.organization.id}`, {
      token: member.token,
    });
    expect(choices.body.data).toEqual([
      { user_id: member.id, name: 'Mia Manager' },
      { user_id: owner.id, name: 'Olivia Owner' },
    ]);
    const body = {
      organization_id: f.organization.id,
      applicant_id: f.applicant.id,
      starts_at: sydneyIn(10),
      duration_minutes: 15,
      interview_type: 'On-site',
      interviewer_ids: [owner.id, member.id],
      location: 'The bakery, 1 George St',
    };
    const refused = await request('POST', '/recruitment/interviews', {
      token: owner.token,
      body: { ...body, interviewer_ids: [outsider.id] },
    });
    expect(refused.body.errors).toEqual({ interviewer_ids: ['Interviewers must be members of this workspace.'] });
    const created = await request('POST', '/recruitment/interviews', { token: owner.token, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const interview = created.body.data;
    expect(interview.interviewers).toEqual([
      { user_id: owner.id, name: 'Olivia Owner' },
      { user_id: member.id, name: 'Mia Manager' },
    ]);

    const subject = 'Interview scheduled: Carla Candidate, Baker';
    for (const address of [f.applicant.email, owner.email, member.email]) {
      const mail = await latestMail(address, subject);
      expect(mail.text).toContain('The bakery, 1 George St');
      const invite = await attachmentOf(mail, 'invite.ics');
      expect(invite?.contentType).toBe('text/calendar');
      const ics = invite?.text ?? '';
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics.replace(/\r\n[ \t]/g, '')).toContain(`MAILTO:${f.applicant.email}`);
    }

    // Before it starts: no feedback.
    const feedback = (token: string, interviewerId: number, score: number) =>
      request('PUT', `/recruitment/interviews/${interview.id}/feedback`, {
        token,
        body: { interviewer_id: interviewerId, score },
      });
    const early = await feedback(member.token, member.id, 4);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^Feedback can be recorded once the interview has started \(/);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(interview.starts_at) + 60_000);
    const own = await feedback(member.token, member.id, 4);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.data.status).toBe('scheduled'); // under way, not completed
    expect(own.body.data.feedback).toEqual([
      expect.objectContaining({ interviewer_user_id: member.id, interviewer_name: 'Mia Manager', entered_by: null }),
    ]);
    // A manager may not enter it for someone else; the owner (recruitment.edit) may, shown as entered by.
    expect((await feedback(member.token, owner.id, 2)).status).toBe(403);
    const entered = await feedback(owner.token, member.id, 4.5);
    expect(entered.body.data.feedback).toEqual([
      expect.objectContaining({ interviewer_user_id: member.id, score: 4.5, entered_by: 'Olivia Owner' }),
    ]);

    vi.setSystemTime(Date.parse(interview.ends_at) + 1000);
    const done = await request('GET', `/recruitment/interviews/${interview.id}`, { token: owner.token });
    expect(done.body.data.status).toBe('completed');
    const cancel = await request('PATCH', `/recruitment/interviews/${interview.id}/cancel`, { token: owner.token });
    expect(cancel.status).toBe(409);
  });

  it('a cancellation e-mails a METHOD:CANCEL invite; an offer e-mails the applicant', async () => {
    const owner = await signUp('Olivia Owner');
    const f = await dayOne(owner);
    const interview = await scheduleInterview(owner, f, {
      starts_at: sydneyIn(120),
      interview_type: 'Phone',
      interviewer_ids: [owner.id],
    });
    await request('PATCH', `/recruitment/interviews/${interview.id}/cancel`, { token: owner.token });
    const mail = await latestMail(f.applicant.email, 'Interview cancelled: Carla Candidate, Baker');
    const ics = (await attachmentOf(mail, 'cancel.ics'))?.text ?? '';
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');

    const offer = await request('POST', '/recruitment/offers', {
      token: owner.token,
      body: {
        organization_id: f.organization.id,
        applicant_id: f.applicant.id,
        salary: 65_000,
        start_date: '2027-02-01',
        expiration_date: '2027-01-15',
      },
    });
    expect(offer.status).toBe(201);
    const [offerMail] = await mailsWithSubject(
      f.applicant.email,
      `Offer of employment: Baker at ${f.organization.name}`,
      1,
    );
    expect(offerMail?.text).toContain('Salary: $65,000.00 a year');
    expect(offerMail?.text).toContain('Start date: 1 February 2027');
  });
});
