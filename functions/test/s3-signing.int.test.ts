import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, it } from 'vitest';
import { config } from '../src/core/config.ts';
import { presignPost, signPolicy } from '../src/core/storage/s3.ts';

/**
 * s3rver does not check POST policies, so the hand-written policy signing is checked against the
 * AWS SDK's own presigned POST (kept as a dev dependency for exactly this).
 */
describe('presigned POST signing', () => {
  it('signs a policy exactly as the AWS SDK does', async () => {
    const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
    const client = new S3Client({ region: 'ap-southeast-2', credentials });
    const sdk = await createPresignedPost(client, {
      Bucket: 'resumes',
      Key: 'resumes/org-1/a.pdf',
      Conditions: [['content-length-range', 1, 5_242_880]],
      Fields: { 'Content-Type': 'application/pdf' },
      Expires: 900,
    });
    const date = (sdk.fields['X-Amz-Date'] ?? '').slice(0, 8);
    const policy = sdk.fields.Policy ?? '';
    expect(signPolicy(policy, date, 'ap-southeast-2', credentials.secretAccessKey)).toBe(sdk.fields['X-Amz-Signature']);
  });

  it('puts every form field in the signed policy with the size and type conditions', () => {
    const post = presignPost('resumes/org-1/b.pdf', {
      expiresIn: 900,
      fields: { 'Content-Type': 'application/pdf' },
      conditions: [
        ['content-length-range', 1, 5_242_880],
        ['eq', '$Content-Type', 'application/pdf'],
      ],
    });
    const policy = JSON.parse(Buffer.from(post.fields.Policy ?? '', 'base64').toString('utf8'));
    const { Policy: _policy, 'X-Amz-Signature': signature, ...signedFields } = post.fields;
    for (const [name, value] of Object.entries(signedFields))
      expect(policy.conditions).toContainEqual({ [name]: value });
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 5_242_880]);
    expect(Date.parse(policy.expiration) - Date.now()).toBeGreaterThan(890_000);
    const date = (post.fields['X-Amz-Date'] ?? '').slice(0, 8);
    expect(signature).toBe(signPolicy(post.fields.Policy ?? '', date, config().AWS_REGION, 'S3RVER'));
  });
});
