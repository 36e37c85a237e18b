import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { fieldKeys, type KeyProvider } from './keys.ts';

/**
 * Field-level encryption of payroll identifiers: AES-256-GCM with a random 12-byte IV, and the
 * organization, employee and field bound in as additional authenticated data, so a value copied
 * to another record or field (or altered in any way) fails to decrypt.
 *
 * Stored form: `enc:v1:<key reference>:<base64url of iv | tag | ciphertext>`. The key reference
 * names the key (locally a fingerprint of the key file; in AWS the KMS-encrypted data key), so a
 * value can always be decrypted after the key that writes new values has changed.
 */
export interface FieldContext {
  organizationId: number;
  employeeId: number;
  field: string;
}

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A value that could not be decrypted. The message names the record and field, never a value. */
export class FieldDecryptionError extends Error {
  constructor(context: FieldContext, reason: string) {
    super(`Field ${context.field} of employee ${context.employeeId} could not be decrypted: ${reason}`);
    this.name = 'FieldDecryptionError';
  }
}

export const isEncryptedField = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(PREFIX);

const associatedData = ({ organizationId, employeeId, field }: FieldContext) =>
  Buffer.from(`wattle-hr|employee-field|v1|org:${organizationId}|employee:${employeeId}|field:${field}`);

export async function encryptField(
  plain: string,
  context: FieldContext,
  keys: KeyProvider = fieldKeys(),
): Promise<string> {
  const { ref, key } = await keys.currentKey();
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(associatedData(context));
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const payload = Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
  return `${PREFIX}${ref}:${payload}`;
}

export async function decryptField(
  stored: string,
  context: FieldContext,
  keys: KeyProvider = fieldKeys(),
): Promise<string> {
  if (!isEncryptedField(stored)) throw new FieldDecryptionError(context, 'not an encrypted value');
  const rest = stored.slice(PREFIX.length);
  const separator = rest.lastIndexOf(':');
  if (separator <= 0) throw new FieldDecryptionError(context, 'malformed value');
  const ref = rest.slice(0, separator);
  const payload = Buffer.from(rest.slice(separator + 1), 'base64url');
  if (payload.length < IV_BYTES + TAG_BYTES) throw new FieldDecryptionError(context, 'malformed value');
  const key = await keys.keyFor(ref).catch((error: unknown) => {
    throw new FieldDecryptionError(context, error instanceof Error ? error.message : 'unknown key');
  });
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, payload.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(associatedData(context));
    decipher.setAuthTag(payload.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(payload.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new FieldDecryptionError(context, 'authentication failed (altered, moved or another key)');
  }
}
