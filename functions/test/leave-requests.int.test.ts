import { beforeAll, describe, expect, it } from 'vitest';
import { type OwnerWorkspace, ownerWorkspace } from './employee-support.ts';
import {
  ANNUAL,
  balanceOf,
  COMPASSIONATE,
  decide,
  FDV,
  linkedPerson,
  listOf,
  madeRequest,
  notificationsOf,
  type Person,
  requestLeave,
  uploadAttachment,
} from './leave-request-support.ts';
import { mailsWithSubject } from './mail-inbox.ts';
import { PDF_BYTES } from './recruitment-support.ts';
import { request } from './support.ts';

/** Issue 16 §4: leave requests and approval, notifications and mail, the confidential rule. */

let { owner, f, org } = {} as OwnerWorkspace;
let manager: Person;
let worker: Person;
let otherManager: Person;
let outsider: Person;

beforeAll(async () => {
  ({ owner, f, org } = await ownerWorkspace('Olive Owner'));
  manager = await linkedPerson(owner, f, 'manager', 'Mary');
  worker = await linkedPerson(owner, f, 'employee', 'Will', { reporting_manager_id: manager.employee.id });
  otherManager = await linkedPerson(owner, f, 'manager', 'Oscar');
  outsider = await linkedPerson(owner, f, 'employee', 'Una', { reporting_manager_id: otherManager.employee.id });
}, 120_000);

const body = (person: Person, overrides: Record<string, unknown> = {}) => ({
  organization_id: org,
  employee_id: person.employee.id,
  leave_type_id: ANNUAL,
  ...overrides,
});

