import { DndContext, type DragEndEvent } from '@dnd-kit/core';
import { measureElement, observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { formatAud } from '@wattle/shared/money';
import { type CSSProperties, memo, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import type { Shift } from '../api/rostering';
import { GridCell } from './grid-cell';
import { announcements, DRAG_INSTRUCTIONS, useAltHeld, useGridSensors } from './grid-dnd';
import { type CellRef, OPEN_SHIFTS, type RosterIndex, type RosterRow, rowEmployeeId, rowName } from './roster-index';
import { dayHeading, dayName, hoursText } from './week';

/** A row's height before it is measured (a row with one shift). */
const ROW_ESTIMATE = 76;
/** The scroll area's height while it has none yet (not laid out): a screenful of rows is rendered. */
const UNMEASURED_HEIGHT = 640;

interface RosterGridProps {
  days: readonly string[];
  index: RosterIndex;
  /** None: the user may not add shifts. */
  onAdd?: (cell: CellRef) => void;
  /** The user may move shifts (drag them). */
  movable: boolean;
  /** None: the user may not edit shifts (cards are read-only). */
  onOpen?: (shift: Shift) => void;
  /** Saves a shift's new end time (its card's end edge); none: no resizing. */
  onResize?: (shift: Shift, endTime: string) => void;
  /** A shift dropped on another cell: moved, or copied when Alt was held or copying is chosen. */
  onDrop: (shift: Shift, to: CellRef, copy: boolean) => void;
  /** Every drop copies (the toolbar's choice). */
  copying: boolean;
  /** The scroll area's height, e.g. 'h-[70vh]'. */
  className?: string;
}

const columns = (days: number) => ({ gridTemplateColumns: `13rem repeat(${days}, minmax(9rem, 1fr))` });

/**
 * A row's heading: the person (or the open shifts) and their rostered hours — in every department —
 * against their contracted hours, with the hours in other departments named.
 */
function RowHeader({ row, index, weeks }: { row: RosterRow; index: RosterIndex; weeks: number }) {
  const elsewhere = index.otherMinutesOf(rowEmployeeId(row));
  const minutes = index.minutesOf(rowEmployeeId(row)) + elsewhere;
  // Agreed weekly hours, for the range's weeks (a fortnight: twice).
  const contracted =
    row.kind === 'person' && row.person.contracted_minutes_week !== null
      ? row.person.contracted_minutes_week * weeks
      : null;
  const over = contracted !== null && minutes > contracted;
  return (
    <th scope="row" className="sticky left-0 z-10 border-r border-slate-200 bg-white px-3 py-2 text-left font-normal">
      <p className={cn('truncate text-sm font-medium', row.kind === 'open' ? 'text-sky-800' : 'text-slate-900')}>
        {rowName(row)}
      </p>
      <p className={cn('text-xs tabular-nums', over ? 'font-medium text-amber-700' : 'text-slate-500')}>
        {row.kind === 'open'
          ? `${hoursText(minutes)} unassigned`
          : contracted === null
            ? `${hoursText(minutes)} rostered`
            : `${hoursText(minutes)} of ${hoursText(contracted)}`}
      </p>
      {elsewhere > 0 ? (
        <p className="text-xs text-slate-500 tabular-nums">incl. {hoursText(elsewhere)} in other departments</p>
      ) : null}
    </th>
  );
}

interface GridRowProps extends Pick<RosterGridProps, 'days' | 'index' | 'onAdd' | 'onOpen' | 'onResize' | 'movable'> {
  row: RosterRow;
  /** A shift is being dragged (the cells are drop targets). */
  dropping: boolean;
  /** The row's place in the grid (0: the open shifts). */
  position: number;
  /** Its top in the body (px). */
  offset: number;
  /** The virtualiser's measuring ref (one function for every row). */
  measure: (element: HTMLTableRowElement | null) => void;
  style: CSSProperties;
}

/**
 * One row: its heading and a cell a day. Memoised: scrolling re-renders the grid each frame, and a
 * row already on screen (same props: the roster, the callbacks and its offset are unchanged) is not
 * rendered again, so a frame renders only the rows coming into view.
 */
const GridRow = memo(function GridRow({
  row,
  position,
  offset,
  measure,
  days,
  style,
  index,
  onAdd,
  onOpen,
  onResize,
  movable,
  dropping,
}: GridRowProps) {
  const employeeId = rowEmployeeId(row);
  return (
    <tr
      ref={measure}
      data-index={position}
      aria-rowindex={position + 2}
      className={cn(
        // Raised above the sticky foot while hovered or focused: a shift's checks show below it.
        // Layout contained: a row mounted or removed as the grid scrolls lays out on its own.
        'absolute top-0 left-0 grid w-full border-b border-slate-200 bg-white [contain:layout_style] hover:z-30 focus-within:z-30',
        row.kind === 'open' && 'bg-sky-50/40',
      )}
      style={{ ...style, transform: `translateY(${offset}px)` }}
    >
      <RowHeader row={row} index={index} weeks={Math.ceil(days.length / 7)} />
      {days.map((date, column) => (
        <GridCell
          key={date}
          cell={{ employeeId, date }}
          name={rowName(row)}
          index={index}
          onAdd={onAdd}
          movable={movable}
          onOpen={onOpen}
          onResize={onResize}
          last={column === days.length - 1}
          dropping={dropping}
        />
      ))}
    </tr>
  );
});

/** The days' headings (memoised: the grid re-renders each frame it scrolls, its head does not change). */
const GridHead = memo(function GridHead({ days, style }: { days: readonly string[]; style: CSSProperties }) {
  return (
    <thead className="sticky top-0 z-20 grid">
      <tr
        aria-rowindex={1}
        className="grid border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-600"
        style={style}
      >
        <th scope="col" className="sticky left-0 bg-slate-50 px-3 py-2 text-left font-medium">
          Person
        </th>
        {days.map((day) => (
          <th
            key={day}
            scope="col"
            aria-label={dayName(day)}
            className="border-l border-slate-200 px-2 py-2 text-left font-medium"
          >
            {dayHeading(day)}
          </th>
        ))}
      </tr>
    </thead>
  );
});

/** The totals per day and for the range (memoised like the head). */
const GridFoot = memo(function GridFoot({
  days,
  index,
  rows,
  style,
}: {
  days: readonly string[];
  index: RosterIndex;
  /** The grid's rows (the foot's row index follows them). */
  rows: number;
  style: CSSProperties;
}) {
  return (
    <tfoot className="sticky bottom-0 z-20 grid">
      <tr aria-rowindex={rows + 2} className="grid border-t border-slate-300 bg-slate-50 text-xs" style={style}>
        <th scope="row" className="sticky left-0 bg-slate-50 px-3 py-2 text-left font-normal">
          <p className="font-medium text-slate-900">Total</p>
          <p className="tabular-nums text-slate-600">
            {hoursText(index.total.minutes)}
            {index.costsVisible ? ` · ${formatAud(index.total.cost_cents)}` : ''}
          </p>
        </th>
        {days.map((day) => (
          <td key={day} className="border-l border-slate-200 px-2 py-2 tabular-nums">
            <p className="text-slate-700">{hoursText(index.dayTotal(day).minutes)}</p>
            {index.costsVisible ? (
              <p className="font-medium text-slate-900">{formatAud(index.dayTotal(day).cost_cents)}</p>
            ) : null}
          </td>
        ))}
      </tr>
    </tfoot>
  );
});

/**
 * The week (or fortnight) as people × days: the open shifts' row first, then each person, rendered
 * only where the scroll area shows them (so 500 people cost the DOM of a screenful); a shift card
 * drags to another cell (a mouse, a finger, or Space and the arrow keys) and Enter or a click opens
 * it; the foot totals hours and cost per day and for the range.
 */
export function RosterGrid({
  days,
  index,
  onAdd,
  onOpen,
  onResize,
  onDrop,
  copying,
  movable,
  className,
}: RosterGridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const alt = useAltHeld();
  const [dragging, setDragging] = useState(false);
  const sensors = useGridSensors();
  const rows = index.rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 4,
    // Rows render in React's own time, not synchronously inside each scroll event.
    useFlushSync: false,
    // A row not laid out (no height yet) keeps its estimate.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || ROW_ESTIMATE,
    observeElementRect: (instance, changed) =>
      observeElementRect(instance, (rect) =>
        changed(rect.height > 0 ? rect : { width: rect.width, height: UNMEASURED_HEIGHT }),
      ),
    scrollMargin: bodyRef.current?.offsetTop ?? 0,
    getItemKey: (position) => {
      const row = rows[position];
      return row?.kind === 'person' ? row.person.employee_id : 'open';
    },
  });
  const nameOf = (employeeId: number | null) =>
    employeeId === null ? OPEN_SHIFTS : (index.personOf(employeeId)?.name ?? 'someone');
  const dropped = ({ active, over }: DragEndEvent) => {
    setDragging(false);
    const shift = (active.data.current as { shift?: Shift } | undefined)?.shift;
    const to = over?.data.current as CellRef | undefined;
    if (!shift || !to) return;
    const copy = copying || alt.current;
    if (!copy && to.employeeId === shift.employee_id && to.date === shift.date) return;
    onDrop(shift, to, copy);
  };
  const style = useMemo(() => columns(days.length), [days.length]);
  const items = virtualizer.getVirtualItems();
  const margin = virtualizer.options.scrollMargin;
  return (
    <DndContext
      sensors={sensors}
      onDragStart={() => setDragging(true)}
      onDragEnd={dropped}
      onDragCancel={() => setDragging(false)}
      accessibility={{
        announcements: announcements(nameOf),
        screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS },
      }}
    >
      <div ref={scrollRef} className={cn('relative overflow-auto', className)}>
        <table aria-label="Roster" aria-rowcount={rows.length + 2} className="grid min-w-max border-collapse text-sm">
          <GridHead days={days} style={style} />
          <tbody ref={bodyRef} className="relative grid" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => (
              <GridRow
                key={item.key}
                row={rows[item.index] as RosterRow}
                position={item.index}
                offset={item.start - margin}
                measure={virtualizer.measureElement}
                days={days}
                style={style}
                index={index}
                onAdd={onAdd}
                onOpen={onOpen}
                onResize={onResize}
                movable={movable}
                dropping={dragging}
              />
            ))}
          </tbody>
          <GridFoot days={days} index={index} rows={rows.length} style={style} />
        </table>
      </div>
    </DndContext>
  );
}
