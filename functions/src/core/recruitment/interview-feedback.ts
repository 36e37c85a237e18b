import { type Interview, interviewFeedbackInput } from '@wattle/shared/hiring';
import { holdsPermission, organizationAccess } from '../access/permissions.ts';
import { useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { writeTransaction } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { parseInput } from '../validation.ts';
import { activePeople, getInterview, interviewAudit, interviewWrites, resolveInterview } from './interviews.ts';

/**
 * Feedback is the interviewer's own: a member may record it only as that interviewer (the
 * employee record their membership is linked to, see self-service); a role that may edit
 * recruitment for anyone (then shown as entered by them). Returns whether it is entered for someone else.
 */
export const FEEDBACK_NOT_YOURS_MESSAGE =
  'Only the interviewer, or someone who may edit recruitment, can record this feedback.';

function assertMayEnterFeedback(interviewerId: number): boolean {
  const { employeeId } = organizationAccess();
  if (employeeId !== undefined && employeeId === interviewerId) return false;
  if (holdsPermission('recruitment', 'edit')) return true;
  throw new VisibleError('forbidden', FEEDBACK_NOT_YOURS_MESSAGE);
}

/**
 * Records (or replaces) one interviewer's score and notes; the interview becomes completed and the
 * applicant's feedback totals change by the same amount in the same transaction.
 */
export async function recordFeedback(interviewId: number, input: unknown): Promise<Interview> {
  const data = parseInput(interviewFeedbackInput, input);
  const current = await resolveInterview(interviewId);
  if (current.status === 'cancelled') throw VisibleError.conflict('A cancelled interview takes no feedback.');
  if (!current.interviewer_ids.includes(data.interviewer_id)) {
    throw VisibleError.validation({ interviewer_id: ['Only an interviewer of this interview can give feedback.'] });
  }
  const people = await activePeople(current.organization_id);
  const enteredFor = assertMayEnterFeedback(data.interviewer_id);
  const user = useUser();
  const now = new Date().toISOString();
  const previous = (current.feedback ?? []).find((entry) => entry.interviewer_id === data.interviewer_id);
  const feedback = [
    ...(current.feedback ?? []).filter((entry) => entry.interviewer_id !== data.interviewer_id),
    {
      interviewer_id: data.interviewer_id,
      score: data.score,
      ...(data.notes ? { notes: data.notes } : {}),
      recorded_at: now,
      entered_by_id: user.id,
      entered_by: user.name,
      entered_for: enteredFor,
    },
  ];
  const interviewer = people.get(data.interviewer_id);
  const interviewerName = interviewer
    ? `${interviewer.first_name} ${interviewer.last_name}`
    : `#${data.interviewer_id}`;
  const result = await writeTransaction(
    interviewWrites().transaction.write(({ interview, applicant }) => [
      interview
        .patch({ organization_id: current.organization_id, interview_id: interviewId })
        .set({ feedback, status: 'completed', version: current.version + 1, updated_at: now })
        .where(({ version }, { eq }) => eq(version, current.version))
        .commit(),
      applicant
        .update({ organization_id: current.organization_id, applicant_id: current.applicant_id })
        .add({ feedback_sum: data.score - (previous?.score ?? 0), feedback_count: previous ? 0 : 1 })
        .where(({ applicant_id }, { exists }) => exists(applicant_id))
        .commit(),
      auditPut({
        ...interviewAudit('update', current, { ...current, status: 'completed' }, people),
        summary: `${previous ? 'Changed' : 'Recorded'} feedback of ${interviewerName} on ${current.applicant_name}: ${data.score.toFixed(1)}${enteredFor ? ` (entered by ${user.name})` : ''}`,
        changes: [
          {
            field: `feedback.${data.interviewer_id}`,
            label: `Feedback of ${interviewerName}`,
            before: previous ? previous.score.toFixed(1) : null,
            after: data.score.toFixed(1),
          },
        ],
      }),
    ]),
  );
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return getInterview(interviewId);
}
