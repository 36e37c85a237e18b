import type { AuditChange } from '@wattle/shared/audit';
import {
  type CalibrationRow,
  calibrationInput,
  POTENTIAL_LABELS,
  type Potential,
} from '@wattle/shared/review-calibration';
import { entityCursor, storePage } from '../db/paging.ts';
import { type TransactionItem, transactWrite } from '../db/transactions.ts';
import { type DirectoryEntry, readDirectory } from '../employees/directory.ts';
import { VisibleError } from '../error.ts';
import { fieldsOrNull } from '../item-fields.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { fullName, requireOrganizationWide } from './review-access.ts';
import { locatedCycle, SUBJECTS_PER_PAGE, subjectOf } from './review-cycles.ts';
import { type ReviewCycleItem, type ReviewSubjectItem, reviewSubjectEntity } from './review-entities.ts';
import { cycleAudit, subjectPut } from './review-writes.ts';

/**
 * Calibration (issue 29 §2; docs/performance-management.md, "Calibration"): HR and senior managers
 * — a role holding performance approve over the whole organization — read each reviewee's manager
 * rating and set a calibrated rating (1–5) and a potential (low/medium/high), each change with a
 * reason, version-checked, and audited with before → after and the reason. Open while the cycle is
 * active; once shared it is closed (the reviewee then sees the calibrated rating).
 */

/** The cycle, for a caller who calibrates (403 otherwise; 404 for another organization's). */
export async function calibratedCycle(cycleId: number): Promise<ReviewCycleItem> {
  requireOrganizationWide('approve');
  return locatedCycle(cycleId);
}

export function managerNames(directory: readonly DirectoryEntry[]) {
  const names = new Map(directory.map((entry) => [entry.employee_id, fullName(entry)]));
  return (id: number) => (id ? (names.get(id) ?? null) : null);
}

export function toCalibrationRow(item: ReviewSubjectItem, managerName: (id: number) => string | null): CalibrationRow {
  return {
    employee_id: item.employee_id,
    employee_name: item.employee_name,
    manager_employee_id: item.manager_employee_id || null,
    manager_name: managerName(item.manager_employee_id),
    ...fieldsOrNull(item, 'manager_rating', 'calibrated_rating', 'potential'),
    reason: item.calibration_reason ?? null,
    calibrated_at: item.calibrated_at ?? null,
    version: item.version,
  };
}

/** GET /performance/cycles/{id}/calibration: the reviewees' ratings, ONE Query a page. */
export async function calibrationTable(cycleId: number, query: Record<string, string | undefined>) {
  const cycle = await calibratedCycle(cycleId);
  const organizationId = cycle.organization_id;
  const [page, directory] = await Promise.all([
    storePage(['review calibration', organizationId, cycleId], query.cursor, {
      perPage: SUBJECTS_PER_PAGE,
      read: (cursor, limit) =>
        reviewSubjectEntity()
          .query.byCycle({ organization_id: organizationId, cycle_id: cycleId })
          .go({ cursor, limit }),
      cursorOf: entityCursor(reviewSubjectEntity(), 'byCycle'),
    }),
    readDirectory(organizationId),
  ]);
  const names = managerNames(directory);
  return {
    cycle: { id: cycle.cycle_id, name: cycle.name, status: cycle.status, version: cycle.version },
    open: cycle.status === 'active',
    data: page.data.map((item) => toCalibrationRow(item, names)),
    next_cursor: page.nextCursor,
    per_page: SUBJECTS_PER_PAGE,
  };
}

export function requireOpen(cycle: ReviewCycleItem): void {
  if (cycle.status === 'shared') throw VisibleError.conflict('The cycle is shared: calibration is closed.');
  if (cycle.status !== 'active') throw VisibleError.conflict('Calibration opens once the cycle is launched.');
}

const ratingText = (value: number | undefined) => (value === undefined ? null : String(value));
const potentialText = (value: Potential | undefined) => (value === undefined ? null : POTENTIAL_LABELS[value]);

/**
 * The writes of one adjustment (the reviewee's record on condition of its version, and the audit
 * event with before → after and the reason), or null when nothing changes.
 */
export function calibrationWrites(
  cycle: ReviewCycleItem,
  subject: ReviewSubjectItem,
  next: { calibrated_rating: number; potential: Potential },
  reason: string,
  now: string,
): { after: ReviewSubjectItem; items: TransactionItem[] } | null {
  const changes: AuditChange[] = [];
  if (subject.calibrated_rating !== next.calibrated_rating)
    changes.push({
      field: 'calibrated_rating',
      label: 'Calibrated rating',
      before: ratingText(subject.calibrated_rating),
      after: String(next.calibrated_rating),
    });
  if (subject.potential !== next.potential)
    changes.push({
      field: 'potential',
      label: 'Potential',
      before: potentialText(subject.potential),
      after: POTENTIAL_LABELS[next.potential],
    });
  if (changes.length === 0) return null;
  const after: ReviewSubjectItem = {
    ...subject,
    calibrated_rating: next.calibrated_rating,
    potential: next.potential,
    calibration_reason: reason,
    calibrated_at: now,
    version: subject.version + 1,
    updated_at: now,
  };
  const described = changes.map((change) => `${change.label} ${change.before ?? '–'} → ${change.after}`).join(', ');
  return {
    after,
    items: [
      subjectPut(subject, after),
      cycleAudit(cycle, `Calibrated ${subject.employee_name}: ${described} (reason: ${reason})`, [
        ...changes,
        { field: 'reason', label: 'Reason', before: null, after: reason },
      ]),
    ],
  };
}

export const STALE_CALIBRATION = 'The reviewee was calibrated by someone else. Reload and try again.';

/** PUT /performance/cycles/{id}/calibration/{employeeId}: one reviewee's rating and potential, with the reason. */
export async function calibrate(cycleId: number, employeeId: number, input: unknown): Promise<CalibrationRow> {
  const data = parseInput(calibrationInput, input);
  const cycle = await calibratedCycle(cycleId);
  const subject = await subjectOf(cycle, employeeId);
  requireOpen(cycle);
  checkVersion(data.version, subject.version);
  const writes = calibrationWrites(cycle, subject, data, data.reason, new Date().toISOString());
  if (!writes) throw VisibleError.validation({ calibrated_rating: ['Nothing changed.'] });
  const result = await transactWrite(writes.items);
  if (result.canceled) throw VisibleError.conflict(STALE_CALIBRATION);
  return toCalibrationRow(writes.after, managerNames(await readDirectory(cycle.organization_id)));
}
