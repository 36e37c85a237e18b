import {
  CALIBRATION_COLUMNS,
  type CalibrationCsvResult,
  type CalibrationCsvRow,
  calibrationCsvInput,
  MAX_CALIBRATION_ROWS,
  POTENTIAL_LABELS,
  POTENTIALS,
  type Potential,
} from '@wattle/shared/review-calibration';
import { type CsvExport, readCsv, toCsv } from '../csv.ts';
import { type TransactionItem, transactWrite } from '../db/transactions.ts';
import { readDirectory } from '../employees/directory.ts';
import { VisibleError } from '../error.ts';
import { parseInput } from '../validation.ts';
import {
  calibratedCycle,
  calibrationWrites,
  managerNames,
  requireOpen,
  STALE_CALIBRATION,
  toCalibrationRow,
} from './review-calibration.ts';
import { type ReviewCycleItem, type ReviewSubjectItem, reviewSubjectEntity } from './review-entities.ts';

/**
 * The calibration table as CSV, out and back in (issue 29 §2): the table's columns and the reason
 * (CALIBRATION_COLUMNS). Back in, a dry run lists per row what would change and what is wrong;
 * applying writes the changed rows (each with its reason, audited like a change on screen) only
 * when no row has an error. Only the calibrated rating and the potential are read back; the
 * employee's name, manager and manager rating are there to read.
 */

/** Every reviewee of the cycle (the whole range of `subject#<cycle>#`: a 1,000-person cycle is a few Query pages). */
async function allSubjects(cycle: ReviewCycleItem): Promise<ReviewSubjectItem[]> {
  const { data } = await reviewSubjectEntity()
    .query.byCycle({ organization_id: cycle.organization_id, cycle_id: cycle.cycle_id })
    .go({ pages: 'all' });
  return data;
}

/** GET /performance/cycles/{id}/calibration/csv. */
export async function exportCalibration(cycleId: number): Promise<CsvExport & { organizationId: number }> {
  const cycle = await calibratedCycle(cycleId);
  const [subjects, directory] = await Promise.all([allSubjects(cycle), readDirectory(cycle.organization_id)]);
  const names = managerNames(directory);
  const rows = subjects.map((subject) => {
    const row = toCalibrationRow(subject, names);
    return [
      row.employee_id,
      row.employee_name,
      row.manager_name ?? '',
      row.manager_rating ?? '',
      row.calibrated_rating ?? '',
      row.potential ? POTENTIAL_LABELS[row.potential] : '',
      row.reason ?? '',
    ];
  });
  return { ...(await toCsv(CALIBRATION_COLUMNS, rows)), organizationId: cycle.organization_id };
}

