/** Small helpers shared by the benchmark modules. */

export const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export const round = (value: number, digits = 1): number => Number(value.toFixed(digits));

/** Runs `task` for 0..count-1 with at most `concurrency` in flight. */
export async function pool(count: number, concurrency: number, task: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

let progressStarted = performance.now();
let lastPrinted = 0;

/** One updating status line on stderr (a plain line per step when stderr is not a terminal). */
export function progress(message: string): void {
  const seconds = ((performance.now() - progressStarted) / 1000).toFixed(0).padStart(4);
  const line = `[${seconds} s] ${message}`;
  if (process.stderr.isTTY) {
    process.stderr.write(`\r\x1b[2K${line.slice(0, (process.stderr.columns ?? 120) - 1)}`);
  } else if (performance.now() - lastPrinted > 3000) {
    // Not a terminal (CI logs): a plain line at most every 3 s.
    process.stderr.write(`${line}\n`);
    lastPrinted = performance.now();
  }
}

export function clearProgress(): void {
  if (process.stderr.isTTY) process.stderr.write('\r\x1b[2K');
}

export function resetProgressClock(): void {
  progressStarted = performance.now();
}

/** Milliseconds `work` took. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}
