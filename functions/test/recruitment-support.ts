import { utcToZoned } from '@wattle/shared/dates';
import { strToU8, zipSync } from 'fflate';
import { expect } from 'vitest';
import { organizationBody, request, type TestUser } from './support.ts';

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** The smallest Word document: a ZIP with the content types, the package relations and the body. */
export const DOCX_BYTES = Buffer.from(
  zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Resume</w:t></w:r></w:p></w:body></w:document>',
    ),
  }),
);

/** A workspace with one department, one designation and one open job. */
export async function recruitmentFixture(user: TestUser) {
  const organization = (await request('POST', '/organizations', { token: user.token, body: organizationBody() })).body
    .data;
  const department = (
    await request('POST', `/organizations/${organization.id}/departments`, {
      token: user.token,
      body: { name: 'Engineering' },
    })
  ).body.data;
  const designation = (
    await request('POST', `/departments/${department.id}/designations`, {
      token: user.token,
      body: { title: 'Engineer' },
    })
  ).body.data;
  const job = await createJobOpening(user, { organization, department, designation });
  return { organization, department, designation, job };
}

/** Where a job opening sits: an organization, one of its departments and a designation of it. */
export interface JobPlace {
  organization: { id: number };
  department: { id: number };
  designation: { id: number };
}

/** The place of `employeeFixture`'s Sales Representative. */
export const salesPlace = (f: { organization: { id: number }; sales: { id: number }; salesRep: { id: number } }) => ({
  organization: f.organization,
  department: f.sales,
  designation: f.salesRep,
});

/** An open job (Backend Engineer in Sydney unless `overrides` say otherwise), created through the API. */
export async function createJobOpening(user: TestUser, place: JobPlace, overrides: Record<string, unknown> = {}) {
  const answer = await request('POST', '/recruitment/job-openings', {
    token: user.token,
    body: {
      organization_id: place.organization.id,
      title: 'Backend Engineer',
      department_id: place.department.id,
      designation_id: place.designation.id,
      location: 'Sydney',
      ...overrides,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/** An applicant created through the API from a whole form body. */
export async function createApplicant(user: TestUser, body: Record<string, unknown>) {
  const answer = await request('POST', '/recruitment/applicants', { token: user.token, body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/** Presigns, then uploads like a browser: multipart POST straight to the bucket. */
export async function uploadResume(
  user: TestUser,
  organizationId: number,
  bytes: Buffer,
  fileName = 'cv.pdf',
  options: { applicantId?: number; declaredSize?: number; contentType?: string } = {},
): Promise<string> {
  const presigned = await request('POST', '/recruitment/resume-uploads', {
    token: user.token,
    body: {
      organization_id: organizationId,
      resume: { file_name: fileName, size: options.declaredSize ?? bytes.length },
      ...(options.applicantId ? { applicant_id: options.applicantId } : {}),
    },
  });
  if (presigned.status !== 201) throw new Error(`presign failed: ${JSON.stringify(presigned.body)}`);
  const { url, fields, upload_id } = presigned.body.data;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields as Record<string, string>)) {
    form.append(name, name === 'Content-Type' && options.contentType ? options.contentType : value);
  }
  form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  const uploaded = await fetch(url, { method: 'POST', body: form });
  if (uploaded.status >= 300) throw new Error(`upload failed: ${uploaded.status} ${await uploaded.text()}`);
  lastGrant = { url, fields, fileName };
  return upload_id;
}

/** The presigned form of the last upload: a test posts to it again as an attacker would. */
export let lastGrant: { url: string; fields: Record<string, string>; fileName: string } | undefined;

/** Posts `bytes` to an upload grant's form again (after it was used). */
export async function postToGrant(grant: NonNullable<typeof lastGrant>, bytes: Buffer): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(grant.fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), grant.fileName);
  return (await fetch(grant.url, { method: 'POST', body: form })).status;
}

/** A Sydney wall-clock time `minutes` from now (to the next whole minute), as the interview form sends it. */
export const sydneyIn = (minutes: number, timezone = 'Australia/Sydney') =>
  utcToZoned(new Date(Math.ceil(Date.now() / 60_000) * 60_000 + minutes * 60_000), timezone);
