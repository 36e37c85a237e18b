/**
 * API versus raw DynamoDB, side by side (issue 6, figures 2 and 3): one GET through the real
 * local server over HTTP and the same DynamoDB calls issued directly (replay.ts), interleaved in
 * one loop (alternating which goes first) so both see the same machine load; medians and ratio.
 */
import type { HttpApi } from './http.ts';
import { describeWaves, type RecordedCommand, recordRequest, replay } from './replay.ts';
import { median, progress, round } from './util.ts';

export const OVERHEAD_RATIO_BUDGET = 1.5;

export interface Comparison {
  label: string;
  path: string;
  runs: number;
  apiMedianMs: number;
  rawMedianMs: number;
  ratio: number;
  /** The DynamoDB calls the request makes, in waves (‖: sent together). */
  calls: string;
  waves: RecordedCommand[][];
}

export async function compareWithRaw(api: HttpApi, label: string, path: string, runs: number): Promise<Comparison> {
  const get = async () => {
    const response = await api.timedGet(path);
    if (response.status !== 200)
      throw new Error(`GET ${path} answered ${response.status}: ${response.text.slice(0, 200)}`);
    return response.ms;
  };
  // Warm both paths (connections, JIT, DynamoDB Local's caches), then record the calls.
  for (let index = 0; index < 2; index++) await get();
  const waves = await recordRequest(async () => {
    await get();
  });
  await replay(waves);
  const apiTimes: number[] = [];
  const rawTimes: number[] = [];
  for (let run = 0; run < runs; run++) {
    progress(`${label}: API vs raw DynamoDB, run ${run + 1}/${runs}`);
    if (run % 2 === 0) {
      apiTimes.push(await get());
      rawTimes.push((await replay(waves)).ms);
    } else {
      rawTimes.push((await replay(waves)).ms);
      apiTimes.push(await get());
    }
  }
  const apiMedianMs = median(apiTimes);
  const rawMedianMs = median(rawTimes);
  return {
    label,
    path,
    runs,
    apiMedianMs: round(apiMedianMs),
    rawMedianMs: round(rawMedianMs),
    ratio: round(apiMedianMs / rawMedianMs, 2),
    calls: describeWaves(waves),
    waves,
  };
}
