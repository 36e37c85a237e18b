import { describe, expect, it } from 'vitest';
import { loginInput } from './auth.ts';
import { designationInput, organizationInput } from './organizations.ts';
import { isSafeText, toFieldErrors, UNSAFE_MULTILINE_MESSAGE, UNSAFE_TEXT_MESSAGE } from './validation.ts';

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

describe('text that lies about itself', () => {
  const org = (name: string, address: string | null = null) =>
    errorsOf(organizationInput.safeParse({ name, contact_email: 'hr@example.test', address }));

  it('refuses control characters, lone surrogates and direction overrides in single-line fields', () => {
    for (const name of [
      '\u0000Sales',
      'Sa\u202Eles',
      'Sales\uD800',
      'Sa\u0085les',
      'Sales\tTeam',
      'Sales\nTeam',
      '\u2066x\u2069',
    ]) {
      expect(org(name), JSON.stringify(name)).toEqual({ name: [UNSAFE_TEXT_MESSAGE] });
    }
    expect(org('Café 🌏 Sales (NSW)')).toEqual({});
    expect(isSafeText('Ali \u200Fبن')).toBe(true); // a right-to-left mark is not an override
  });

  it('allows line breaks, and only line breaks, in multi-line fields', () => {
    expect(org('Sales', '1 Pitt St\r\nSydney NSW 2000')).toEqual({});
    expect(org('Sales', '1 Pitt St\u0000')).toEqual({ address: [UNSAFE_MULTILINE_MESSAGE] });
    expect(org('Sales', '1 Pitt St\u202E')).toEqual({ address: [UNSAFE_MULTILINE_MESSAGE] });
    expect(org('Sales', 'Level 2\tSuite 4')).toEqual({ address: [UNSAFE_MULTILINE_MESSAGE] });
  });
});
