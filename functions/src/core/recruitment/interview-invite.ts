import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { organizationProfile } from '../organizations/memberships.ts';
import { activePeople, resolveInterview, toInterview } from './interviews.ts';

/**
 * An iCalendar (RFC 5545) invite for the interview, built with ical-generator: it escapes text,
 * folds long lines and writes CRLFs as the standard requires, so a CR or newline in a name or a
 * note cannot start a property of its own. METHOD:REQUEST with the organization as ORGANIZER and
 * the interviewers as attendees makes it an invitation mail clients accept; SEQUENCE follows the
 * interview's version so a change or cancellation replaces the earlier invite.
 */
export async function interviewInvite(interviewId: number): Promise<{ fileName: string; body: string }> {
  const item = await resolveInterview(interviewId);
  const people = await activePeople(item.organization_id);
  const interview = toInterview(item, people);
  const organization = organizationProfile(item.organization_id);
  const calendar = ical({
    prodId: { company: 'Wattle HR', product: 'Interviews', language: 'EN' },
    method: ICalCalendarMethod.REQUEST,
  });
  const names = interview.interviewers.map((person) => `${person.first_name} ${person.last_name}`).join(', ');
  calendar.createEvent({
    id: `interview-${interview.id}@wattle-hr`,
    sequence: interview.version,
    stamp: new Date(),
    start: new Date(interview.starts_at),
    end: new Date(interview.ends_at),
    summary: `${interview.interview_type} interview: ${interview.applicant_name} (${interview.job_title})`,
    location: interview.location,
    description: `Interviewers: ${names}${interview.notes ? `\n\n${interview.notes}` : ''}`,
    status: interview.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: organization.name, email: organization.contactEmail },
    attendees: interview.interviewers.flatMap((person) => {
      const email = people.get(person.id)?.personal_email;
      return email
        ? [{ name: `${person.first_name} ${person.last_name}`, email, role: ICalAttendeeRole.REQ, rsvp: true }]
        : [];
    }),
  });
  return { fileName: `interview-${interview.id}.ics`, body: calendar.toString() };
}
