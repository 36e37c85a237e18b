import { createHmac, hkdfSync } from 'node:crypto';
import { GenerateMacCommand, KMSClient } from '@aws-sdk/client-kms';
import { clientOptions, withCommandLog } from '../aws/client-options.ts';
import { announceCommand } from '../aws/command-log.ts';
import { config } from '../config.ts';
import { FIELD_KEY_BYTES, readFieldKeyFile } from './keys.ts';

/**
 * Keyed hashes for uniqueness guards over secret values (a TFN may be on one employee of an
 * organization only): the guard item holds HMAC-SHA256(value), never the value, so the table
 * alone tells nothing of it, and equal values still meet on one key. Unlike field encryption
 * (a fresh data key per function instance) the key must never change: in AWS a KMS HMAC key
 * (GUARD_KEY_ID, GenerateMac: the key never leaves KMS); locally a key derived from the field key
 * file with HKDF, so the local stack needs no second key file.
 */
export interface GuardHasher {
  /** base64url of HMAC-SHA256 over `message` with the guard key. */
  hash(message: string): Promise<string>;
}

const HKDF_INFO = 'wattle-hr|unique-guard-hmac|v1';

/**
 * The local stack's and tests' hasher, keyed from the field key file. Each hash is announced as the
 * KMS GenerateMac it stands in for, so the grants test checks the function may (command-log.ts).
 */
export function localGuardHasher(fieldKey: Buffer): GuardHasher {
  if (fieldKey.length !== FIELD_KEY_BYTES) throw new Error(`A field key must be ${FIELD_KEY_BYTES} bytes`);
  const key = Buffer.from(hkdfSync('sha256', fieldKey, Buffer.alloc(0), HKDF_INFO, 32));
  return {
    hash: async (message) => {
      announceCommand({ service: 'kms', name: 'GenerateMacCommand', input: { KeyId: 'local guard key' } });
      return createHmac('sha256', key).update(message, 'utf8').digest('base64url');
    },
  };
}

/** KMS GenerateMac (a fake stands in for KMS in unit tests). */
export type GenerateMac = (input: {
  KeyId: string;
  MacAlgorithm: 'HMAC_SHA_256';
  Message: Uint8Array;
}) => Promise<{ Mac?: Uint8Array }>;

let kms: KMSClient | undefined;
const generateMac: GenerateMac = (input) => {
  kms ??= withCommandLog('kms', new KMSClient(clientOptions('kms')));
  return kms.send(new GenerateMacCommand(input));
};

export function kmsGuardHasher(keyId: string, call: GenerateMac = generateMac): GuardHasher {
  return {
    hash: async (message) => {
      const { Mac } = await call({ KeyId: keyId, MacAlgorithm: 'HMAC_SHA_256', Message: Buffer.from(message, 'utf8') });
      if (!Mac || Mac.length === 0) throw new Error('KMS returned no MAC');
      return Buffer.from(Mac).toString('base64url');
    },
  };
}

let hasher: GuardHasher | undefined;

/** The deployment's guard hasher: KMS when GUARD_KEY_ID is set, else derived from FIELD_KEY_FILE. */
export function guardHasher(): GuardHasher {
  if (hasher) return hasher;
  const { GUARD_KEY_ID, FIELD_KEY_ID, FIELD_KEY_FILE } = config();
  if (GUARD_KEY_ID) hasher = kmsGuardHasher(GUARD_KEY_ID);
  else if (FIELD_KEY_ID) throw new Error('No guard key: set GUARD_KEY_ID (a KMS HMAC key) alongside FIELD_KEY_ID');
  else if (FIELD_KEY_FILE) hasher = localGuardHasher(readFieldKeyFile(FIELD_KEY_FILE));
  else throw new Error('No guard key: set GUARD_KEY_ID (a KMS HMAC key) or FIELD_KEY_FILE (a local key file)');
  return hasher;
}

/** Forgets the hasher (tests that change the key settings). */
export function resetGuardHasher(): void {
  hasher = undefined;
}
