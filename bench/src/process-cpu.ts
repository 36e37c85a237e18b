/**
 * CPU time of the bench's own process and of DynamoDB Local's (a child Java process), for figures
 * that want to say where a run's time went: DynamoDB Local applies its SQLite work on one queue
 * thread (sqlite4java's SQLiteQueue), so its CPU seconds are the part of a run no change of ours to
 * concurrency can shorten. From /proc on Linux; undefined where that cannot be read.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond;
}

/** User plus system CPU seconds `pid` has used so far. */
export function processCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // /proc/<pid>/stat: fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / clockTicks() : undefined;
  } catch {
    return undefined;
  }
}

/** The bench process's own user plus system CPU seconds so far. */
export const ownCpuSeconds = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};
