import { describe, expect, it } from 'vitest';
import { printedDescription } from './payslip-pdf.ts';

describe('payslip wording', () => {
  it('never names family and domestic violence leave', () => {
    expect(
      printedDescription({ kind: 'leave', description: 'Family and domestic violence leave', leave_code: 'fdv' }),
    ).toBe('Ordinary hours');
    expect(printedDescription({ kind: 'leave', description: 'Annual leave', leave_code: 'annual' })).toBe(
      'Annual leave',
    );
  });
});
