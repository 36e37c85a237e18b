import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type GenerateMac, kmsGuardHasher, localGuardHasher } from './guard-hash.ts';

describe('guard hashes', () => {
  it('locally: the same value gives the same hash, other values and other keys other ones, never the value', async () => {
    const key = randomBytes(32);
    const hasher = localGuardHasher(key);
    const first = await hasher.hash('tax_file_number|org:1|123456782');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first).not.toContain('123456782');
    expect(await localGuardHasher(Buffer.from(key)).hash('tax_file_number|org:1|123456782')).toBe(first);
    expect(await hasher.hash('tax_file_number|org:2|123456782')).not.toBe(first);
    expect(await localGuardHasher(randomBytes(32)).hash('tax_file_number|org:1|123456782')).not.toBe(first);
    expect(() => localGuardHasher(randomBytes(16))).toThrow('32 bytes');
  });

  it('in AWS: asks KMS for an HMAC-SHA256 with the guard key', async () => {
    const calls: Parameters<GenerateMac>[0][] = [];
    const call: GenerateMac = async (input) => {
      calls.push(input);
      return { Mac: new Uint8Array(32).fill(7) };
    };
    const hash = await kmsGuardHasher('arn:aws:kms:ap-southeast-2:1:key/guard', call).hash('tax_file_number|org:1|1');
    expect(hash).toBe(Buffer.from(new Uint8Array(32).fill(7)).toString('base64url'));
    expect(calls).toEqual([
      {
        KeyId: 'arn:aws:kms:ap-southeast-2:1:key/guard',
        MacAlgorithm: 'HMAC_SHA_256',
        Message: Buffer.from('tax_file_number|org:1|1'),
      },
    ]);
    await expect(kmsGuardHasher('key', async () => ({})).hash('x')).rejects.toThrow('no MAC');
  });
});
