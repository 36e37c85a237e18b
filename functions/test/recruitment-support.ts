import { organizationBody, request, type TestUser } from './support.ts';

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const DOCX_BYTES = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]);

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
  const job = (
    await request('POST', '/recruitment/job-openings', {
      token: user.token,
      body: {
        organization_id: organization.id,
        title: 'Backend Engineer',
        department_id: department.id,
        designation_id: designation.id,
        location: 'Sydney',
      },
    })
  ).body.data;
  return { organization, department, designation, job };
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
  return upload_id;
}
