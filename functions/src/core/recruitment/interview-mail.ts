import { sendAfterCommit } from '../mail/mailer.ts';
import { interviewMail } from '../mail/templates.ts';
import { organizationProfile } from '../tenancy/memberships.ts';
import type { InterviewItem } from './interview-entity.ts';
import { interviewersOf, type People, peopleFor } from './interviewers.ts';

interface Attendee {
  name: string;
  email: string;
}

/** The interviewers who have an e-mail address (members). */
function interviewerAttendees(item: InterviewItem, people: People): Attendee[] {
  return interviewersOf(item, people).flatMap((ref) => {
    const email = ref.user_id === null ? '' : (people.members.get(ref.user_id)?.email ?? '');
    return email ? [{ name: ref.name, email }] : [];
  });
}

/**
 * An iCalendar (RFC 5545) invite for the interview, built with ical-generator (already the
 * project's calendar library: it escapes text, folds long lines and writes CRLFs, so a CR or newline
 * in a name or a note cannot start a property of its own). METHOD:REQUEST with the organization as
 * ORGANIZER and the applicant and interviewers as attendees makes it an invitation mail clients
 * accept; a cancelled interview is METHOD:CANCEL. SEQUENCE follows the interview's version so a
 * change or cancellation replaces the earlier invite (same UID). ical-generator loads with the first
 * invite, not at a cold start.
 */
export async function interviewCalendar(
  item: InterviewItem,
  people: People,
  applicant: Attendee | null,
): Promise<string> {
  const { default: ical, ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } = await import('ical-generator');
  const organization = organizationProfile(item.organization_id);
  const cancelled = item.status === 'cancelled';
  const calendar = ical({
    prodId: { company: 'Wattle HR', product: 'Interviews', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const interviewers = interviewerAttendees(item, people);
  const names = interviewersOf(item, people)
    .map((ref) => ref.name)
    .join(', ');
  calendar.createEvent({
    id: `interview-${item.interview_id}@wattle-hr`,
    sequence: item.version,
    stamp: new Date(),
    start: new Date(item.starts_at),
    end: new Date(item.ends_at),
    summary: `${item.interview_type} interview: ${item.applicant_name} (${item.job_title})`,
    location: item.location,
    description: `Interviewers: ${names}${item.notes ? `\n\n${item.notes}` : ''}`,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: organization.name, email: organization.contactEmail },
    attendees: [...(applicant ? [applicant] : []), ...interviewers].map((person) => ({
      ...person,
      role: ICalAttendeeRole.REQ,
      rsvp: !cancelled,
    })),
  });
  return calendar.toString();
}

/**
 * The invite of one interview, for download into the reader's own calendar: the names saved with
 * the interview, no attendee addresses (the e-mailed invites carry those), so it costs no member or
 * applicant reads.
 */
export async function interviewInvite(item: InterviewItem): Promise<{ fileName: string; body: string }> {
  const people = await peopleFor(item.organization_id, [item]);
  return { fileName: `interview-${item.interview_id}.ics`, body: await interviewCalendar(item, people, null) };
}

/** When the interview starts, in its time zone: "Tuesday 3 March 2026 at 9:30 am" (without the weekday: "3 March …"). */
export const startText = (item: InterviewItem, withWeekday = true) =>
  new Date(item.starts_at).toLocaleString('en-AU', {
    ...(withWeekday ? { weekday: 'long' as const } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: item.timezone,
  });

const whenText = (item: InterviewItem) => `${startText(item)} (${item.timezone})`;

/**
 * E-mails the applicant and the interviewers that the interview was scheduled, changed or
 * cancelled, each with the invite (or its cancellation) attached as an .ics file. Sent after the
 * change committed; a message that cannot go out is logged and the change stands. `removed`:
 * interviewers taken off a changed interview, who get its cancellation.
 */
export async function notifyInterview(
  item: InterviewItem,
  people: People,
  applicantEmail: string | null,
  change: 'scheduled' | 'changed' | 'cancelled',
  removed: number[] = [],
): Promise<void> {
  const applicant = applicantEmail ? { name: item.applicant_name, email: applicantEmail } : null;
  const notice = {
    organization: organizationProfile(item.organization_id).name,
    applicant: item.applicant_name,
    jobTitle: item.job_title,
    type: item.interview_type,
    when: whenText(item),
    durationMinutes: item.duration_minutes,
    location: item.location ?? null,
    interviewers: interviewersOf(item, people)
      .map((ref) => ref.name)
      .join(', '),
  };
  const invite = (calendar: string, cancelled: boolean) => [
    {
      filename: cancelled ? 'cancel.ics' : 'invite.ics',
      content: calendar,
      contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
    },
  ];
  const current = invite(await interviewCalendar(item, people, applicant), change === 'cancelled');
  const messages = [
    ...(applicant ? [{ ...interviewMail(applicant, notice, change, true), attachments: current }] : []),
    ...interviewerAttendees(item, people).map((person) => ({
      ...interviewMail(person, notice, change, false),
      attachments: current,
    })),
  ];
  if (removed.length > 0) {
    const withoutThem = {
      ...item,
      status: 'cancelled' as const,
      interviewer_user_ids: removed,
      interviewer_ids: undefined,
    };
    const cancellation = invite(await interviewCalendar(withoutThem, people, null), true);
    for (const person of interviewerAttendees(withoutThem, people)) {
      messages.push({ ...interviewMail(person, notice, 'cancelled', false), attachments: cancellation });
    }
  }
  await sendAfterCommit(`interview ${change}`, messages);
}
