import { showDay } from '@wattle/shared/calendar';
import { CONFIDENTIAL_LEAVE_LABEL } from '@wattle/shared/leave-request-constants';
import { unitsToHours } from '@wattle/shared/work-pattern';
import { config } from '../config.ts';
import { type MailMessage, sendAfterCommit } from '../mail/mailer.ts';
import { leaveRequestMail } from '../mail/templates.ts';
import type { NewNotification } from './notifications.ts';
import type { LeaveRequestItem } from './request-entities.ts';
import type { Person } from './request-people.ts';
import { isConfidential, typeLabelFor } from './request-views.ts';

/**
 * What each step of a request tells whom, in the bell and by e-mail (sent after the step commits).
 * A confidential request's type is named only to people who may see it: to the employee, and to
 * members whose role holds the confidential_leave field group; everyone else reads "Leave".
 */

export const REQUESTS_PATH = '/dashboard/attendance/requests';
/** The screen's tab the reader finds the request on: theirs to decide, their own, or all. */
/** The bell's leave kinds (rostering has its own). */
type LeaveKind = Extract<NewNotification['kind'], `leave_${string}`>;
const VIEW_OF: Record<LeaveKind, string> = {
  leave_submitted: 'to_approve',
  leave_approved: 'mine',
  leave_declined: 'mine',
  leave_cancelled: 'all',
};
const linkOf = (item: LeaveRequestItem, kind: LeaveKind) =>
  `${REQUESTS_PATH}?view=${VIEW_OF[kind]}&request=${item.request_id}`;

export const datesOf = (item: Pick<LeaveRequestItem, 'start_date' | 'end_date'>) =>
  item.start_date === item.end_date
    ? showDay(item.start_date)
    : `${showDay(item.start_date)} to ${showDay(item.end_date)}`;

export interface StepMessages {
  inApp: NewNotification[];
  mail: MailMessage[];
  /** The type as the audit log names it (never a confidential type). */
  auditType: string;
}

function messagesTo(
  people: readonly Person[],
  item: LeaveRequestItem,
  kind: LeaveKind,
  compose: (type: string) => { title: string; body: string; subject: string },
): Omit<StepMessages, 'auditType'> {
  const url = `${config().APP_URL}${linkOf(item, kind)}`;
  const inApp: NewNotification[] = [];
  const mail: MailMessage[] = [];
  for (const person of people) {
    const type = typeLabelFor(item, person.sees_confidential);
    const text = compose(type);
    inApp.push({ userId: person.user_id, kind, title: text.title, body: text.body, link: linkOf(item, kind) });
    if (person.email) {
      mail.push(leaveRequestMail(person, { subject: text.subject, heading: text.title, paragraphs: [text.body], url }));
    }
  }
  return { inApp, mail };
}

const auditTypeOf = (item: LeaveRequestItem) =>
  (isConfidential(item) ? CONFIDENTIAL_LEAVE_LABEL : item.leave_type_name).toLowerCase();

/** Submitted: each approver hears of it. */
export function submittedNotifications(
  item: LeaveRequestItem,
  employeeName: string,
  approvers: readonly Person[],
): StepMessages {
  return {
    ...messagesTo(approvers, item, 'leave_submitted', (type) => ({
      title: `Leave request from ${employeeName}`,
      body: `${employeeName} asked for ${unitsToHours(item.units)} hours of ${type.toLowerCase()}, ${datesOf(item)}.`,
      subject: `Leave request from ${employeeName}`,
    })),
    auditType: auditTypeOf(item),
  };
}

/** Approved or declined: the employee hears of it (with the comment). */
export function decidedNotifications(
  item: LeaveRequestItem,
  decision: 'approved' | 'declined',
  employee: Person | undefined,
  decidedBy: string,
): StepMessages {
  const comment = item.decision_comment ? ` Comment: ${item.decision_comment}` : '';
  return {
    ...messagesTo(employee ? [{ ...employee, sees_confidential: true }] : [], item, `leave_${decision}`, (type) => ({
      title: `Your leave request was ${decision}`,
      body: `${decidedBy} ${decision} your ${type.toLowerCase()} request, ${datesOf(item)} (${unitsToHours(item.units)} hours).${comment}`,
      subject: `Your leave request was ${decision}`,
    })),
    auditType: auditTypeOf(item),
  };
}

/** Cancelled: the approvers (and whoever decided it) hear of it. */
export function cancelledNotifications(
  item: LeaveRequestItem,
  employeeName: string,
  approvers: readonly Person[],
): StepMessages {
  return {
    ...messagesTo(approvers, item, 'leave_cancelled', (type) => ({
      title: `Leave request cancelled: ${employeeName}`,
      body: `${employeeName}'s ${type.toLowerCase()} request, ${datesOf(item)} (${unitsToHours(item.units)} hours), was cancelled.`,
      subject: `Leave request cancelled: ${employeeName}`,
    })),
    auditType: auditTypeOf(item),
  };
}

export const sendRequestMail = (what: string, messages: MailMessage[]) => sendAfterCommit(what, messages);
