import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { config } from '../config.ts';
import { VisibleError } from '../error.ts';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

let hashing = 0;

/**
 * scrypt is the costliest thing the API does (about a second of CPU and 128 MiB at N=2^17): an
 * instance runs at most MAX_CONCURRENT_HASHES at once, and answers any more with 429 and
 * Retry-After rather than letting a flood of bogus sign-ins slow everyone's to a crawl.
 */
async function withHashSlot<T>(run: () => Promise<T>): Promise<T> {
  if (hashing >= config().MAX_CONCURRENT_HASHES) {
    throw new VisibleError('rate-limited', 'Too many sign-ins at once. Try again in a moment.', {
      retryAfterSeconds: 1,
    });
  }
  hashing++;
  try {
    return await run();
  } finally {
    hashing--;
  }
}

function derive(password: string, salt: Buffer, cost: number, blockSize: number, parallelism: number): Promise<Buffer> {
  return withHashSlot(() => scryptKey(password, salt, cost, blockSize, parallelism));
}

function scryptKey(
  password: string,
  salt: Buffer,
  cost: number,
  blockSize: number,
  parallelism: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is below OWASP's N=2^17.
    const maxmem = 256 * cost * blockSize;
    scrypt(password, salt, KEY_LENGTH, { N: cost, r: blockSize, p: parallelism, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes with scrypt at the configured cost (OWASP: N=2^17, r=8, p=1). Format: scrypt$N$r$p$salt$hash. */
export async function hashPassword(password: string): Promise<string> {
  const cost = config().SCRYPT_COST;
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelism, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !blockSize || !parallelism || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    Number(cost),
    Number(blockSize),
    Number(parallelism),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown e-mail cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
}
