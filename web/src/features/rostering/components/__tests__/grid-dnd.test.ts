import { KeyboardCode } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { cellCoordinates } from '../grid-dnd';

/** A drop target 100 × 40 px at `left`, `top`, its rect measured or only on the page. */
function target(id: string, left: number, top: number) {
  const rect = { left, top, width: 100, height: 40, right: left + 100, bottom: top + 40 };
  const node = { getBoundingClientRect: () => rect } as unknown as HTMLElement;
  return { id, rect, container: { id, node: { current: node } } };
}

function arrowRight(measured: ReadonlyMap<string, unknown>, targets: ReturnType<typeof target>[]) {
  const event = { code: KeyboardCode.Right, preventDefault: () => {} } as KeyboardEvent;
  const context = {
    active: { id: 'shift' },
    collisionRect: { left: 0, top: 0, width: 100, height: 40 },
    droppableRects: measured,
    droppableContainers: { getEnabled: () => targets.map((one) => one.container) },
  };
  return cellCoordinates(event, { active: 'shift', currentCoordinates: { x: 10, y: 5 }, context } as never);
}

describe("the grid's arrow keys", () => {
  it('move a picked-up shift to the next cell to the right', () => {
    const wednesday = target('wed', 0, 0);
    const thursday = target('thu', 100, 0);
    const measured = new Map([
      ['wed', wednesday.rect],
      ['thu', thursday.rect],
    ]);
    expect(arrowRight(measured, [wednesday, thursday])).toEqual({ x: 110, y: 5 });
  });

  it('find a cell whose drop target mounted but is not measured yet (an arrow straight after Space)', () => {
    const wednesday = target('wed', 0, 0);
    const thursday = target('thu', 100, 0);
    expect(arrowRight(new Map([['wed', wednesday.rect]]), [wednesday, thursday])).toEqual({ x: 110, y: 5 });
  });
});
