import { describe, expect, it } from 'vitest';
import { mapPooled } from './pooled.ts';

describe('mapPooled', () => {
  it('answers in the items’ order with at most `limit` running at once', async () => {
    let running = 0;
    let most = 0;
    const answers = await mapPooled([5, 1, 4, 2, 3, 0, 6], 3, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, item));
      running -= 1;
      return item * 10;
    });
    expect(answers).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(most).toBe(3);
  });

  it('runs nothing for no items, and fails when a task does', async () => {
    expect(await mapPooled([], 8, async () => 1)).toEqual([]);
    await expect(
      mapPooled([1, 2], 2, async (item) => {
        if (item === 2) throw new Error('no');
        return item;
      }),
    ).rejects.toThrow('no');
  });
});
