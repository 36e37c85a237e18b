import { describe, expect, it } from 'vitest';
import {
  createApplicant,
  createJobOpening,
  DOCX_BYTES,
  PDF_BYTES,
  recruitmentFixture,
  uploadResume,
} from './recruitment-support.ts';
import { request, signUp } from './support.ts';

describe('applicants', () => {
  it('creates with defaults, validates the form, and changes status along the pipeline', async () => {
    const user = await signUp();
    const { organization, job } = await recruitmentFixture(user);
    const invalid = await request('POST', '/recruitment/applicants', {
      token: user.token,
      body: { organization_id: organization.id, first_name: ' ', email: 'nope', source: 'Fax' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      first_name: ['First name is required.'],
      last_name: ['Last name is required.'],
      email: ['Email address is invalid.'],
      job_opening_id: ['Job opening is required.'],
      source: ['Source must be LinkedIn, Seek, Indeed, Referral, Company Website or Other.'],
    });
    const applicant = await createApplicant(user, {
      organization_id: organization.id,
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'Grace@Example.test',
      job_opening_id: job.id,
      applied_date: '2026-11-20',
    });
    expect(applicant).toMatchObject({
      source: 'LinkedIn',
      status: 'applied',
      email: 'grace@example.test',
      applied_date: '2026-11-20',
      job_opening: { id: job.id, title: 'Backend Engineer' },
      resume: null,
    });
    let version = applicant.version;
    for (const status of ['interview', 'offer', 'rejected', 'applied']) {
      const changed = await request('PATCH', `/recruitment/applicants/${applicant.id}/status`, {
        token: user.token,
        body: { status, version },
      });
      expect(changed.body.data.status).toBe(status);
      version = changed.body.data.version;
    }
    const bad = await request('PATCH', `/recruitment/applicants/${applicant.id}/status`, {
      token: user.token,
      body: { status: 'ghosted', version },
    });
    expect(bad.status).toBe(422);
  });

  it('filters by status, job and search on the server, pages by cursor, and counts per status', async () => {
    const user = await signUp();
    const { organization, job, department, designation } = await recruitmentFixture(user);
    const otherJob = await createJobOpening(
      user,
      { organization, department, designation },
      { title: 'Designer', location: 'Remote' },
    );
    const people = [
      ['Ada', 'Lovelace', 'applied', job.id],
      ['Alan', 'Turing', 'interview', job.id],
      ['Barbara', 'Liskov', 'interview', otherJob.id],
      ['Edsger', 'Dijkstra', 'offer', job.id],
      ['Frances', 'Allen', 'hired', otherJob.id],
      ['Donald', 'Knuth', 'rejected', job.id],
      ['Adele', 'Goldberg', 'applied', otherJob.id],
    ] as const;
    for (const [index, [first, last, status, jobId]] of people.entries()) {
      // A hire is made from an offer (APPLICANT_TRANSITIONS): created at offer, then hired.
      const created = await createApplicant(user, {
        organization_id: organization.id,
        first_name: first,
        last_name: last,
        email: `${first.toLowerCase()}@example.test`,
        job_opening_id: jobId,
        status: status === 'hired' ? 'offer' : status,
        applied_date: `2026-11-${String(10 + index).padStart(2, '0')}`,
      });
      if (status === 'hired') {
        await request('PATCH', `/recruitment/applicants/${created.id}/status`, {
          token: user.token,
          body: { status, version: created.version },
        });
      }
    }
    const base = `/recruitment/applicants?organization_id=${organization.id}`;
    const all = await request('GET', base, { token: user.token });
    expect(all.body.data.counts).toEqual({ applied: 2, interview: 2, offer: 1, hired: 1, rejected: 1 });
    expect(all.body.data.total).toBe(7);
    expect(all.body.data.per_page).toBe(5);
    expect(all.body.data.data.map((a: { first_name: string }) => a.first_name)).toEqual([
      'Adele',
      'Donald',
      'Frances',
      'Edsger',
      'Barbara',
    ]);
    const page2 = await request('GET', `${base}&cursor=${all.body.data.next_cursor}`, { token: user.token });
    expect(page2.body.data.data.map((a: { first_name: string }) => a.first_name)).toEqual(['Alan', 'Ada']);
    expect(page2.body.data.next_cursor).toBeNull();

    const interviews = await request('GET', `${base}&status=interview&job_opening_id=${job.id}`, { token: user.token });
    expect(interviews.body.data.data.map((a: { first_name: string }) => a.first_name)).toEqual(['Alan']);
    expect(interviews.body.data.counts.applied).toBe(2);
    const search = await request('GET', `${base}&search=AD`, { token: user.token });
    expect(search.body.data.data.map((a: { first_name: string }) => a.first_name)).toEqual(['Adele', 'Ada']);
    const byEmail = await request('GET', `${base}&search=frances@example`, { token: user.token });
    expect(byEmail.body.data.data.map((a: { first_name: string }) => a.first_name)).toEqual(['Frances']);
    const none = await request('GET', `${base}&search=nobody`, { token: user.token });
    expect(none.body.data).toMatchObject({ data: [], total: 0, next_cursor: null });
    const byLastName = await request('GET', `${base}&search=liskov`, { token: user.token });
    expect(byLastName.body.data.data[0].job_opening.title).toBe('Designer');
    const badCursor = await request('GET', `${base}&cursor=bogus`, { token: user.token });
    expect(badCursor.status).toBe(422);
  });

  it('uploads a resume straight to S3, verifies it, downloads the same bytes, replaces and deletes it', async () => {
    const user = await signUp();
    const { organization, job } = await recruitmentFixture(user);
    const uploadId = await uploadResume(user, organization.id, PDF_BYTES, 'My CV.pdf');
    const applicant = await createApplicant(user, {
      organization_id: organization.id,
      first_name: 'Katherine',
      last_name: 'Johnson',
      email: 'kj@example.test',
      job_opening_id: job.id,
      resume_upload_id: uploadId,
    });
    expect(applicant.resume).toMatchObject({
      file_name: 'My CV.pdf',
      content_type: 'application/pdf',
      size: PDF_BYTES.length,
    });

    const link = await request('GET', `/recruitment/applicants/${applicant.id}/resume/download`, { token: user.token });
    expect(link.body.data).toMatchObject({ file_name: 'resume_Katherine_Johnson.pdf', expires_in: 300 });
    const downloaded = await fetch(link.body.data.url);
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(PDF_BYTES);
    expect(downloaded.headers.get('content-disposition')).toBe('attachment; filename="resume_Katherine_Johnson.pdf"');
    expect(new URL(link.body.data.url).searchParams.get('X-Amz-Expires')).toBe('300');

    // The same upload cannot be linked twice.
    const reused = await request('POST', '/recruitment/applicants', {
      token: user.token,
      body: {
        organization_id: organization.id,
        first_name: 'A',
        last_name: 'B',
        email: 'ab@example.test',
        job_opening_id: job.id,
        resume_upload_id: uploadId,
      },
    });
    expect(reused.status).toBe(422);

    const replacement = await uploadResume(user, organization.id, DOCX_BYTES, 'cv.docx', { applicantId: applicant.id });
    // Form clients update with POST and `_method=PUT` (SPEC section 7).
    const form = new FormData();
    for (const [name, value] of Object.entries({
      _method: 'PUT',
      organization_id: organization.id,
      first_name: 'Katherine',
      last_name: 'Johnson',
      email: 'kj@example.test',
      job_opening_id: job.id,
      resume_upload_id: replacement,
      version: applicant.version,
    }))
      form.append(name, String(value));
    const updated = await request('POST', `/recruitment/applicants/${applicant.id}`, { token: user.token, form });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.resume.file_name).toBe('cv.docx');
    expect((await fetch(link.body.data.url)).status).toBe(404); // the old object is gone

    const newLink = await request('GET', `/recruitment/applicants/${applicant.id}/resume/download`, {
      token: user.token,
    });
    expect(newLink.body.data.file_name).toBe('resume_Katherine_Johnson.docx');
    expect((await request('DELETE', `/recruitment/applicants/${applicant.id}`, { token: user.token })).status).toBe(
      204,
    );
    expect((await fetch(newLink.body.data.url)).status).toBe(404);
    expect((await request('GET', `/recruitment/applicants/${applicant.id}`, { token: user.token })).status).toBe(404);
  });

  it('rejects oversized and wrong-type objects at verification and deletes them', async () => {
    const user = await signUp();
    const { organization, job } = await recruitmentFixture(user);
    const body = {
      organization_id: organization.id,
      first_name: 'Mallory',
      last_name: 'Evil',
      email: 'm@example.test',
      job_opening_id: job.id,
    };
    const presignTooBig = await request('POST', '/recruitment/resume-uploads', {
      token: user.token,
      body: { organization_id: organization.id, resume: { file_name: 'big.pdf', size: 5 * 1024 * 1024 + 1 } },
    });
    expect(presignTooBig.body.errors.resume, JSON.stringify(presignTooBig.body)).toEqual(['File size exceeds 5MB.']);
    const presignExe = await request('POST', '/recruitment/resume-uploads', {
      token: user.token,
      body: { organization_id: organization.id, resume: { file_name: 'virus.exe', size: 10 } },
    });
    expect(presignExe.body.errors.resume).toEqual(['The resume must be a PDF, DOC or DOCX file.']);

    // s3rver ignores the POST policy, so these reach the bucket and the API must catch them.
    const oversized = Buffer.concat([PDF_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const big = await uploadResume(user, organization.id, oversized, 'big.pdf', { declaredSize: 100 });
    const rejectedBig = await request('POST', '/recruitment/applicants', {
      token: user.token,
      body: { ...body, resume_upload_id: big },
    });
    expect(rejectedBig.status, JSON.stringify(rejectedBig.body)).toBe(422);
    expect(rejectedBig.body.errors.resume).toEqual(['File size exceeds 5MB.']);

    const fake = await uploadResume(user, organization.id, Buffer.from('MZ this is not a pdf'), 'fake.pdf');
    const rejectedFake = await request('POST', '/recruitment/applicants', {
      token: user.token,
      body: { ...body, resume_upload_id: fake },
    });
    expect(rejectedFake.body.errors.resume).toEqual(['The resume must be a PDF, DOC or DOCX file.']);
    // The rejected upload is deleted: using it again fails as unknown.
    const again = await request('POST', '/recruitment/applicants', {
      token: user.token,
      body: { ...body, resume_upload_id: fake },
    });
    expect(again.body.errors.resume).toEqual([
      'The resume upload was not found or has expired. Choose the file again.',
    ]);
    const list = await request('GET', `/recruitment/applicants?organization_id=${organization.id}`, {
      token: user.token,
    });
    expect(list.body.data.total).toBe(0);
  });

  it('binds an upload to its organization, user and applicant', async () => {
    const owner = await signUp();
    const { organization, job } = await recruitmentFixture(owner);
    const other = await recruitmentFixture(owner);
    const upload = await uploadResume(owner, organization.id, PDF_BYTES);
    const elsewhere = await request('POST', '/recruitment/applicants', {
      token: owner.token,
      body: {
        organization_id: other.organization.id,
        first_name: 'A',
        last_name: 'B',
        email: 'ab@example.test',
        job_opening_id: other.job.id,
        resume_upload_id: upload,
      },
    });
    expect(elsewhere.status).toBe(422);
    const first = await createApplicant(owner, {
      organization_id: organization.id,
      first_name: 'First',
      last_name: 'One',
      email: 'one@example.test',
      job_opening_id: job.id,
    });
    const second = await createApplicant(owner, {
      organization_id: organization.id,
      first_name: 'Second',
      last_name: 'Two',
      email: 'two@example.test',
      job_opening_id: job.id,
    });
    const forFirst = await uploadResume(owner, organization.id, PDF_BYTES, 'cv.pdf', { applicantId: first.id });
    const onSecond = await request('PUT', `/recruitment/applicants/${second.id}`, {
      token: owner.token,
      body: {
        organization_id: organization.id,
        first_name: 'Second',
        last_name: 'Two',
        email: 'two@example.test',
        job_opening_id: job.id,
        resume_upload_id: forFirst,
      },
    });
    expect(onSecond.status).toBe(422);
  });

  it("answers 404 for another organization's applicants on every route", async () => {
    const owner = await signUp();
    const stranger = await signUp();
    const { organization, job } = await recruitmentFixture(owner);
    const applicant = await createApplicant(owner, {
      organization_id: organization.id,
      first_name: 'Secret',
      last_name: 'Candidate',
      email: 'secret@example.test',
      job_opening_id: job.id,
    });
    const valid = {
      organization_id: organization.id,
      first_name: 'X',
      last_name: 'Y',
      email: 'x@example.test',
      job_opening_id: job.id,
    };
    const calls: [string, string, unknown?][] = [
      ['GET', `/recruitment/applicants?organization_id=${organization.id}`],
      ['POST', '/recruitment/applicants', valid],
      ['GET', `/recruitment/applicants/${applicant.id}`],
      ['PUT', `/recruitment/applicants/${applicant.id}`, valid],
      ['POST', `/recruitment/applicants/${applicant.id}`, { ...valid, _method: 'PUT' }],
      ['PATCH', `/recruitment/applicants/${applicant.id}/status`, { status: 'hired' }],
      ['DELETE', `/recruitment/applicants/${applicant.id}`],
      ['GET', `/recruitment/applicants/${applicant.id}/resume/download`],
      [
        'POST',
        '/recruitment/resume-uploads',
        { organization_id: organization.id, resume: { file_name: 'a.pdf', size: 10 } },
      ],
    ];
    for (const [method, path, body] of calls) {
      const response = await request(method, path, { token: stranger.token, body });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain('Secret');
    }
    const still = await request('GET', `/recruitment/applicants/${applicant.id}`, { token: owner.token });
    expect(still.body.data.status).toBe('applied');
  });

  it('refuses to delete a job opening that has applicants', async () => {
    const user = await signUp();
    const { organization, job } = await recruitmentFixture(user);
    await createApplicant(user, {
      organization_id: organization.id,
      first_name: 'A',
      last_name: 'B',
      email: 'ab@example.test',
      job_opening_id: job.id,
    });
    const response = await request('DELETE', `/recruitment/job-openings/${job.id}`, { token: user.token });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'This job opening has applicants. Close it instead, or delete its applicants first.',
    );
  });
});
