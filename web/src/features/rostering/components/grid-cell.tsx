import { useDroppable } from '@dnd-kit/core';
import { cn } from '@/lib/cn';
import type { Shift } from '../api/rostering';
import { cellId } from './grid-dnd';
import type { CellRef, RosterIndex, UnavailableSpan } from './roster-index';
import { ShiftCard } from './shift-card';
import { clockText, dayName } from './week';

interface GridCellProps {
  cell: CellRef;
  /** Who the row is, for the add button's name. */
  name: string;
  index: RosterIndex;
  /** Adds a shift in the cell; none: the user may not add shifts. */
  onAdd?: (cell: CellRef) => void;
  /** None: the user may not edit shifts (cards are read-only). */
  onOpen?: (shift: Shift) => void;
  /** The user may move shifts (drag them). */
  movable: boolean;
  /** Saves a shift's new end time (its card's end edge); none: shifts cannot be resized. */
  onResize?: (shift: Shift, endTime: string) => void;
  /** The grid's last column: cards' checks open towards the left. */
  last?: boolean;
  /** A shift is being dragged: the cell is a drop target (registered only then, see DropTarget). */
  dropping?: boolean;
}

const DAY = 24 * 60;

/** "Unavailable 8:00 am – 12:00 pm" / "Unavailable all day", with the person's note. */
export const unavailableLabel = (span: UnavailableSpan) =>
  `Unavailable ${span.from === 0 && span.to >= DAY ? 'all day' : `${clockText(clockOf(span.from))} – ${clockText(clockOf(span.to))}`}`;

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The cell's background: its day from midnight (left) to midnight (right), the unavailable times shaded. */
function unavailableShade(spans: readonly UnavailableSpan[]): string | undefined {
  if (spans.length === 0) return undefined;
  const shade = 'var(--color-slate-200)';
  const stops = spans.flatMap(({ from, to }) => {
    const [a, b] = [from, Math.min(to, DAY)].map((minutes) => `${Number(((minutes / DAY) * 100).toFixed(2))}`);
    return [`transparent ${a}%`, `${shade} ${a}%`, `${shade} ${b}%`, `transparent ${b}%`];
  });
  return `linear-gradient(to right, ${stops.join(', ')})`;
}

/** A leave type as a cell shows it: "Annual leave" for "Annual Leave" or "annual". */
export const leaveText = (type: string) => (/leave$/i.test(type) ? type : `${type} leave`);

/**
 * The add button's plus (lucide's "plus" drawn as plain SVG): one element shared by every cell, as
 * a scrolled grid mounts a week of cells a row each frame and the icon component costs more to mount.
 */
const PLUS = (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    className="size-4"
  >
    <path d="M5 12h14M12 5v14" />
  </svg>
);

/**
 * The cell as a drop target, laid over it (same box, no pointer events) and highlighted while a
 * shift is over it. Mounted only while a shift is dragged: each drop target registers with the drag
 * context, and a scrolled grid would otherwise register and unregister a week of cells every frame.
 */
function DropTarget({ cell }: { cell: CellRef }) {
  const { setNodeRef, isOver } = useDroppable({ id: cellId(cell), data: cell });
  return (
    <div
      ref={setNodeRef}
      aria-hidden="true"
      className={cn('pointer-events-none absolute inset-0', isOver && 'bg-brand-50 ring-2 ring-brand-400 ring-inset')}
    />
  );
}

/**
 * A person's day: their shifts (cards) and, read-only, their shifts in other departments ("Other
 * department: Kitchen": counted in the checks), their leave shaded with its type, and behind them the
 * whole cell as the "Add shift" button; a shift dropped here moves (or copies) to this person and day.
 */
export function GridCell({ cell, name, index, onAdd, onOpen, movable, onResize, last, dropping }: GridCellProps) {
  const shifts = index.shiftsIn(cell);
  const leave = index.leaveIn(cell);
  const unavailable = index.unavailableIn(cell);
  return (
    <td
      data-unavailable={unavailable.length > 0 ? 'true' : undefined}
      style={leave?.status === 'approved' ? undefined : { backgroundImage: unavailableShade(unavailable) }}
      className={cn(
        'relative min-h-16 border-l border-slate-200 p-1',
        leave?.status === 'approved' &&
          'bg-[repeating-linear-gradient(135deg,var(--color-violet-50)_0_6px,var(--color-white)_6px_12px)]',
      )}
    >
      {dropping ? <DropTarget cell={cell} /> : null}
      {onAdd ? (
        <button
          type="button"
          aria-label={`Add shift: ${name}, ${dayName(cell.date)}`}
          onClick={() => onAdd(cell)}
          className={cn(
            'absolute inset-0 flex items-end justify-end p-1 text-slate-400 opacity-0 transition-opacity',
            'hover:opacity-100 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
          )}
        >
          {PLUS}
        </button>
      ) : null}
      {/* One column as wide as the cell: a long role truncates on its card instead of widening it over the next day. */}
      <div className="pointer-events-none relative grid grid-cols-[minmax(0,1fr)] gap-1 [&_button]:pointer-events-auto">
        {leave ? (
          <p
            className={cn(
              'truncate rounded px-1 text-xs font-medium',
              leave.status === 'approved' ? 'bg-violet-100 text-violet-800' : 'bg-slate-100 text-slate-600',
            )}
          >
            {leaveText(leave.leave_type_name)}
            {leave.status === 'approved' ? '' : ' (requested)'}
          </p>
        ) : null}
        {unavailable.map((span) => (
          <p
            key={span.entry.id}
            title={span.entry.note ?? undefined}
            className="truncate rounded bg-slate-100 px-1 text-xs font-medium text-slate-700"
          >
            {unavailableLabel(span)}
            {span.entry.note ? <span className="font-normal text-slate-500"> · {span.entry.note}</span> : null}
          </p>
        ))}
        {shifts.map((shift) => (
          <ShiftCard
            key={shift.id}
            shift={shift}
            checks={index.checksOf(shift.id)}
            cost={index.costOf(shift.id)}
            onOpen={onOpen}
            draggable={movable}
            onResize={onResize}
            alignEnd={last}
          />
        ))}
        {index.otherShiftsIn(cell).map((shift) => (
          <ShiftCard
            key={shift.id}
            shift={shift}
            checks={index.checksOf(shift.id)}
            otherDepartment={shift.department_name}
            alignEnd={last}
          />
        ))}
      </div>
    </td>
  );
}
