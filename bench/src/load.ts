/**
 * Figure 5 (and issue 7's load check): autocannon against the local server from a separate
 * process — 20 connections for 20 s (BENCH_LOAD_SECONDS) of reads, then of mixed reads and writes
 * with every 2xx write read back afterwards.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadRequest } from './load-worker.ts';
import { progress } from './util.ts';

export interface LoadResult {
  mode: 'read' | 'mixed';
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCounts: Record<string, number>;
  writes: { employeesCreated: number; statusChanges: number; jobOpeningsCreated: number };
  verification: { checked: number; failures: string[] };
}

const WORKER = fileURLToPath(new URL('./load-worker.ts', import.meta.url));

export const fiveHundreds = (result: LoadResult) =>
  Object.entries(result.statusCounts)
    .filter(([code]) => code.startsWith('5'))
    .reduce((sum, [, count]) => sum + count, 0);

export function runLoad(request: LoadRequest): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, WORKER, JSON.stringify(request)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = performance.now();
    const timer = setInterval(() => {
      const elapsed = Math.min(request.seconds, Math.round((performance.now() - started) / 1000));
      progress(
        `load (${request.mode}): ${request.connections} connections, ${elapsed}/${request.seconds} s${elapsed >= request.seconds ? ', checking writes' : ''}`,
      );
    }, 1000);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < 20_000) stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      clearInterval(timer);
      const last = stdout.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) {
        reject(new Error(`load generator failed (exit ${code}): ${stderr.trim().slice(-1500)}`));
        return;
      }
      resolve(JSON.parse(last) as LoadResult);
    });
  });
}
