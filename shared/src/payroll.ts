/** Australian payroll identifiers: format checks shared by the form and the API. */

/** Digits only: people type TFNs, BSBs and account numbers with spaces and dashes. */
export const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

const TFN_WEIGHTS_9 = [1, 4, 3, 7, 5, 8, 6, 9, 10];
const TFN_WEIGHTS_8 = [10, 7, 8, 4, 6, 3, 5, 1];

/** The ATO check: the weighted digit sum of a valid 8- or 9-digit TFN is divisible by 11. */
export function isValidTaxFileNumber(value: string): boolean {
  const digits = digitsOnly(value);
  if (!/^\d{8,9}$/.test(digits)) return false;
  const weights = digits.length === 9 ? TFN_WEIGHTS_9 : TFN_WEIGHTS_8;
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return sum % 11 === 0;
}

/** A BSB is six digits, often written NNN-NNN. */
export function isValidBsb(value: string): boolean {
  return /^\d{3}-?\d{3}$/.test(value.replace(/\s/g, ''));
}

/** Formats a BSB as NNN-NNN. */
export function formatBsb(value: string): string {
  const digits = digitsOnly(value);
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/** What a masked value starts with. */
export const MASK = '••••';

/**
 * The spec's masking rule: a value longer than 4 characters shows a mask and its last 4
 * characters; 4 or fewer are shown as they are.
 */
export function maskValue(value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  return value.length > 4 ? `${MASK}${value.slice(-4)}` : value;
}

/** True for text carrying the mask: what the API shows, never an identifier itself. */
export const isMaskedValue = (value: string) => value.includes('•');

export const MASKED_VALUE_MESSAGE = 'Enter the full value: a masked value cannot be saved.';
