import { loginInput } from '@wattle/shared/auth';
import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { EMAIL_PATTERN, validateLogin } from '../login-validation';

const CASES = [
  { email: '', password: '' },
  { email: '   ', password: 'x' },
  { email: 'not-an-email', password: 'secret' },
  { email: ' admin@example.com ', password: 'secret' },
  { email: 'a..b@example.com', password: 'secret' },
  { email: `${'a'.repeat(250)}@example.com`, password: 'secret' },
  { email: 'admin@example.com', password: 'p'.repeat(1025) },
  { email: 'admin@example', password: 'p'.repeat(1024) },
];

describe('validateLogin', () => {
  it('uses the same e-mail pattern as zod', () => {
    // Biome drops the needless `\-` escapes at the end of a character class.
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source.replaceAll('\\-]', '-]'));
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });

  it.each(CASES)('gives the first message and the parsed values of loginInput for %j', (input) => {
    const parsed = loginInput.safeParse(input);
    const expected: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0]);
      expected[field] ??= issue.message;
    }
    const result = validateLogin(input);
    expect(result.errors).toEqual(expected);
    if (parsed.success) expect(result.values).toEqual(parsed.data);
  });
});
