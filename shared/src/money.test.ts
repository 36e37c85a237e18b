import { describe, expect, it } from 'vitest';
import { formatAud, formatAudAmount, formatAudRate, formatAudRateText } from './money.ts';

describe('money on screen and in messages', () => {
  it('shows an hourly rate with two decimals, more only when the rate has them', () => {
    expect(formatAudRate(300_000)).toBe('$30.00');
    expect(formatAudRate(325_000)).toBe('$32.50');
    expect(formatAudRate(264_400)).toBe('$26.44');
    expect(formatAudRate(312_567)).toBe('$31.2567');
    expect(formatAudRate(312_560)).toBe('$31.256');
    expect(formatAudRate(0)).toBe('$0.00');
    expect(formatAudRate(12_345_678_900)).toBe('$1,234,567.89');
    expect(formatAudRate(-300_000)).toBe('-$30.00');
  });

  it('reads the API’s rate text, and never shows four zeros', () => {
    expect(formatAudRateText('30.0000')).toBe('$30.00');
    expect(formatAudRateText('45.5')).toBe('$45.50');
    expect(formatAudRateText('31.2567')).toBe('$31.2567');
    expect(formatAudRateText('n/a')).toBe('n/a');
  });

  it('shows amounts as en-AU dollars', () => {
    expect(formatAud(8_500_000)).toBe('$85,000.00');
    expect(formatAudAmount('3000.5')).toBe('$3,000.50');
  });
});
