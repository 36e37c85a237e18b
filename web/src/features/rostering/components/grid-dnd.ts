import {
  type Announcements,
  type CollisionDetection,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useEffect, useRef } from 'react';
import type { Shift } from '../api/rostering';
import type { CellRef } from './roster-index';
import { dayName, shiftTimes } from './week';

/** A drop target's id and what it names. */
export const cellId = ({ employeeId, date }: CellRef) => `cell:${employeeId ?? 'open'}:${date}`;

export const DRAG_INSTRUCTIONS =
  'To move a shift, focus it and press Space, choose a person and day with the arrow keys, then press Space again. ' +
  'Hold Alt (Option on a Mac) as you drop, or choose "Drag copies", to copy it instead. Escape cancels. Enter opens the shift.';

/**
 * The arrow keys move a picked-up shift to the next cell in their direction (the nearest drop
 * target whose centre lies that way), not by a few pixels.
 */
export const cellCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const direction = event.code;
  if (![KeyboardCode.Up, KeyboardCode.Down, KeyboardCode.Left, KeyboardCode.Right].includes(direction as KeyboardCode))
    return undefined;
  event.preventDefault();
  const { active, collisionRect, droppableRects, droppableContainers } = context;
  if (!active || !collisionRect) return undefined;
  const from = { x: collisionRect.left + collisionRect.width / 2, y: collisionRect.top + collisionRect.height / 2 };
  let best: { x: number; y: number; distance: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    // The drop targets mount as the shift is picked up: one not measured yet is read from the page
    // (an arrow pressed straight after Space would otherwise find no cell that way).
    const rect = droppableRects.get(container.id) ?? container.node.current?.getBoundingClientRect();
    if (!rect) continue;
    const to = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const ahead =
      (direction === KeyboardCode.Right && dx > 4 && Math.abs(dy) < rect.height / 2) ||
      (direction === KeyboardCode.Left && dx < -4 && Math.abs(dy) < rect.height / 2) ||
      (direction === KeyboardCode.Down && dy > 4 && Math.abs(dx) < rect.width / 2) ||
      (direction === KeyboardCode.Up && dy < -4 && Math.abs(dx) < rect.width / 2);
    if (!ahead) continue;
    const distance = Math.hypot(dx, dy);
    if (!best || distance < best.distance) best = { x: to.x, y: to.y, distance };
  }
  if (!best) return undefined;
  // The dragged card's top left moves by the distance between the centres.
  return { x: currentCoordinates.x + (best.x - from.x), y: currentCoordinates.y + (best.y - from.y) };
};

/** Under the pointer first (a mouse or finger drop), else the cell the card overlaps most (the keyboard's). */
export const cellCollision: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : rectIntersection(args);
};

/**
 * The grid's sensors: a pointer drag starts after 6 px (so a click still opens the shift); the
 * keyboard picks a card up with Space only (Enter opens it) and moves it cell by cell.
 */
export function useGridSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: cellCoordinates,
      keyboardCodes: { start: [KeyboardCode.Space], cancel: [KeyboardCode.Esc], end: [KeyboardCode.Space] },
    }),
  );
}

/** Whether Alt (Option) is held now: pressed as a shift is dropped, the drop copies it. */
export function useAltHeld() {
  const held = useRef(false);
  useEffect(() => {
    const note = (event: KeyboardEvent | PointerEvent) => {
      held.current = event.altKey;
    };
    window.addEventListener('keydown', note);
    window.addEventListener('keyup', note);
    window.addEventListener('pointermove', note);
    return () => {
      window.removeEventListener('keydown', note);
      window.removeEventListener('keyup', note);
      window.removeEventListener('pointermove', note);
    };
  }, []);
  return held;
}

/** What a screen reader hears as a shift is picked up, moved over cells and dropped. */
export function announcements(nameOf: (employeeId: number | null) => string): Announcements {
  const shiftOf = (data: unknown) => (data as { shift?: Shift } | undefined)?.shift;
  const describe = (data: unknown) => {
    const shift = shiftOf(data);
    return shift ? `shift ${shiftTimes(shift.start_time, shift.end_time)}` : 'shift';
  };
  const where = (data: unknown) => {
    const cell = data as CellRef | undefined;
    return cell ? `${nameOf(cell.employeeId)}, ${dayName(cell.date)}` : 'no cell';
  };
  return {
    onDragStart: ({ active }) => `Picked up ${describe(active.data.current)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${describe(active.data.current)} is over ${where(over.data.current)}.` : 'Not over a cell.',
    onDragEnd: ({ active, over }) =>
      over ? `Dropped ${describe(active.data.current)} on ${where(over.data.current)}.` : 'Dropped outside the grid.',
    onDragCancel: ({ active }) => `Cancelled: ${describe(active.data.current)} stays where it was.`,
  };
}
