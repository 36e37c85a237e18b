import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { cn } from '@/lib/cn';
import type { Shift } from '../api/rostering';
import { clockText, minutesOf, shiftTimes, spanMinutes } from './week';

/** One step of a resize: 15 minutes, for every this many pixels dragged (or an arrow key). */
export const RESIZE_STEP_MINUTES = 15;
const PIXELS_PER_STEP = 8;
const DAY = 24 * 60;

/** The end time `span` minutes after the shift's start ("HH:MM"; past midnight: the next day's). */
export function endAfter(start: string, span: number): string {
  const end = (minutesOf(start) + span) % DAY;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/** The span moved by `steps` quarter hours, kept between 15 minutes and a day less 15. */
export const resized = (span: number, steps: number) =>
  Math.min(DAY - RESIZE_STEP_MINUTES, Math.max(RESIZE_STEP_MINUTES, span + steps * RESIZE_STEP_MINUTES));

interface ResizeHandleProps {
  shift: Shift;
  /** The end shown while resizing (null: the shift's own). */
  preview: string | null;
  onPreview: (end: string | null) => void;
  /** Saves the new end time. */
  onResize: (shift: Shift, endTime: string) => void;
}

/**
 * The card's end edge: drag it left or right (15 minutes a step), or focus it and use the arrow
 * keys (15 minutes a press; Enter saves, Escape puts it back; leaving it saves too). A slider to a
 * screen reader, its value the end time.
 */
export function ResizeHandle({ shift, preview, onPreview, onResize }: ResizeHandleProps) {
  const drag = useRef<{ x: number; span: number } | null>(null);
  const span = spanMinutes(shift.start_time, shift.end_time);
  const end = preview ?? shift.end_time;
  const current = spanMinutes(shift.start_time, end);
  const commit = () => {
    if (preview !== null && preview !== shift.end_time) onResize(shift, preview);
    onPreview(null);
  };

  const down = (event: PointerEvent<HTMLDivElement>) => {
    event.stopPropagation();
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, span };
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const steps = Math.round((event.clientX - drag.current.x) / PIXELS_PER_STEP);
    onPreview(endAfter(shift.start_time, resized(drag.current.span, steps)));
  };
  const up = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture(event.pointerId);
    commit();
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
    if (step !== undefined) {
      event.preventDefault();
      event.stopPropagation();
      onPreview(endAfter(shift.start_time, resized(current, step)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && preview !== null) {
      event.preventDefault();
      event.stopPropagation();
      onPreview(null);
    }
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={`End time of the ${shiftTimes(shift.start_time, shift.end_time)} shift`}
      aria-valuemin={RESIZE_STEP_MINUTES}
      aria-valuemax={DAY - RESIZE_STEP_MINUTES}
      aria-valuenow={current}
      aria-valuetext={clockText(end)}
      data-resize-handle={shift.id}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => {
        drag.current = null;
        onPreview(null);
      }}
      onKeyDown={key}
      onBlur={commit}
      className={cn(
        'pointer-events-auto absolute inset-y-1 -right-0.5 z-10 w-2.5 cursor-ew-resize touch-none rounded-sm',
        'opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100',
        'bg-brand-500/70 focus-visible:outline-2 focus-visible:outline-brand-600',
        preview !== null && 'opacity-100',
      )}
    />
  );
}
