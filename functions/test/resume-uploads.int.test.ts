import { RESUME_WRONG_TYPE_MESSAGE } from '@wattle/shared/recruitment';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { listKeys } from '../src/core/storage/s3.ts';
import { sweepQuarantine } from '../src/core/storage/uploads.ts';
import { lastGrant, PDF_BYTES, postToGrant, recruitmentFixture, uploadResume } from './recruitment-support.ts';
import { request, signUp, type TestUser } from './support.ts';

async function applyWith(
  user: TestUser,
  f: Awaited<ReturnType<typeof recruitmentFixture>>,
  uploadId: string,
  email: string,
) {
  return request('POST', '/recruitment/applicants', {
    token: user.token,
    body: {
      organization_id: f.organization.id,
      first_name: 'Grace',
      last_name: 'Hopper',
      email,
      job_opening_id: f.job.id,
      resume_upload_id: uploadId,
    },
  });
}

describe('resume uploads', () => {
  it('keep what was verified: posting to the used grant again cannot replace the linked file', async () => {
    const user = await signUp();
    const f = await recruitmentFixture(user);
    const uploadId = await uploadResume(user, f.organization.id, PDF_BYTES);
    const grant = lastGrant;
    if (!grant) throw new Error('no grant recorded');
    const applicant = (await applyWith(user, f, uploadId, 'grace@example.test')).body.data;
    // The grant's form still works against s3rver (its policy is not enforced locally), but it
    // names a quarantine key: the linked resume was copied where no grant reaches.
    await postToGrant(grant, Buffer.from('<html><script>alert(1)</script></html>'));
    const link = await request('GET', `/recruitment/applicants/${applicant.id}/resume/download`, { token: user.token });
    const downloaded = await fetch(link.body.data.url);
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(PDF_BYTES);
    expect(downloaded.headers.get('content-type')).toBe('application/pdf');
    expect(downloaded.headers.get('content-disposition')).toMatch(/^attachment; filename="resume_Grace_Hopper\.pdf"$/);
    expect(new URL(link.body.data.url).pathname).toMatch(/\/resumes\/org-\d+\/[0-9a-f-]{36}\.pdf$/);
  });

  it('refuse files that only pretend: HTML behind a PDF header, a PDF without its trailer, a ZIP that is no Word document', async () => {
    const user = await signUp();
    const f = await recruitmentFixture(user);
    const fakes: [string, Buffer][] = [
      ['cv.pdf', Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n')],
      ['cv.pdf', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n')],
      ['cv.docx', Buffer.from(zipSync({ 'readme.txt': strToU8('not a document') }))],
      ['cv.doc', Buffer.from('MZ this is not an OLE2 document at all')],
    ];
    for (const [name, bytes] of fakes) {
      const uploadId = await uploadResume(user, f.organization.id, bytes, name);
      const answer = await applyWith(user, f, uploadId, `fake-${name}-${bytes.length}@example.test`);
      expect(answer.status, name).toBe(422);
      expect(answer.body.errors.resume, name).toEqual([RESUME_WRONG_TYPE_MESSAGE]);
    }
    // Rejected files are deleted, from quarantine as from anywhere.
    expect((await listKeys(`quarantine/org-${f.organization.id}/`)).keys).toEqual([]);
  });

  it('expire from quarantine when never linked', async () => {
    const user = await signUp();
    const f = await recruitmentFixture(user);
    await uploadResume(user, f.organization.id, PDF_BYTES);
    expect((await listKeys(`quarantine/org-${f.organization.id}/`)).keys).toHaveLength(1);
    // Only this organization's quarantine: other test files upload into the same bucket meanwhile.
    await sweepQuarantine(0, `quarantine/org-${f.organization.id}/`);
    expect((await listKeys(`quarantine/org-${f.organization.id}/`)).keys).toEqual([]);
  });
});