/** A cell as typed, without the quote an export puts before formula-looking text. */
const cellOf = (cell: string | undefined) => (cell ?? '').replace(/^'(?=[=+\-@])/, '').trim();

interface PlannedRow extends CalibrationCsvRow {
  subject?: ReviewSubjectItem;
  next?: { calibrated_rating: number; potential: Potential };
  reason?: string;
}

function planRow(
  cells: string[],
  column: (name: (typeof CALIBRATION_COLUMNS)[number]) => number,
  line: number,
  subjects: Map<number, ReviewSubjectItem>,
  seen: Set<number>,
): PlannedRow {
  const idText = cellOf(cells[column('Employee Id')]);
  const id = /^\d{1,12}$/.test(idText) ? Number(idText) : null;
  const row: PlannedRow = {
    line,
    employee_id: id,
    employee_name: cellOf(cells[column('Employee')]),
    changes: [],
    errors: [],
  };
  const subject = id === null ? undefined : subjects.get(id);
  if (!subject) {
    row.errors.push(id === null ? 'The employee id is missing or not a number.' : 'Not a reviewee of this cycle.');
    return row;
  }
  row.employee_name = subject.employee_name;
  if (seen.has(subject.employee_id)) {
    row.errors.push('This reviewee is on an earlier row too.');
    return row;
  }
  seen.add(subject.employee_id);
  const ratingText = cellOf(cells[column('Calibrated Rating')]);
  const potentialText = cellOf(cells[column('Potential')]).toLowerCase();
  let rating = subject.calibrated_rating;
  if (ratingText !== '') {
    if (/^[1-5]$/.test(ratingText)) rating = Number(ratingText);
    else row.errors.push('The calibrated rating is a whole number from 1 to 5.');
  }
  let potential = subject.potential;
  if (potentialText !== '') {
    if ((POTENTIALS as readonly string[]).includes(potentialText)) potential = potentialText as Potential;
    else row.errors.push('The potential is Low, Medium or High.');
  }
  if (row.errors.length > 0) return row;
  const changed = rating !== subject.calibrated_rating || potential !== subject.potential;
  if (!changed) return row;
  if (rating === undefined) row.errors.push('Give a calibrated rating (1 to 5).');
  if (potential === undefined) row.errors.push('Give a potential (Low, Medium or High).');
  const reason = cellOf(cells[column('Reason')]);
  if (!reason || reason === subject.calibration_reason) row.errors.push('Give the reason for the change.');
  else if (reason.length > 500) row.errors.push('The reason is at most 500 characters.');
  if (row.errors.length > 0 || rating === undefined || potential === undefined) return row;
  if (rating !== subject.calibrated_rating)
    row.changes.push({
      field: 'calibrated_rating',
      before: subject.calibrated_rating === undefined ? null : String(subject.calibrated_rating),
      after: String(rating),
    });
  if (potential !== subject.potential)
    row.changes.push({
      field: 'potential',
      before: subject.potential ? POTENTIAL_LABELS[subject.potential] : null,
      after: POTENTIAL_LABELS[potential],
    });
  return { ...row, subject, next: { calibrated_rating: rating, potential }, reason };
}

/** At most 50 adjustments a transaction (each: the record and its audit event; 100 items at most). */
const ADJUSTMENTS_PER_TRANSACTION = 50;

/** POST /performance/cycles/{id}/calibration/csv: a dry run (what would change, what is wrong per row), or apply. */
export async function importCalibration(cycleId: number, input: unknown): Promise<CalibrationCsvResult> {
  const data = parseInput(calibrationCsvInput, input);
  const cycle = await calibratedCycle(cycleId);
  requireOpen(cycle);
  const sheet = await readCsv(data.csv);
  const missing = CALIBRATION_COLUMNS.filter((name) => !sheet.headers.includes(name));
  if (missing.length > 0) throw VisibleError.validation({ csv: [`The file has no ${missing.join(', ')} column.`] });
  if (sheet.rows.length > MAX_CALIBRATION_ROWS)
    throw VisibleError.validation({ csv: [`At most ${MAX_CALIBRATION_ROWS} rows.`] });
  const subjects = new Map((await allSubjects(cycle)).map((subject) => [subject.employee_id, subject]));
  const column = (name: (typeof CALIBRATION_COLUMNS)[number]) => sheet.headers.indexOf(name);
  const seen = new Set<number>();
  const planned = sheet.rows.map((cells, index) => planRow(cells, column, index + 2, subjects, seen));
  const listed = planned.filter((row) => row.changes.length > 0 || row.errors.length > 0);
  const errors = listed.filter((row) => row.errors.length > 0).length;
  const changing = planned.filter((row) => row.changes.length > 0);
  const report = (applied: boolean): CalibrationCsvResult => ({
    applied,
    rows: listed.map(({ line, employee_id, employee_name, changes, errors: rowErrors }) => ({
      line,
      employee_id,
      employee_name,
      changes,
      errors: rowErrors,
    })),
    changed: changing.length,
    errors,
  });
  if (!data.apply) return report(false);
  if (errors > 0) throw VisibleError.validation({ csv: [`Fix the ${errors} rows with errors first.`] });
  const now = new Date().toISOString();
  const writes: TransactionItem[][] = [];
  for (const row of changing) {
    const adjustment = calibrationWrites(
      cycle,
      row.subject as ReviewSubjectItem,
      row.next as { calibrated_rating: number; potential: Potential },
      row.reason as string,
      now,
    );
    if (adjustment) writes.push(adjustment.items);
  }
  let applied = 0;
  for (let start = 0; start < writes.length; start += ADJUSTMENTS_PER_TRANSACTION) {
    const chunk = writes.slice(start, start + ADJUSTMENTS_PER_TRANSACTION);
    const result = await transactWrite(chunk.flat());
    if (result.canceled)
      throw VisibleError.conflict(`${STALE_CALIBRATION} ${applied} of ${writes.length} changes were applied.`);
    applied += chunk.length;
  }
  return report(true);
}