describe('making a request', () => {
  it('counts only working days: Thursday to Tuesday over a weekend is 4 days of 7.6 h', async () => {
    const made = await madeRequest(worker.user, body(worker, { start_date: '2027-02-04', end_date: '2027-02-09' }));
    expect(made).toMatchObject({ hours: '30.40', status: 'pending', part_day: false, leave_type_name: 'Annual Leave' });
    const again = await requestLeave(worker.user, body(worker, { start_date: '2027-02-08', end_date: '2027-02-10' }));
    expect(again.status).toBe(422);
    expect(again.body.errors.start_date).toEqual(['This request overlaps another pending or approved request.']);
    const cancelled = await decide(worker.user, made, 'cancel');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    // A cancelled request no longer blocks the days.
    const after = await madeRequest(worker.user, body(worker, { start_date: '2027-02-08', end_date: '2027-02-08' }));
    await decide(worker.user, after, 'cancel');
  });

  it('previews the hours and the projected balance without writing', async () => {
    const answer = await request('POST', '/leave/requests/preview', {
      token: worker.user.token,
      body: body(worker, { start_date: '2027-03-05', end_date: '2027-03-08' }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.hours).toBe('15.20');
    expect(answer.body.data.days.map((day: { excluded?: string }) => day.excluded ?? null)).toEqual([
      null,
      'not_working_day',
      'not_working_day',
      null,
    ]);
    expect(Number(answer.body.data.projected_balance)).toBeGreaterThan(100);
  });

  it('refuses a request beyond the projected balance, and one longer than an occasion allows', async () => {
    const long = await requestLeave(worker.user, body(worker, { start_date: '2027-03-01', end_date: '2027-08-31' }));
    expect(long.status).toBe(422);
    expect(long.body.errors.leave_type_id[0]).toMatch(/^The request is more than the projected balance\./);
    // The day in the user's format, never 2027-08-31.
    expect(long.body.errors.leave_type_id[0]).toMatch(/ Available by 31 August 2027: [\d.]+ hours\.$/);
    const compassionate = await requestLeave(
      worker.user,
      body(worker, { leave_type_id: COMPASSIONATE, start_date: '2027-03-01', end_date: '2027-03-03' }),
    );
    expect(compassionate.status).toBe(422);
    expect(compassionate.body.errors.end_date).toEqual(['This leave is at most 2 days per occasion.']);
  });

  it('takes part of one day in hours, no more than the day holds', async () => {
    const made = await madeRequest(
      worker.user,
      body(worker, { start_date: '2027-04-07', end_date: '2027-04-07', hours: '3.8' }),
    );
    expect(made).toMatchObject({ hours: '3.80', part_day: true });
    await decide(worker.user, made, 'cancel');
    const tooMany = await requestLeave(
      worker.user,
      body(worker, { start_date: '2027-04-07', end_date: '2027-04-07', hours: '8' }),
    );
    expect(tooMany.body.errors.hours).toEqual(["Part-day hours cannot be more than the day's 7.60 hours."]);
    const twoDays = await requestLeave(
      worker.user,
      body(worker, { start_date: '2027-04-07', end_date: '2027-04-08', hours: '2' }),
    );
    expect(twoDays.body.errors.hours).toEqual([
      'Part-day hours can be given only when the request starts and ends on the same day.',
    ]);
    const weekend = await requestLeave(worker.user, body(worker, { start_date: '2027-04-10', end_date: '2027-04-11' }));
    expect(weekend.body.errors.start_date).toEqual(['The dates hold no working days: nothing would be taken.']);
  });

  it('lets an employee ask only for themselves, and a manager for their reports', async () => {
    const forOther = await requestLeave(
      worker.user,
      body(outsider, { start_date: '2027-05-03', end_date: '2027-05-03' }),
    );
    expect(forOther.status).toBe(404);
    const notReport = await requestLeave(
      manager.user,
      body(outsider, { start_date: '2027-05-03', end_date: '2027-05-03' }),
    );
    expect(notReport.status).toBe(404);
    const forReport = await madeRequest(
      manager.user,
      body(worker, { start_date: '2027-05-03', end_date: '2027-05-03' }),
    );
    await decide(owner, forReport, 'cancel');
  });
});

describe('public holidays', () => {
  it("count nothing on the employee's state's holidays: Labour Day is a holiday in Victoria in March, not in New South Wales", async () => {
    const victorian = await linkedPerson(owner, f, 'employee', 'Vic', { state: 'VIC' });
    const sydneysider = await linkedPerson(owner, f, 'employee', 'Syd', { state: 'NSW' });
    const dates = { start_date: '2027-03-05', end_date: '2027-03-09' };
    const vic = await madeRequest(victorian.user, body(victorian, dates));
    expect(vic.hours).toBe('15.20');
    const nsw = await madeRequest(sydneysider.user, body(sydneysider, dates));
    expect(nsw.hours).toBe('22.80');
    // Australia Day, everywhere.
    const national = await madeRequest(
      sydneysider.user,
      body(sydneysider, { start_date: '2027-01-22', end_date: '2027-01-27' }),
    );
    expect(national.hours).toBe('22.80');
    const calendar = await request('GET', `/leave/calendar?organization_id=${org}&month=2027-03`, {
      token: owner.token,
    });
    expect(calendar.body.data.holidays).toContainEqual({ date: '2027-03-08', name: 'Labour Day', states: ['VIC'] });
    for (const made of [vic, nsw, national]) await decide(owner, made, 'cancel');
  });
});

describe('deciding', () => {
  it('the manager approves their report: the balance takes the hours through the ledger, the employee hears of it', async () => {
    const made = await madeRequest(
      worker.user,
      body(worker, { start_date: '2027-06-07', end_date: '2027-06-11', reason: 'Beach' }),
    );
    expect((await balanceOf(owner, worker.employee.id, ANNUAL, '2027-06-30')).pending_hours).toBe('38.00');

    const toApprove = await listOf(manager.user, org, 'to_approve');
    expect(toApprove.map((row) => row.request_id)).toContain(made.request_id);
    expect(toApprove.find((row) => row.request_id === made.request_id).can_approve).toBe(true);
    expect(await listOf(otherManager.user, org, 'to_approve')).toEqual([]);
    expect((await decide(otherManager.user, made, 'approve')).status).toBe(404);
    expect((await decide(worker.user, made, 'approve')).status).toBe(403);

    const submitted = await notificationsOf(manager.user, org);
    expect(submitted.unread_count).toBeGreaterThanOrEqual(1);
    expect(submitted.data[0]).toMatchObject({
      kind: 'leave_submitted',
      link: `/dashboard/attendance/requests?view=to_approve&request=${made.request_id}`,
      read: false,
    });
    expect(submitted.data[0].body).toContain('38.00 hours of annual leave');
    const [mail] = await mailsWithSubject(
      manager.user.email,
      `Leave request from ${worker.employee.first_name} ${worker.employee.last_name}`,
      1,
    );
    expect(mail?.text).toContain(`/dashboard/attendance/requests?view=to_approve&request=${made.request_id}`);

    const approved = await decide(manager.user, made, 'approve', 'Enjoy');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', decision_comment: 'Enjoy', can_approve: false });
    const stale = await decide(manager.user, made, 'decline');
    expect(stale.status).toBe(409);

    const balance = await balanceOf(owner, worker.employee.id, ANNUAL, '2027-06-30');
    expect(balance).toMatchObject({ taken_hours: '38.00', pending_hours: '0.00' });

    const heard = await notificationsOf(worker.user, org);
    expect(heard.data[0]).toMatchObject({ kind: 'leave_approved', title: 'Your leave request was approved' });
    await mailsWithSubject(worker.user.email, 'Your leave request was approved', 1);

    // Cancelled before it starts: the hours come back, the manager hears of it.
    const cancelled = await decide(worker.user, approved.body.data, 'cancel');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await balanceOf(owner, worker.employee.id, ANNUAL, '2027-06-30')).toMatchObject({ taken_hours: '0.00' });
    expect((await notificationsOf(manager.user, org)).data[0].kind).toBe('leave_cancelled');
  });

  it('declines with a comment; nobody decides their own request; HR decides when there is no manager', async () => {
    const made = await madeRequest(worker.user, body(worker, { start_date: '2027-07-05', end_date: '2027-07-05' }));
    const declined = await decide(manager.user, made, 'decline', 'Stocktake');
    expect(declined.body.data).toMatchObject({ status: 'declined', decision_comment: 'Stocktake' });
    expect((await balanceOf(owner, worker.employee.id, ANNUAL, '2027-07-31')).pending_hours).toBe('0.00');
    expect((await decide(worker.user, declined.body.data, 'cancel')).status).toBe(409);

    const own = await madeRequest(manager.user, body(manager, { start_date: '2027-07-06', end_date: '2027-07-06' }));
    expect((await decide(manager.user, own, 'approve')).status).toBe(409);
    // The manager has no manager: the owner (HR) is told and decides.
    expect((await notificationsOf(owner, org)).data[0]).toMatchObject({ kind: 'leave_submitted' });
    expect((await decide(owner, own, 'approve')).status).toBe(200);
  });

  it("marks notifications read one at a time or all at once, only the caller's own", async () => {
    const list = await notificationsOf(manager.user, org);
    const first = list.data[0];
    expect(
      (await request('PATCH', `/notifications/${first.notification_id}/read`, { token: worker.user.token })).status,
    ).toBe(404);
    const read = await request('PATCH', `/notifications/${first.notification_id}/read`, { token: manager.user.token });
    expect(read.body.data.read).toBe(true);
    await request('POST', '/notifications/read-all', { token: manager.user.token, body: { organization_id: org } });
    expect((await notificationsOf(manager.user, org)).unread_count).toBe(0);
  });
});

describe('family and domestic violence leave', () => {
  it('is named only to the employee and those granted confidential leave; the manager sees "Leave"', async () => {
    const made = await madeRequest(
      worker.user,
      body(worker, { leave_type_id: FDV, start_date: '2027-08-02', end_date: '2027-08-03', reason: 'Private' }),
    );
    expect(made.leave_type_name).toBe('Family and Domestic Violence Leave');
    const seen = (await listOf(manager.user, org, 'to_approve')).find((row) => row.request_id === made.request_id);
    expect(seen).toMatchObject({ leave_type_name: 'Leave', leave_type_id: null, leave_type_code: null, reason: null });
    const single = await request('GET', `/leave/requests/${made.request_id}`, { token: manager.user.token });
    expect(single.body.data.leave_type_name).toBe('Leave');
    const note = (await notificationsOf(manager.user, org)).data[0];
    expect(note.body).toContain('of leave');
    expect(JSON.stringify(note)).not.toMatch(/violence/i);
    const calendar = await request('GET', `/leave/calendar?organization_id=${org}&month=2027-08`, {
      token: manager.user.token,
    });
    expect(
      calendar.body.data.absences.find((row: { request_id: number }) => row.request_id === made.request_id),
    ).toMatchObject({
      leave_type_name: 'Leave',
      status: 'pending',
    });
    const hr = (await listOf(owner, org, 'all')).find((row) => row.request_id === made.request_id);
    expect(hr).toMatchObject({ leave_type_name: 'Family and Domestic Violence Leave', reason: 'Private' });
    expect((await decide(manager.user, made, 'approve')).status).toBe(200);
    // The audit log is read with audit.view alone: it names neither the type nor its balance.
    const log = await request('GET', `/organizations/${org}/audit-log?per_page=100&module=leave`, {
      token: owner.token,
    });
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.body)).not.toMatch(/violence|fdv/i);
  });
});

