import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureFieldKeyFile, localFieldKeyFile } from '../../local/field-key.ts';
import { decryptField, encryptField, FieldDecryptionError, isEncryptedField } from './field-encryption.ts';
import { type KmsCall, kmsKeyProvider, localKeyProvider, readFieldKeyFile } from './keys.ts';
import { KMS_ENCRYPTION_CONTEXT } from './kms-context.ts';

const keys = localKeyProvider(randomBytes(32));
const context = { organizationId: 7, employeeId: 42, field: 'tax_file_number' };
const TFN = '123456782';

/** Flips one bit of the base64url payload's `index`-th byte. */
function tamper(stored: string, index: number): string {
  const at = stored.lastIndexOf(':');
  const payload = Buffer.from(stored.slice(at + 1), 'base64url');
  payload[index] = (payload[index] ?? 0) ^ 1;
  return `${stored.slice(0, at + 1)}${payload.toString('base64url')}`;
}

describe('field encryption (AES-256-GCM)', () => {
  it('round-trips, with a fresh IV each time and nothing of the value in the stored form', async () => {
    const first = await encryptField(TFN, context, keys);
    const second = await encryptField(TFN, context, keys);
    expect(first).toMatch(/^enc:v1:local\.[0-9a-f]{16}:[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain(TFN);
    expect(isEncryptedField(first)).toBe(true);
    expect(isEncryptedField(TFN)).toBe(false);
    expect(await decryptField(first, context, keys)).toBe(TFN);
    expect(await decryptField(second, context, keys)).toBe(TFN);
    const unicode = 'Ünïcødé 😀 member';
    expect(await decryptField(await encryptField(unicode, context, keys), context, keys)).toBe(unicode);
  });

  it('refuses a value moved to another employee, field or organization', async () => {
    const stored = await encryptField(TFN, context, keys);
    for (const other of [
      { ...context, employeeId: 43 },
      { ...context, field: 'bank_account_number' },
      { ...context, organizationId: 8 },
    ]) {
      await expect(decryptField(stored, other, keys)).rejects.toThrow(FieldDecryptionError);
    }
  });

  it('refuses altered IVs, tags and ciphertexts, and malformed values', async () => {
    const stored = await encryptField(TFN, context, keys);
    for (const index of [0, 11, 12, 27, 28, 30]) {
      await expect(decryptField(tamper(stored, index), context, keys)).rejects.toThrow(/authentication failed/);
    }
    await expect(decryptField(stored.slice(0, -4), context, keys)).rejects.toThrow(FieldDecryptionError);
    await expect(decryptField('enc:v1:local.x:AAAA', context, keys)).rejects.toThrow(/malformed/);
    await expect(decryptField(TFN, context, keys)).rejects.toThrow(/not an encrypted value/);
  });

  it('refuses a value written with another key, and says so without the value', async () => {
    const stored = await encryptField(TFN, context, keys);
    const error = await decryptField(stored, context, localKeyProvider(randomBytes(32))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FieldDecryptionError);
    expect(String(error)).toMatch(/tax_file_number of employee 42 .*another key/);
    expect(String(error)).not.toContain(TFN);
  });
});

describe('KMS envelope keys', () => {
  /** A stand-in for KMS: data keys "encrypted" by prefixing, with the calls recorded. */
  function fakeKms() {
    const calls: { operation: string; input: Record<string, unknown> }[] = [];
    const call: KmsCall = async (operation, input) => {
      calls.push({ operation, input });
      if (operation === 'GenerateDataKey') {
        const key = randomBytes(32);
        return {
          Plaintext: new Uint8Array(key),
          CiphertextBlob: new Uint8Array(Buffer.concat([Buffer.from('wrapped:'), key])),
        };
      }
      const blob = Buffer.from(input.CiphertextBlob ?? new Uint8Array());
      return { Plaintext: new Uint8Array(blob.subarray('wrapped:'.length)) };
    };
    return { calls, call };
  }

  it('asks for one data key per instance and opens each data key once', async () => {
    const kms = fakeKms();
    const writer = kmsKeyProvider('arn:aws:kms:ap-southeast-2:123456789012:key/abc', kms.call);
    const stored = await Promise.all(
      ['a1', 'a2', 'a3'].map((value, index) => encryptField(value, { ...context, employeeId: index }, writer)),
    );
    expect(kms.calls).toEqual([
      {
        operation: 'GenerateDataKey',
        input: {
          KeyId: 'arn:aws:kms:ap-southeast-2:123456789012:key/abc',
          KeySpec: 'AES_256',
          EncryptionContext: KMS_ENCRYPTION_CONTEXT,
        },
      },
    ]);
    expect(stored[0]).toMatch(/^enc:v1:kms\.[A-Za-z0-9_-]+:[A-Za-z0-9_-]+$/);
    // The writing instance already holds the key: no Decrypt.
    expect(await decryptField(stored[1] as string, { ...context, employeeId: 1 }, writer)).toBe('a2');
    expect(kms.calls).toHaveLength(1);

    // Another instance opens the data key once (KMS Decrypt), then reads from memory.
    const reader = kmsKeyProvider('arn:aws:kms:ap-southeast-2:123456789012:key/abc', kms.call);
    const values = await Promise.all(
      stored.map((value, index) => decryptField(value, { ...context, employeeId: index }, reader)),
    );
    expect(values).toEqual(['a1', 'a2', 'a3']);
    const decrypts = kms.calls.filter((c) => c.operation === 'Decrypt');
    expect(decrypts).toHaveLength(1);
    expect(decrypts[0]?.input).toMatchObject({ EncryptionContext: KMS_ENCRYPTION_CONTEXT });
  });

  it('tries again after KMS fails, and refuses references it cannot open', async () => {
    const kms = fakeKms();
    let failures = 1;
    const flaky: KmsCall = async (operation, input) => {
      if (failures-- > 0) throw new Error('ThrottlingException');
      return kms.call(operation, input);
    };
    const provider = kmsKeyProvider('key', flaky);
    await expect(encryptField('x', context, provider)).rejects.toThrow('ThrottlingException');
    const stored = await encryptField('x', context, provider);
    expect(await decryptField(stored, context, provider)).toBe('x');
    await expect(decryptField(stored, context, keys)).rejects.toThrow(/another key/);
    const local = await encryptField('x', context, keys);
    await expect(decryptField(local, context, provider)).rejects.toThrow(/not a KMS data key/);
  });
});

describe('local key file', () => {
  const dir = mkdtempSync(join(tmpdir(), 'wattle-key-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is generated once, 32 random bytes readable by the owner only, and kept', () => {
    const file = join(dir, 'data', 'keys', 'field-key');
    expect(ensureFieldKeyFile(file)).toBe(file);
    const key = readFieldKeyFile(file);
    expect(key).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const text = readFileSync(file, 'utf8');
    ensureFieldKeyFile(file);
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(localFieldKeyFile(join(dir, 'data'), {})).toBe(file);
  });

  it('reports a damaged key and never replaces a configured one', () => {
    const bad = join(dir, 'bad-key');
    writeFileSync(bad, 'too short');
    expect(() => readFieldKeyFile(bad)).toThrow(/must hold 32 bytes/);
    expect(() => ensureFieldKeyFile(bad)).toThrow(/must hold 32 bytes/);
    const missing = join(dir, 'missing-key');
    expect(() => localFieldKeyFile(dir, { FIELD_KEY_FILE: missing })).toThrow(/cannot be read: ENOENT/);
    expect(() => readFileSync(missing)).toThrow();
  });
});
