import {
  type CalibrationRow,
  POTENTIAL_LABELS,
  type Potential,
  performanceBand,
} from '@wattle/shared/review-calibration';

/** The 9-box's potential rows top to bottom, and performance columns left to right. */
const POTENTIAL_ROWS: readonly Potential[] = ['high', 'medium', 'low'];
const PERFORMANCE_COLUMNS: readonly Potential[] = ['low', 'medium', 'high'];

/** Each box's usual name (performance × potential). */
const BOX_NAMES: Record<Potential, Record<Potential, string>> = {
  high: { low: 'Rough diamond', medium: 'Future star', high: 'Star' },
  medium: { low: 'Inconsistent performer', medium: 'Core player', high: 'High performer' },
  low: { low: 'Talent risk', medium: 'Effective', high: 'Trusted professional' },
};

/** The performance a reviewee is placed by: the calibrated rating, else the manager's overall. */
export const placedRating = (row: CalibrationRow) => row.calibrated_rating ?? row.manager_rating;

/**
 * The 9-box (performance × potential, 3 × 3) of the calibration rows: each box a labelled list of
 * its people, each a button (Tab reaches it, Enter opens the adjustment when `onPick` is given).
 * High potential is the top row, high performance the right column; on a phone the boxes stack,
 * each saying its place in words. Rows without a potential or any rating are listed below it.
 */
export function NineBox({ rows, onPick }: { rows: readonly CalibrationRow[]; onPick?: (row: CalibrationRow) => void }) {
  const placed = (potential: Potential, performance: Potential) =>
    rows.filter((row) => {
      const rating = placedRating(row);
      return row.potential === potential && rating !== null && performanceBand(rating) === performance;
    });
  const unplaced = rows.filter((row) => row.potential === null || placedRating(row) === null);
  const person = (row: CalibrationRow) => (
    <li key={row.employee_id}>
      {onPick ? (
        <button
          type="button"
          className="rounded px-1 text-left underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
          onClick={() => onPick(row)}
          aria-label={`Adjust ${row.employee_name}`}
        >
          {row.employee_name}
        </button>
      ) : (
        row.employee_name
      )}
    </li>
  );
  return (
    <section aria-label="9-box" className="space-y-2">
      <h3 className="font-medium">9-box: performance × potential</h3>
      <p className="text-slate-600 text-sm">
        Performance: the calibrated rating (else the manager's): 1–2 low, 3 medium, 4–5 high. Potential: as calibrated.
      </p>
      <ol className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {POTENTIAL_ROWS.flatMap((potential) =>
          PERFORMANCE_COLUMNS.map((performance) => {
            const people = placed(potential, performance);
            const name = BOX_NAMES[potential][performance];
            const place = `${POTENTIAL_LABELS[potential]} potential, ${POTENTIAL_LABELS[performance].toLowerCase()} performance`;
            return (
              <li
                key={`${potential}-${performance}`}
                aria-label={`${name}: ${place}, ${people.length} ${people.length === 1 ? 'person' : 'people'}`}
                className="rounded-md border border-slate-200 bg-slate-50 p-2 text-sm sm:min-h-24"
              >
                <p className="font-medium">
                  {name} <span className="font-normal text-slate-600">({people.length})</span>
                </p>
                <p className="text-slate-600 text-xs">{place}</p>
                {people.length > 0 ? <ul className="mt-1 space-y-0.5">{people.map(person)}</ul> : null}
              </li>
            );
          }),
        )}
      </ol>
      {unplaced.length > 0 ? (
        <div className="text-sm">
          <p className="font-medium">Not placed yet (no potential or no rating)</p>
          <ul className="flex flex-wrap gap-x-3">{unplaced.map(person)}</ul>
        </div>
      ) : null}
    </section>
  );
}
