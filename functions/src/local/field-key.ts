import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FIELD_KEY_BYTES, readFieldKeyFile } from '../core/crypto/keys.ts';

/** Where the local stack keeps its payroll field key. */
export const fieldKeyFile = (dataDir: string) => join(dataDir, 'keys', 'field-key');

/**
 * Generates a payroll field key at `file` unless one is there (32 random bytes as base64, readable
 * by the owner only), then checks it, so a damaged file is reported at start.
 */
export function ensureFieldKeyFile(file: string): string {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, `${randomBytes(FIELD_KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  readFieldKeyFile(file);
  return file;
}

/**
 * The local stack's payroll field key: FIELD_KEY_FILE if set (it must exist: a new key could not
 * open data written with the old one), otherwise DATA_DIR/keys/field-key, generated on first start.
 * The key belongs with the data: deleting it makes the stored payroll identifiers unreadable.
 */
export function localFieldKeyFile(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.FIELD_KEY_FILE) {
    readFieldKeyFile(env.FIELD_KEY_FILE);
    return env.FIELD_KEY_FILE;
  }
  return ensureFieldKeyFile(fieldKeyFile(dataDir));
}
