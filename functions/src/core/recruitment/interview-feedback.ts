import { type Interview, interviewFeedbackInput } from '@wattle/shared/hiring';
import { holdsPermission } from '../access/permissions.ts';
import { useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { writeTransaction } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { parseInput } from '../validation.ts';
import type { InterviewItem } from './interview-entity.ts';
import { startText } from './interview-mail.ts';
import { interviewersOf, type People, peopleFor } from './interviewers.ts';
import { interviewAudit, interviewWrites, resolveInterview, toInterview } from './interviews.ts';

export const FEEDBACK_NOT_YOURS_MESSAGE =
  'Only the interviewer, or someone who may edit recruitment, can record this feedback.';

/**
 * Feedback is the interviewer's own: a member records it as themself; a role that may edit
 * recruitment (recruitment.edit: owners, admins, HR managers) may enter it for another interviewer,
 * and the entry then shows who entered it. Returns whether it is entered for someone else.
 */
function assertMayEnterFeedback(interviewerUserId: number): boolean {
  if (useUser().id === interviewerUserId) return false;
  if (holdsPermission('recruitment', 'edit')) return true;
  throw new VisibleError('forbidden', FEEDBACK_NOT_YOURS_MESSAGE);
}

/** Feedback opens when the interview starts: before that there is nothing to score. */
function assertStarted(item: InterviewItem): void {
  if (item.status === 'cancelled') throw VisibleError.conflict('A cancelled interview takes no feedback.');
  if (Date.now() < Date.parse(item.starts_at)) {
    throw VisibleError.conflict(`Feedback can be recorded once the interview has started (${startText(item, false)}).`);
  }
}

/** Whether a stored entry is this interviewer's (a legacy entry names the employee of a linked member). */
function entryOf(item: InterviewItem, people: People, userId: number) {
  const legacyIds = item.interviewer_ids ?? [];
  const refs = interviewersOf(item, people);
  return (item.feedback ?? []).findIndex((entry) =>
    entry.interviewer_user_id !== undefined
      ? entry.interviewer_user_id === userId
      : refs[legacyIds.indexOf(entry.interviewer_id ?? -1)]?.user_id === userId,
  );
}

/**
 * Records (or replaces) one interviewer's score and notes, once the interview has started; the
 * applicant's feedback totals change by the same amount in the same transaction. The interview
 * shows Completed only after its end time (see effectiveStatus), not because of feedback.
 */
export async function recordFeedback(interviewId: number, input: unknown): Promise<Interview> {
  const data = parseInput(interviewFeedbackInput, input);
  const current = await resolveInterview(interviewId);
  const people = await peopleFor(current.organization_id, [current], true);
  const interviewer = interviewersOf(current, people).find((ref) => ref.user_id === data.interviewer_id);
  if (!interviewer) {
    throw VisibleError.validation({ interviewer_id: ['Only an interviewer of this interview can give feedback.'] });
  }
  const enteredFor = assertMayEnterFeedback(data.interviewer_id);
  assertStarted(current);
  const user = useUser();
  const now = new Date().toISOString();
  const index = entryOf(current, people, data.interviewer_id);
  const previous = index >= 0 ? current.feedback?.[index] : undefined;
  const feedback = [
    ...(current.feedback ?? []).filter((_, position) => position !== index),
    {
      interviewer_user_id: data.interviewer_id,
      score: data.score,
      ...(data.notes ? { notes: data.notes } : {}),
      recorded_at: now,
      entered_by_id: user.id,
      entered_by: user.name,
      entered_for: enteredFor,
    },
  ];
  const after = { ...current, feedback, version: current.version + 1, updated_at: now };
  const result = await writeTransaction(
    interviewWrites().transaction.write(({ interview, applicant }) => [
      interview
        .patch({ organization_id: current.organization_id, interview_id: interviewId })
        .set({ feedback, version: after.version, updated_at: now })
        .where(({ version }, { eq }) => eq(version, current.version))
        .commit(),
      applicant
        .update({ organization_id: current.organization_id, applicant_id: current.applicant_id })
        .add({ feedback_sum: data.score - (previous?.score ?? 0), feedback_count: previous ? 0 : 1 })
        .where(({ applicant_id }, { exists }) => exists(applicant_id))
        .commit(),
      auditPut({
        ...interviewAudit('update', current, after, people),
        summary: `${previous ? 'Changed' : 'Recorded'} feedback of ${interviewer.name} on ${current.applicant_name}: ${data.score.toFixed(1)}${enteredFor ? ` (entered by ${user.name})` : ''}`,
        changes: [
          {
            field: `feedback.${data.interviewer_id}`,
            label: `Feedback of ${interviewer.name}`,
            before: previous ? previous.score.toFixed(1) : null,
            after: data.score.toFixed(1),
          },
        ],
      }),
    ]),
  );
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return toInterview(after, people);
}
