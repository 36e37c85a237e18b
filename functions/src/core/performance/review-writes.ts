import type { AuditChange } from '@wattle/shared/audit';
import { auditPut } from '../audit/audit.ts';
import { committed } from '../db/transactions.ts';
import { type ReviewCycleItem, type ReviewSubjectItem, reviewSubjectEntity } from './review-entities.ts';

/**
 * The two writes a change to a review cycle's reviewees goes with, written once: the reviewee's new
 * state on condition of the version read, and the cycle's audit event.
 */

/** Puts a reviewee's new state on condition of the version `before` was read at. */
export const subjectPut = (before: ReviewSubjectItem, after: ReviewSubjectItem) =>
  committed(
    reviewSubjectEntity()
      .put(after)
      .where(({ version }, { eq }) => eq(version, before.version)),
  );

/** The audit event of an update to a cycle (its state, a reviewee's nominations, calibration, acknowledgement). */
export const cycleAudit = (cycle: ReviewCycleItem, summary: string, changes?: AuditChange[]) =>
  auditPut({
    organizationId: cycle.organization_id,
    module: 'performance',
    action: 'update',
    record: { type: 'review_cycle', id: cycle.cycle_id, label: cycle.name },
    summary,
    ...(changes ? { changes } : {}),
  });
