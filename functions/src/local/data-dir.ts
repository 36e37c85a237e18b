import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * DATA_DIR holds the whole local product: its database, resumes and keys. Only its owner may read
 * it: the folder and every folder in it 0700, every file 0600, including what DynamoDB Local and
 * s3rver write later (the process umask is 077 while the stack runs).
 */
export function secureDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  process.umask(0o077);
  const walk = (path: string) => {
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      chmodSync(path, 0o700);
      for (const entry of readdirSync(path)) walk(join(path, entry));
    } else chmodSync(path, 0o600);
  };
  walk(dataDir);
}

/** A secret kept in `file` (owner-only), made by `make` the first time. */
export function localSecret(file: string, make: () => string = () => randomBytes(32).toString('hex')): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const secret = make();
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** The access key that opens the stack's DynamoDB Local database (see dynamodb-local.ts). */
export const dynamoAccessKeyFile = (dataDir: string) => join(dataDir, 'keys', 'dynamodb-access-key');