describe('attachments', () => {
  it('are verified and linked; a file that is not what it says is refused; a confidential one is hidden', async () => {
    const fake = await uploadAttachment(worker.user, org, Buffer.from('not a pdf at all'));
    const refused = await requestLeave(
      worker.user,
      body(worker, { start_date: '2027-11-01', end_date: '2027-11-01', attachment_upload_id: fake }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors.attachment_upload_id).toEqual(['The attachment must be a PDF, PNG or JPEG file.']);
    const real = await uploadAttachment(worker.user, org, PDF_BYTES);
    const made = await madeRequest(
      worker.user,
      body(worker, {
        leave_type_id: FDV,
        start_date: '2027-11-01',
        end_date: '2027-11-01',
        attachment_upload_id: real,
      }),
    );
    expect(made.attachment).toMatchObject({ file_name: 'certificate.pdf', content_type: 'application/pdf' });
    const own = await request('GET', `/leave/requests/${made.request_id}/attachment`, { token: worker.user.token });
    expect(own.status).toBe(200);
    expect(await (await fetch(own.body.data.url)).text()).toBe(PDF_BYTES.toString());
    const seen = await request('GET', `/leave/requests/${made.request_id}`, { token: manager.user.token });
    expect(seen.body.data.attachment).toBeNull();
    const hidden = await request('GET', `/leave/requests/${made.request_id}/attachment`, { token: manager.user.token });
    expect(hidden.status).toBe(404);
    await decide(worker.user, made, 'cancel');
  });
});

describe('the team calendar', () => {
  it("shows approved and pending leave in every month a request touches, within the caller's reach", async () => {
    const made = await madeRequest(worker.user, body(worker, { start_date: '2027-09-27', end_date: '2027-10-05' }));
    for (const month of ['2027-09', '2027-10']) {
      const answer = await request('GET', `/leave/calendar?organization_id=${org}&month=${month}`, {
        token: manager.user.token,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.data.absences.map((row: { request_id: number }) => row.request_id)).toContain(made.request_id);
    }
    const outside = await request('GET', `/leave/calendar?organization_id=${org}&month=2027-09`, {
      token: otherManager.user.token,
    });
    expect(outside.body.data.absences).toEqual([]);
    const mine = await listOf(worker.user, org, 'mine');
    // Newest start first: the cancelled November request, then this one.
    expect(mine.slice(0, 2).map((row) => [row.start_date, row.status])).toEqual([
      ['2027-11-01', 'cancelled'],
      ['2027-09-27', 'pending'],
    ]);
  });
});
