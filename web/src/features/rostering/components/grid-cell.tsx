import { useDroppable } from '@dnd-kit/core';
import { Plus } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { Shift } from '../api/rostering';
import { cellId } from './grid-dnd';
import type { CellRef, RosterIndex } from './roster-index';
import { ShiftCard } from './shift-card';
import { dayName } from './week';

interface GridCellProps {
  cell: CellRef;
  /** Who the row is, for the add button's name. */
  name: string;
  index: RosterIndex;
  /** Adds a shift in the cell; none: the user may not add shifts. */
  onAdd?: (cell: CellRef) => void;
  onOpen: (shift: Shift) => void;
  /** The user may move shifts (drag them). */
  movable: boolean;
}

/** A leave type as a cell shows it: "Annual leave" for "Annual Leave" or "annual". */
export const leaveText = (type: string) => (/leave$/i.test(type) ? type : `${type} leave`);

/**
 * A person's day: their shifts (cards), their leave shaded with its type, and behind them the
 * whole cell as the "Add shift" button; a shift dropped here moves (or copies) to this person and day.
 */
export function GridCell({ cell, name, index, onAdd, onOpen, movable }: GridCellProps) {
  const { setNodeRef, isOver } = useDroppable({ id: cellId(cell), data: cell });
  const shifts = index.shiftsIn(cell);
  const leave = index.leaveIn(cell);
  return (
    <td
      ref={setNodeRef}
      className={cn(
        'relative min-h-16 border-l border-slate-200 p-1',
        leave?.status === 'approved' &&
          'bg-[repeating-linear-gradient(135deg,var(--color-violet-50)_0_6px,var(--color-white)_6px_12px)]',
        isOver && 'bg-brand-50 ring-2 ring-brand-400 ring-inset',
      )}
    >
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
          <Plus aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      <div className="pointer-events-none relative grid gap-1 [&_button]:pointer-events-auto">
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
        {shifts.map((shift) => (
          <ShiftCard
            key={shift.id}
            shift={shift}
            checks={index.checksOf(shift.id)}
            cost={index.costOf(shift.id)}
            onOpen={onOpen}
            draggable={movable}
          />
        ))}
      </div>
    </td>
  );
}
