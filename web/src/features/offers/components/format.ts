const currency = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });

/** 95000 → '$95,000.00' (Australian dollars, en-AU). */
export function formatSalary(value: number): string {
  return currency.format(value);
}

/** 4.25 → '4.3 / 5.0'; no score yet → 'No feedback yet'. */
export function formatFeedbackScore(score: number | null): string {
  return score === null ? 'No feedback yet' : `${score.toFixed(1)} / 5.0`;
}
