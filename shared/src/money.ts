/**
 * Money is exact: integer cents in storage and arithmetic, a string with two decimals in JSON
 * ("3000.00"), en-AU dollars on screen ("$3,000.00"). Never floating point for an amount.
 */

export type Cents = number;

/** What the API accepts for an amount: optional minus, up to 12 whole digits, up to 2 decimals. */
export const MONEY_PATTERN = /^-?\d{1,12}(\.\d{1,2})?$/;
export const MONEY_MESSAGE = 'Enter an amount in dollars and cents, e.g. 3000.00.';

/** "3000", "3000.5", "3000.50" → 300050; anything else → null. Parses the digits, not a float. */
export function parseMoney(text: string): Cents | null {
  const value = text.trim();
  if (!MONEY_PATTERN.test(value)) return null;
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return negative && cents !== 0 ? -cents : cents;
}

/** 300050 → "3000.50" (the API's form). */
export function formatMoney(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

// Built on first use: an Intl format made at module load costs every Lambda's cold start (issue 26).
let aud: Intl.NumberFormat | undefined;

/** 300050 → "$3,000.50" (screens, payslips). Formats the exact decimal string, not a float sum. */
export function formatAud(cents: Cents): string {
  aud ??= new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
  return aud.format(formatMoney(cents) as unknown as number);
}

/** An amount as the API sends it ("3000.50") → "$3,000.50" (screens); text that is no amount reads $0.00. */
export const formatAudAmount = (amount: string): string => formatAud(parseMoney(amount) ?? 0);

/**
 * `numerator / denominator` rounded to the nearest whole number, halves away from zero, in exact
 * integer arithmetic (BigInt when the product is beyond 2^53). The one rounding rule for money
 * derived by a ratio: a salary's share of a period, hours × rate, a percentage of earnings.
 */
export function divideRounded(numerator: bigint | number, denominator: bigint | number): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  if (d === 0n) throw new RangeError('Division by zero');
  const negative = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const rounded = (a * 2n + b) / (b * 2n);
  return Number(negative ? -rounded : rounded);
}

/**
 * A rate in basis points (hundredths of a percent: 12% = 1200) and its text form "12.00". The
 * super guarantee and leave loading are rates; amounts from them round to the cent.
 */
export type BasisPoints = number;
export const RATE_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

export function parseRate(text: string): BasisPoints | null {
  const value = text.trim();
  if (!RATE_PATTERN.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const formatRate = (points: BasisPoints): string =>
  `${Math.trunc(points / 100)}.${String(points % 100).padStart(2, '0')}`;

/** `cents × points / 10,000`, rounded to the cent. */
export const percentOf = (cents: Cents, points: BasisPoints): Cents =>
  divideRounded(BigInt(cents) * BigInt(points), 10_000);

/**
 * An hourly rate kept to a hundredth of a cent (award rates have four decimals: $31.2567 =
 * 312567), and hours to a hundredth (38.00 h = 3800). Their product rounds to the cent.
 */
export type RateE4 = number;
export type Centihours = number;
export const HOURLY_RATE_PATTERN = /^\d{1,6}(\.\d{1,4})?$/;
export const HOURS_PATTERN = /^\d{1,4}(\.\d{1,2})?$/;

export function parseHourlyRate(text: string): RateE4 | null {
  const value = text.trim();
  if (!HOURLY_RATE_PATTERN.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}

export const formatHourlyRate = (rate: RateE4): string =>
  `${Math.trunc(rate / 10_000)}.${String(rate % 10_000).padStart(4, '0')}`;

/**
 * An hourly rate as en-AU dollars for people to read: at least two decimals, more only when the
 * rate has them (award rates have four). 300000 → "$30.00", 312567 → "$31.2567", 1234560 →
 * "$123.456"; never "$30.0000".
 */
export function formatAudRate(rate: RateE4): string {
  if (!Number.isSafeInteger(rate)) throw new RangeError(`Not a whole number of ten-thousandths: ${rate}`);
  const sign = rate < 0 ? '-' : '';
  const absolute = Math.abs(rate);
  const whole = String(Math.trunc(absolute / 10_000)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(absolute % 10_000)
    .padStart(4, '0')
    .replace(/0{1,2}$/, '');
  return `${sign}$${whole}.${fraction}`;
}

/** An hourly rate as the API sends it ("30.0000") → "$30.00"; text that is no rate is shown as it is. */
export const formatAudRateText = (rate: string): string => {
  const parsed = parseHourlyRate(rate);
  return parsed === null ? rate : formatAudRate(parsed);
};

export function parseHours(text: string): Centihours | null {
  const value = text.trim();
  if (!HOURS_PATTERN.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const formatHours = (hours: Centihours): string =>
  `${Math.trunc(hours / 100)}.${String(hours % 100).padStart(2, '0')}`;

/** hours × hourly rate, to the cent: 3800 (38 h) × 312567 ($31.2567) → 118775 ($1,187.75). */
export const hoursTimesRate = (hours: Centihours, rate: RateE4): Cents =>
  divideRounded(BigInt(hours) * BigInt(rate), 10_000);
