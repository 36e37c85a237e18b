import { nominationDecisionInput, nominationInput } from '@wattle/shared/reviews';
import { organizationAccess } from '../access/permissions.ts';
import { transactWrite } from '../db/transactions.ts';
import { readDirectory } from '../employees/directory.ts';
import { VisibleError } from '../error.ts';
import { fieldsOf } from '../item-fields.ts';
import { parseInput } from '../validation.ts';
import { performanceCounter } from './performance-entities.ts';
import { fullName, reachFor } from './review-access.ts';
import { locatedCycle, subjectOf } from './review-cycles.ts';
import type { ReviewCycleItem, ReviewSubjectItem } from './review-entities.ts';
import { newForm } from './review-launch.ts';
import { cycleAudit, subjectPut } from './review-writes.ts';

/**
 * Peer nomination (issue 29 §2): the reviewee (or their manager or HR) proposes peers, up to the
 * cycle's maximum; the reviewee's manager (or HR) approves or declines each, never the reviewee.
 * An approved peer gets a peer form, written with the decision.
 */

function requireNominating(cycle: ReviewCycleItem) {
  if (!cycle.stages.some((item) => item.stage === 'nominate'))
    throw VisibleError.conflict('This cycle has no peer nomination.');
  if (cycle.status !== 'active') throw VisibleError.conflict('The cycle is not open.');
}

const toNominations = (subject: ReviewSubjectItem) => ({
  ...fieldsOf(subject, 'employee_id', 'employee_name', 'peers', 'forms_total', 'version'),
});

async function putSubject(before: ReviewSubjectItem, after: ReviewSubjectItem, extra: unknown[]) {
  const result = await transactWrite([subjectPut(before, after), ...extra]);
  if (result.canceled)
    throw VisibleError.conflict('The nominations were changed by someone else. Reload and try again.');
}

/** POST /performance/cycles/{id}/nominations. */
export async function nominatePeers(cycleId: number, input: unknown) {
  const data = parseInput(nominationInput, input);
  const cycle = await locatedCycle(cycleId);
  const own = organizationAccess().employeeId;
  const revieweeId = data.employee_id ?? own;
  if (!revieweeId) throw VisibleError.notFound('Reviewee');
  const directory = await readDirectory(cycle.organization_id);
  const reach = reachFor('create', directory);
  if (revieweeId !== own && reach && !reach.has(revieweeId)) throw VisibleError.notFound('Reviewee');
  requireNominating(cycle);
  const subject = await subjectOf(cycle, revieweeId);
  const byId = new Map(directory.filter((entry) => !entry.trashed_at).map((entry) => [entry.employee_id, entry]));
  const listed = new Set(subject.peers.map((peer) => peer.employee_id));
  const added = [...new Set(data.peer_ids)].filter((id) => !listed.has(id));
  for (const id of added) {
    if (id === revieweeId) throw VisibleError.validation({ peer_ids: ['A reviewee is not their own peer.'] });
    if (!byId.has(id)) throw VisibleError.validation({ peer_ids: ['Choose employees of this organization.'] });
  }
  const counted = subject.peers.filter((peer) => peer.status !== 'declined').length + added.length;
  if (counted > cycle.max_peers)
    throw VisibleError.validation({ peer_ids: [`At most ${cycle.max_peers} peers in this cycle.`] });
  const now = new Date().toISOString();
  const after: ReviewSubjectItem = {
    ...subject,
    peers: [
      ...subject.peers,
      ...added.map((id) => ({
        employee_id: id,
        name: fullName(byId.get(id) as NonNullable<ReturnType<typeof byId.get>>),
        status: 'proposed' as const,
      })),
    ],
    version: subject.version + 1,
    updated_at: now,
  };
  await putSubject(subject, after, []);
  return toNominations(after);
}

/** POST /performance/cycles/{id}/nominations/decide: the reviewee's manager (or HR) decides. */
export async function decideNominations(cycleId: number, input: unknown) {
  const data = parseInput(nominationDecisionInput, input);
  const cycle = await locatedCycle(cycleId);
  const own = organizationAccess().employeeId;
  const reach = reachFor('approve', await readDirectory(cycle.organization_id));
  if (reach && !reach.has(data.employee_id)) throw VisibleError.notFound('Reviewee');
  if (data.employee_id === own)
    throw new VisibleError('forbidden', 'Your own nominations are approved by your manager.');
  requireNominating(cycle);
  const subject = await subjectOf(cycle, data.employee_id);
  const approve = new Set(data.approve);
  const decline = new Set(data.decline);
  const approved = subject.peers.filter((peer) => peer.status === 'proposed' && approve.has(peer.employee_id));
  const now = new Date().toISOString();
  const first =
    approved.length > 0
      ? ((
          await performanceCounter()
            .update({ name: 'review' })
            .add({ value: approved.length })
            .go({ response: 'all_new' })
        ).data.value as number) -
        approved.length +
        1
      : 0;
  const after: ReviewSubjectItem = {
    ...subject,
    peers: subject.peers.map((peer) =>
      peer.status !== 'proposed'
        ? peer
        : approve.has(peer.employee_id)
          ? { ...peer, status: 'approved' as const }
          : decline.has(peer.employee_id)
            ? { ...peer, status: 'declined' as const }
            : peer,
    ),
    forms_total: subject.forms_total + approved.length,
    version: subject.version + 1,
    updated_at: now,
  };
  const reviewee = { employee_id: subject.employee_id, name: subject.employee_name };
  await putSubject(subject, after, [
    ...approved.flatMap((peer, index) =>
      newForm(cycle, first + index, reviewee, { employee_id: peer.employee_id, name: peer.name }, 'peer', now),
    ),
    cycleAudit(cycle, `Decided the peer nominations of ${subject.employee_name} (${approved.length} approved)`),
  ]);
  return toNominations(after);
}
