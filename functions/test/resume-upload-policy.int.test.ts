import { describe, expect, it } from 'vitest';
import { presignPost, resumeBucket } from '../src/core/storage/s3.ts';

/**
 * s3rver does not check POST policies, so what the SDK's presigned POST puts in the policy is
 * checked here: every form field, the size range and the content type, and a short expiry.
 */
describe('resume upload policy', () => {
  it('puts every form field in the signed policy with the size and type conditions', async () => {
    const post = await presignPost('resumes/org-1/b.pdf', {
      expiresIn: 900,
      fields: { 'Content-Type': 'application/pdf' },
      conditions: [
        ['content-length-range', 1, 5_242_880],
        ['eq', '$Content-Type', 'application/pdf'],
      ],
    });
    expect(post.url).toMatch(new RegExp(`/${resumeBucket()}/?$`));
    const policy = JSON.parse(Buffer.from(post.fields.Policy ?? '', 'base64').toString('utf8'));
    const { Policy: _policy, 'X-Amz-Signature': signature, ...signedFields } = post.fields;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    for (const [name, value] of Object.entries(signedFields))
      expect(policy.conditions).toContainEqual({ [name]: value });
    expect(signedFields.key).toBe('resumes/org-1/b.pdf');
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 5_242_880]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'application/pdf']);
    expect(Date.parse(policy.expiration) - Date.now()).toBeGreaterThan(890_000);
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(900_000);
  });
});
