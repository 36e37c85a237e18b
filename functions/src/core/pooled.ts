/**
 * `task` run over `items` with at most `limit` running at once; the answers in the items' order.
 * For a bounded fan-out of reads (one Query per person on a page): a few in flight, never all.
 */
export async function mapPooled<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const answers = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
}
