import { randomBytes, scrypt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@wattle/shared/mfa';

/**
 * Recovery codes: 10 random codes of 50 bits each (`abcde-fghij`), shown once. Only a scrypt hash
 * of each is kept, with a salt of the user's, so one hash per attempt finds a code among the set;
 * scrypt (cheap settings: 16 MiB, tens of milliseconds) makes an offline search of a leaked table
 * slow where a plain digest of 50 bits would not be.
 */

/** 32 letters and digits without i, l, o and u, so each character is 5 bits and none is misread. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const CODE_LENGTH = 10;

function randomCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  const characters = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(randomCode());
  return [...codes];
}

export function newRecoverySalt(): string {
  return randomBytes(16).toString('base64url');
}

/** What the user typed, as it was issued: case, spaces and dashes forgiven, look-alikes mapped. */
function normalize(code: string): string {
  return code
    .toLowerCase()
    .replace(/[^0-9a-z]/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
}

export function hashRecoveryCode(code: string, salt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(normalize(code), salt, 32, { N: 2 ** 14, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key.toString('base64url')),
    );
  });
}
