import type { LoginInput } from '@wattle/shared/auth';

/**
 * zod's `z.email()` pattern (zod/v4/core regexes.email; login-validation.test.ts keeps them equal).
 * The login page checks its two fields by hand, with the messages of `loginInput` in
 * @wattle/shared/auth, so the first page a visitor loads does not download zod.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The first message `loginInput` gives for each field, or none; and the parsed (trimmed) values. */
export function validateLogin(values: LoginInput): {
  values: LoginInput;
  errors: Partial<Record<keyof LoginInput, string>>;
} {
  const errors: Partial<Record<keyof LoginInput, string>> = {};
  const email = typeof values.email === 'string' ? values.email.trim() : '';
  if (typeof values.email !== 'string' || email.length < 1) errors.email = 'Email is required.';
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) errors.email = 'Email address is invalid.';
  const password = values.password;
  if (typeof password !== 'string' || password.length < 1) errors.password = 'Password is required.';
  else if (password.length > 1024) errors.password = 'Password is too long.';
  return { values: { email, password }, errors };
}
