import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { formatAud } from '@wattle/shared/money';
import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import type { RosterCheck, Shift, ShiftCost } from '../api/rostering';
import { ResizeHandle } from './resize-handle';
import { clockText, shiftTimes } from './week';

interface ShiftCardProps {
  shift: Shift;
  checks: readonly RosterCheck[];
  /** What the shift costs (the API's pricing); none while unknown. */
  cost?: ShiftCost;
  /** Opens the shift to edit; none: the user may only look (the card is not a button). */
  onOpen?: (shift: Shift) => void;
  /** Whether the card can be dragged (the grid's; the phone's day list opens it only). */
  draggable?: boolean;
  /** Saves a new end time (the end edge dragged, or its arrow keys); none: no resize handle. */
  onResize?: (shift: Shift, endTime: string) => void;
  /** The card is in the last column: its checks open towards the left, inside the grid. */
  alignEnd?: boolean;
  /** The shift is the person's in another department (named): shown read-only, for its hours and checks. */
  otherDepartment?: string;
}

/** "Other department: Kitchen": a shift of the person's elsewhere, on this department's roster. */
export const otherDepartmentText = (name: string) => `Other department: ${name}`;

/** What a screen reader hears for a shift: its times, role and how many checks it raised. */
export const shiftLabel = (shift: Shift, checks: readonly RosterCheck[], otherDepartment?: string) =>
  [
    shiftTimes(shift.start_time, shift.end_time),
    otherDepartment ? otherDepartmentText(otherDepartment) : shift.role,
    checks.length > 0 ? `${checks.length} ${checks.length === 1 ? 'warning' : 'warnings'}` : null,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * One shift: its times, role, cost and a warning badge per check it raised (each check's message
 * shows on hover and focus, and is the card's description for a screen reader). Enter or a click
 * opens it; on the grid it is also the drag handle (mouse, touch, or Space then the arrow keys).
 */
export function ShiftCard({
  shift,
  checks,
  cost,
  onOpen,
  draggable = false,
  onResize,
  alignEnd,
  otherDepartment,
}: ShiftCardProps) {
  const canDrag = draggable && onOpen !== undefined;
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: shift.id,
    data: { shift },
    disabled: !canDrag,
  });
  const describedBy = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const blocking = checks.some((check) => check.severity === 'block');
  const shown = preview === null ? shift : { ...shift, end_time: preview };
  // Read-only (no onOpen): a focusable group, so its checks still show on focus.
  const Element = onOpen ? 'button' : 'div';
  return (
    <div className="group relative">
      <Element
        ref={setNodeRef}
        {...(onOpen ? { type: 'button' as const, onClick: () => onOpen(shift) } : { role: 'group', tabIndex: 0 })}
        {...(canDrag ? attributes : {})}
        {...(canDrag ? listeners : {})}
        // After the drag sensor's attributes: this is a button that opens the shift, and says so.
        aria-roledescription={canDrag ? 'draggable shift' : undefined}
        aria-label={shiftLabel(shown, checks, otherDepartment)}
        aria-describedby={checks.length > 0 ? describedBy : undefined}
        data-shift-id={shift.id}
        style={{ transform: CSS.Translate.toString(transform) }}
        className={cn(
          'pointer-events-auto block w-full touch-manipulation rounded-md border px-2 py-1 text-left text-xs shadow-sm transition-shadow',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
          otherDepartment
            ? 'border-dashed border-slate-300 bg-slate-50'
            : shift.employee_id === null
              ? 'border-dashed border-sky-300 bg-sky-50'
              : 'border-brand-200 bg-brand-50',
          checks.length > 0 && (blocking ? 'border-red-300' : 'border-amber-300'),
          isDragging && 'relative z-20 opacity-80 shadow-lg',
          canDrag && 'cursor-grab',
          preview !== null && 'ring-2 ring-brand-400',
        )}
      >
        {/* In a narrow day the times wrap after the dash ("12:00 pm –" / "8:30 pm"), never cut or over the next day. */}
        <span className="block font-medium text-slate-900">
          <span className="whitespace-nowrap">{clockText(shown.start_time)} –</span>{' '}
          <span className="whitespace-nowrap">{clockText(shown.end_time)}</span>
        </span>
        <span className="flex items-center gap-1 text-slate-600">
          {/* The department's name wraps (the times set the card's width, as a role's would not). */}
          <span className={cn('min-w-0 flex-1', otherDepartment ? 'break-words' : 'truncate')}>
            {otherDepartment ? otherDepartmentText(otherDepartment) : shift.role || 'No role'}
          </span>
          {checks.length > 0 ? (
            <span
              className={cn(
                'inline-flex shrink-0 items-center gap-0.5 rounded-full px-1 font-medium',
                blocking ? 'bg-red-100 text-red-700' : 'bg-amber-100 text-amber-800',
              )}
            >
              <TriangleAlert aria-hidden="true" className="size-3" />
              {checks.length}
            </span>
          ) : null}
          {cost ? (
            <span className="shrink-0 tabular-nums" title={cost.note}>
              {formatAud(cost.cost_cents)}
            </span>
          ) : null}
        </span>
      </Element>
      {onResize && !isDragging ? (
        <ResizeHandle shift={shift} preview={preview} onPreview={setPreview} onResize={onResize} />
      ) : null}
      {checks.length > 0 ? (
        <ul
          id={describedBy}
          role="tooltip"
          className={cn(
            'pointer-events-none absolute top-full z-30 mt-1 hidden w-64 space-y-1 rounded-md bg-slate-900 px-2 py-1.5',
            alignEnd ? 'right-0' : 'left-0',
            'text-xs text-white shadow-lg group-focus-within:block group-hover:block',
          )}
        >
          {checks.map((check) => (
            <li key={`${check.rule}-${check.clause}`}>
              {check.message}
              {check.clause && !check.message.includes(check.clause) ? (
                <span className="text-slate-300"> ({check.clause})</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
