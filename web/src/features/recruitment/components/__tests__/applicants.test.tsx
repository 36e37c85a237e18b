import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIn } from '@wattle/shared/calendar';
import { RESUME_MAX_BYTES } from '@wattle/shared/recruitment';
import { describe, expect, it } from 'vitest';
import { renderWithOrganization, testOrganization } from '@/testing/render-with-organization';
import { ApplicantFormDialog } from '../applicant-form-dialog';
import { applicant, stub } from './support';

function openForm() {
  renderWithOrganization(<ApplicantFormDialog organizationId={3} open onOpenChange={() => {}} />);
  return screen.findByRole('dialog', { name: 'Add Applicant' });
}

async function fillRequired(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(dialog).getByLabelText('First Name'), 'Grace');
  await user.type(within(dialog).getByLabelText('Last Name'), 'Hopper');
  await user.type(within(dialog).getByLabelText('Email'), 'grace@example.com');
  await within(dialog).findByRole('option', { name: 'Physiotherapist' });
  await user.selectOptions(within(dialog).getByLabelText('Job Opening'), '41');
}

describe('ApplicantFormDialog: the resume', () => {
  it('refuses a file over 5 MB with the exact alert and clears the input', async () => {
    const fetch = stub(() => undefined);
    const user = userEvent.setup();
    const dialog = await openForm();
    const input = within(dialog).getByLabelText('Resume') as HTMLInputElement;
    expect(input.accept).toBe('.pdf,.doc,.docx');

    await user.upload(input, new File([new Uint8Array(RESUME_MAX_BYTES + 1)], 'cv.pdf', { type: 'application/pdf' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('File size exceeds 5MB.');
    expect(input.value).toBe('');
    expect(input.files?.length ?? 0).toBe(0);
    // Nothing was asked of the server for the file.
    expect(fetch.mock.calls.some(([url]) => String(url).includes('resume-uploads'))).toBe(false);

    // A good file afterwards takes the alert away; exactly 5 MB is allowed.
    await user.upload(input, new File([new Uint8Array(RESUME_MAX_BYTES)], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
    expect(input.files?.[0]?.name).toBe('cv.pdf');
  });

  it('refuses a file that is not PDF, DOC or DOCX and clears the input', async () => {
    stub(() => undefined);
    // The browser's `accept` is only a hint: a user can still pick "All files".
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openForm();
    const input = within(dialog).getByLabelText('Resume') as HTMLInputElement;
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The resume must be a PDF, DOC or DOCX file.');
    expect(input.value).toBe('');
    await user.upload(input, new File(['x'], 'CV.DOCX'));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });

  it('uploads the file to the bucket first, then creates the applicant with its upload id', async () => {
    const calls: { url: string; method: string; body: unknown; headers: unknown }[] = [];
    stub((url, init) => {
      calls.push({ url: url.href, method: String(init.method), body: init.body, headers: init.headers });
      if (url.pathname === '/api/v1/recruitment/resume-uploads')
        return {
          status: 201,
          body: {
            data: {
              upload_id: '6f1c1a84-3a3c-4b7b-9d55-2f0f0b0c8a11',
              url: 'http://bucket.test/wattle-resumes',
              fields: { key: 'resumes/org-3/x.pdf', 'Content-Type': 'application/pdf', Policy: 'p' },
              expires_at: '2026-11-21T10:10:00.000Z',
            },
          },
        };
      if (url.href === 'http://bucket.test/wattle-resumes') return { status: 204 };
      if (url.pathname === '/api/v1/recruitment/applicants')
        return { status: 201, body: { data: applicant({ job_opening_id: 41 }) } };
    });
    const user = userEvent.setup();
    const dialog = await openForm();
    expect((within(dialog).getByLabelText('Source') as HTMLSelectElement).value).toBe('LinkedIn');
    expect((within(dialog).getByLabelText('Status') as HTMLSelectElement).value).toBe('applied');
    await fillRequired(dialog, user);
    const file = new File(['%PDF-1.4 tiny'], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Resume'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Add Applicant' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(3));
    const [ask, upload, save] = calls.filter((call) => call.method === 'POST');
    expect(JSON.parse(String(ask?.body))).toEqual({
      organization_id: 3,
      applicant_id: null,
      resume: { file_name: 'cv.pdf', size: file.size },
    });
    expect(upload?.url).toBe('http://bucket.test/wattle-resumes');
    // Straight to the bucket: no token goes with it.
    expect(upload?.headers).toBeUndefined();
    const form = upload?.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'Content-Type', 'Policy', 'file']);
    expect((form.get('file') as File).name).toBe('cv.pdf');
    expect(JSON.parse(String(save?.body))).toMatchObject({
      organization_id: 3,
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'grace@example.com',
      job_opening_id: 41,
      source: 'LinkedIn',
      status: 'applied',
      applied_date: todayIn(testOrganization.timezone),
      resume_upload_id: '6f1c1a84-3a3c-4b7b-9d55-2f0f0b0c8a11',
    });
  });
});

describe('ApplicantFormDialog: a failed save', () => {
  it("shows 'Error:' and every 422 message on its own line, and each under its field", async () => {
    stub((url) => {
      if (url.pathname === '/api/v1/recruitment/applicants')
        return {
          status: 422,
          body: {
            message: 'The email has already been taken.',
            errors: {
              email: ['The email has already been taken.'],
              job_opening_id: ['The job opening does not belong to this organization.'],
              resume: ['The resume upload was not found or has expired. Choose the file again.'],
            },
          },
        };
    });
    const user = userEvent.setup();
    const dialog = await openForm();
    await fillRequired(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Applicant' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'Error:\nThe email has already been taken.\nThe job opening does not belong to this organization.\n' +
        'The resume upload was not found or has expired. Choose the file again.',
    );
    expect(within(alert).getByText(/^Error:/).className).toContain('whitespace-pre-line');
    const email = within(dialog).getByLabelText('Email');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The email has already been taken.',
    );
    const describedText = (label: string) => {
      const control = within(dialog).getByLabelText(label);
      return document.getElementById(control.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;
    };
    expect(describedText('Job Opening')).toBe('The job opening does not belong to this organization.');
    expect(describedText('Resume')).toBe('The resume upload was not found or has expired. Choose the file again.');
    // Nothing typed is lost.
    expect((within(dialog).getByLabelText('First Name') as HTMLInputElement).value).toBe('Grace');
    expect((within(dialog).getByLabelText('Job Opening') as HTMLSelectElement).value).toBe('41');
  });

  it("shows 'An unexpected error occurred.' for any other failure", async () => {
    stub((url) => (url.pathname === '/api/v1/recruitment/applicants' ? { status: 500 } : undefined));
    const user = userEvent.setup();
    const dialog = await openForm();
    await fillRequired(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Add Applicant' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('An unexpected error occurred.');
  });

  it('checks the required fields and the e-mail before sending anything', async () => {
    const fetch = stub(() => undefined);
    const user = userEvent.setup();
    const dialog = await openForm();
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Add Applicant' }));
    for (const text of [
      'First name is required.',
      'Last name is required.',
      'Email address is invalid.',
      'Job opening is required.',
    ])
      expect(await within(dialog).findByText(text)).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
