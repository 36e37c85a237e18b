const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The one retry loop for work the SDK does not retry itself: unprocessed batch keys and
 * transactions that lost a race with another transaction. `step` returns a value when done, or
 * `undefined` to be called again after an exponential backoff with full jitter. After
 * `maxAttempts` it throws, naming `what`.
 */
export async function withBackoff<T>(
  what: string,
  step: (attempt: number) => Promise<T | undefined>,
  maxAttempts = 8,
): Promise<T> {
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    if (attempt > 0) await sleep(Math.random() * 25 * 2 ** attempt);
    const result = await step(attempt);
    if (result !== undefined) return result;
  }
  throw new Error(`${what}: still incomplete after ${maxAttempts} attempts`);
}
