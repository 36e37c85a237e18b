import { describe, expect, it } from 'vitest';
import { loginInput } from './auth.ts';
import { designationInput, organizationInput } from './organizations.ts';
import { toFieldErrors } from './validation.ts';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success || !result.error ? {} : toFieldErrors(result.error);

describe('login schema', () => {
  it('uses the spec texts and trims the e-mail', () => {
    expect(errorsOf(loginInput.safeParse({ email: '  ', password: '' }))).toEqual({
      email: ['Email is required.'],
      password: ['Password is required.'],
    });
    expect(errorsOf(loginInput.safeParse({ email: 'a@', password: 'x' }))).toEqual({
      email: ['Email address is invalid.'],
    });
    expect(loginInput.parse({ email: ' a@b.co ', password: ' p ' })).toEqual({ email: 'a@b.co', password: ' p ' });
    expect(errorsOf(loginInput.safeParse(null))).toEqual({ _: [expect.any(String)] });
  });
});

describe('organization schemas', () => {
  it('defaults the timezone and turns blank optional fields into null', () => {
    const parsed = organizationInput.parse({ name: ' Acme ', contact_email: 'hr@acme.test', address: '   ' });
    expect(parsed).toMatchObject({ name: 'Acme', timezone: 'Asia/Kolkata', address: null, registration_number: null });
  });

  it('rejects oversized text and wrong types with a message', () => {
    const errors = errorsOf(organizationInput.safeParse({ name: 'x'.repeat(201), contact_email: 5 }));
    expect(errors.name).toEqual(['Must be at most 200 characters.']);
    expect(errors.contact_email).toEqual(['Contact email is required.']);
  });

  it('defaults the designation level to Junior', () => {
    expect(designationInput.parse({ title: 'Clerk' }).level).toBe('Junior');
    expect(designationInput.parse({ title: 'Clerk', level: null }).level).toBe('Junior');
  });
});
