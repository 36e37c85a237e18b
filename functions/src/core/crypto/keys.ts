import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { clientOptions, withCommandLog } from '../aws/client-options.ts';
import { announceCommand } from '../aws/command-log.ts';
import { config } from '../config.ts';
import { KMS_ENCRYPTION_CONTEXT } from './kms-context.ts';

/** An AES-256 key and the reference stored with every value it encrypts. */
export interface DataKey {
  ref: string;
  key: Buffer;
}

/** Where field keys come from: locally a key file, in AWS data keys from KMS. */
export interface KeyProvider {
  /** The key new values are encrypted with. */
  currentKey(): Promise<DataKey>;
  /** The key a stored value names; fails for a reference this provider cannot open. */
  keyFor(ref: string): Promise<Buffer>;
}

export const FIELD_KEY_BYTES = 32;

/** Reads a local key file: 32 random bytes written as base64 text. */
export function readFieldKeyFile(path: string): Buffer {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`The field key file ${path} cannot be read: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== FIELD_KEY_BYTES) {
    throw new Error(`The field key file ${path} must hold ${FIELD_KEY_BYTES} bytes as base64`);
  }
  return key;
}

/**
 * One fixed key (the local stack and tests). Its reference is a fingerprint, so a value written
 * with another key file is reported as such instead of failing authentication. Each use is
 * announced as the KMS command it stands in for (a new value's data key, an old value's Decrypt),
 * every time, as a fresh function instance would send it: the grants test checks the function may.
 */
export function localKeyProvider(key: Buffer): KeyProvider {
  if (key.length !== FIELD_KEY_BYTES) throw new Error(`A field key must be ${FIELD_KEY_BYTES} bytes`);
  const fingerprint = createHash('sha256').update('wattle-hr field key').update(key).digest('hex').slice(0, 16);
  const ref = `local.${fingerprint}`;
  const announce = (name: 'GenerateDataKeyCommand' | 'DecryptCommand') =>
    announceCommand({ service: 'kms', name, input: { KeyId: ref } });
  return {
    currentKey: async () => {
      announce('GenerateDataKeyCommand');
      return { ref, key };
    },
    keyFor: async (wanted) => {
      announce('DecryptCommand');
      if (wanted !== ref) throw new Error(`encrypted with another key (${wanted.slice(0, 22)})`);
      return key;
    },
  };
}

/** The two KMS operations envelope encryption needs (a fake stands in for KMS in unit tests). */
export type KmsCall = (
  operation: 'GenerateDataKey' | 'Decrypt',
  input: { KeyId: string; KeySpec?: 'AES_256'; CiphertextBlob?: Uint8Array; EncryptionContext: Record<string, string> },
) => Promise<{ Plaintext?: Uint8Array; CiphertextBlob?: Uint8Array }>;

const KMS_REF_PREFIX = 'kms.';
/** Distinct data keys kept open; each running function instance adds one. */
const MAX_OPEN_KEYS = 256;

let kms: KMSClient | undefined;

/** KMS through the SDK client, created once per container. */
const kmsCall: KmsCall = (operation, input) => {
  kms ??= withCommandLog('kms', new KMSClient(clientOptions('kms')));
  return operation === 'GenerateDataKey'
    ? kms.send(new GenerateDataKeyCommand(input))
    : kms.send(new DecryptCommand(input));
};

/**
 * Envelope encryption with KMS. A function instance asks KMS for one data key on its first write
 * (GenerateDataKey) and keeps it for its lifetime; every value carries that data key encrypted
 * under the KMS key (its reference), so reading a value costs one KMS Decrypt per distinct data
 * key per instance, cached after that. The clear data key never leaves memory.
 */
export function kmsKeyProvider(keyId: string, call: KmsCall = kmsCall): KeyProvider {
  let current: Promise<DataKey> | undefined;
  const open = new Map<string, Promise<Buffer>>();
  const remember = (ref: string, key: Promise<Buffer>) => {
    if (open.size >= MAX_OPEN_KEYS) open.delete(open.keys().next().value as string);
    open.set(ref, key);
    key.catch(() => open.get(ref) === key && open.delete(ref));
  };
  const plaintextOf = (output: { Plaintext?: Uint8Array }) => {
    const key = Buffer.from(output.Plaintext ?? new Uint8Array());
    if (key.length !== FIELD_KEY_BYTES) throw new Error('KMS returned no 256-bit data key');
    return key;
  };
  return {
    currentKey() {
      if (current) return current;
      const pending = call('GenerateDataKey', {
        KeyId: keyId,
        KeySpec: 'AES_256',
        EncryptionContext: { ...KMS_ENCRYPTION_CONTEXT },
      }).then((output) => {
        const key = plaintextOf(output);
        const ref = `${KMS_REF_PREFIX}${Buffer.from(output.CiphertextBlob ?? new Uint8Array()).toString('base64url')}`;
        remember(ref, Promise.resolve(key));
        return { ref, key };
      });
      current = pending;
      // A failed request is tried again by the next write instead of failing every later one.
      pending.catch(() => {
        if (current === pending) current = undefined;
      });
      return pending;
    },
    keyFor(ref) {
      const known = open.get(ref);
      if (known) return known;
      if (!ref.startsWith(KMS_REF_PREFIX) || ref.length === KMS_REF_PREFIX.length) {
        return Promise.reject(new Error('not a KMS data key reference'));
      }
      const blob = Buffer.from(ref.slice(KMS_REF_PREFIX.length), 'base64url');
      const key = call('Decrypt', {
        KeyId: keyId,
        CiphertextBlob: blob,
        EncryptionContext: { ...KMS_ENCRYPTION_CONTEXT },
      }).then(plaintextOf);
      remember(ref, key);
      return key;
    },
  };
}

let provider: KeyProvider | undefined;

/** The deployment's key provider: KMS when FIELD_KEY_ID is set, else the FIELD_KEY_FILE key. */
export function fieldKeys(): KeyProvider {
  if (provider) return provider;
  const { FIELD_KEY_ID, FIELD_KEY_FILE } = config();
  if (FIELD_KEY_ID) provider = kmsKeyProvider(FIELD_KEY_ID);
  else if (FIELD_KEY_FILE) provider = localKeyProvider(readFieldKeyFile(FIELD_KEY_FILE));
  else throw new Error('No field encryption key: set FIELD_KEY_ID (a KMS key) or FIELD_KEY_FILE (a local key file)');
  return provider;
}

/** Forgets the provider (tests that change the key settings). */
export function resetFieldKeys(): void {
  provider = undefined;
}
