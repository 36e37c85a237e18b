/** Runs the seed worker in its own process and checks that what it wrote reads back through the core. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SeededOrganization } from './seed.ts';
import { progress } from './util.ts';

export interface SeedResult {
  organizations: SeededOrganization[];
  seconds: number;
  proxy: { captured: number; forwarded: number; passedThroughTransactions: number };
}

const WORKER = fileURLToPath(new URL('./seed-worker.ts', import.meta.url));

/**
 * Seeds one organization per entry of `counts` as `user`, with the core's own create functions in
 * a child process (see seed-worker.ts and bulk-proxy.ts). The environment (DynamoDB endpoint,
 * table names) is this process's, set by startLocalServices.
 */
export function seedInWorker(
  user: { id: number; name: string },
  /** Each organization's employees, their code prefix, and its departments (4 unless given, at most 4). */
  organizations: { count: number; prefix: string; departments?: number }[],
  concurrency = 8,
): Promise<SeedResult> {
  return new Promise((resolve, reject) => {
    // process.execArgv carries tsx's loader, so the worker runs TypeScript the same way.
    const child = spawn(
      process.execPath,
      [...process.execArgv, WORKER, JSON.stringify({ user, organizations, concurrency })],
      { stdio: ['ignore', 'pipe', 'pipe'], env: process.env },
    );
    let stdout = '';
    let stderr = '';
    let partial = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      partial += chunk.toString();
      const lines = partial.split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith('progress ')) progress(`seeding: ${line.slice(9)}`);
        else if (!line.includes('"source":"auth"') && stderr.length < 20_000) stderr += `${line}\n`;
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = stdout.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) {
        reject(new Error(`seeding failed (exit ${code}): ${stderr.trim().split('\n').slice(-8).join('\n')}`));
        return;
      }
      resolve(JSON.parse(last) as SeedResult);
    });
  });
}
