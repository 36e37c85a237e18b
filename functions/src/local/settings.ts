import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');

export const DEFAULT_ADMIN = { email: 'admin@wattle.local', password: 'Wattle-Admin-2026', name: 'Wattle Admin' };

const settingsSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int({ error: 'PORT must be a whole number' })
    .min(1, { error: 'PORT must be between 1 and 65535' })
    .max(65_535, { error: 'PORT must be between 1 and 65535' })
    .default(3000),
  /**
   * Where the app listens: loopback only unless set. DynamoDB Local and s3rver are never offered
   * to other machines (they are reached through the app).
   */
  HOST: z
    .string()
    .regex(/^[A-Za-z0-9.:-]+$/, { error: 'HOST must be an address such as 127.0.0.1 or 0.0.0.0' })
    .default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  ADMIN_EMAIL: z.email({ error: 'ADMIN_EMAIL must be an e-mail address' }).default(DEFAULT_ADMIN.email),
  ADMIN_PASSWORD: z
    .string()
    .min(12, { error: 'ADMIN_PASSWORD must be at least 12 characters' })
    .default(DEFAULT_ADMIN.password),
  ADMIN_NAME: z.string().trim().min(1).max(120).default(DEFAULT_ADMIN.name),
});

export type LocalSettings = z.infer<typeof settingsSchema> & { dataDir: string };

/** Reads the local stack's settings; a bad value throws one line naming the variable and the fix. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): LocalSettings {
  const parsed = settingsSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Bad setting ${String(issue?.path[0])}: ${issue?.message}. Fix it in your environment and run again.`,
    );
  }
  // A relative DATA_DIR is taken from where `npm start` was run (INIT_CWD), not from this workspace.
  const base = env.INIT_CWD && existsSync(env.INIT_CWD) ? env.INIT_CWD : REPO_ROOT;
  const dataDir = isAbsolute(parsed.data.DATA_DIR) ? parsed.data.DATA_DIR : resolve(base, parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir };
}
