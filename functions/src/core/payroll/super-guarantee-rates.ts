import { formatLongDate } from '@wattle/shared/calendar';
import { formatRate, parseRate } from '@wattle/shared/money';
import { DEFAULT_SUPER_RATE } from '@wattle/shared/payroll-setup';

/**
 * The minimum super guarantee rate (the "charge percentage", Superannuation Guarantee
 * (Administration) Act 1992 s 19(2)) as effective-dated data. The rate is set by the day the
 * salary or wages are paid, not the period worked (ATO, "Super guarantee percentage",
 * https://www.ato.gov.au/tax-rates-and-codes/key-superannuation-rates-and-thresholds/super-guarantee;
 * the same table is published by Rest, rest.com.au, and First Super).
 */
export interface SgRateRule {
  from: string;
  to: string;
  rate_points: number;
  source: string;
}

const ATO_SG = 'ATO, Super guarantee percentage (SGAA 1992 s 19(2))';

export const SG_RATE_RULES: readonly SgRateRule[] = [
  {
    from: '2023-07-01',
    to: '2024-06-30',
    rate_points: 1100,
    source: `${ATO_SG}: 11% from 1 July 2023 to 30 June 2024`,
  },
  {
    from: '2024-07-01',
    to: '2025-06-30',
    rate_points: 1150,
    source: `${ATO_SG}: 11.5% from 1 July 2024 to 30 June 2025`,
  },
  { from: '2025-07-01', to: '9999-12-31', rate_points: 1200, source: `${ATO_SG}: 12% from 1 July 2025` },
];

/** The minimum rate for a pay date, or undefined when the product holds none. */
export const sgRateOn = (payDate: string): SgRateRule | undefined =>
  SG_RATE_RULES.find((rule) => rule.from <= payDate && payDate <= rule.to);

/** The product's default organization rate (12.00%): an organization that left it there follows the minimum. */
export const PRODUCT_DEFAULT_SUPER_RATE_POINTS = parseRate(DEFAULT_SUPER_RATE) as number;

/**
 * The rate a payslip's super is worked at: the employee's own rate, else the organization's default;
 * an organization default left at the product's default is the minimum for the pay date (so a
 * back-dated run before 1 July 2025 pays 11.5%). A rate below the minimum is applied only with a
 * problem on the payslip (the run cannot be finalised until it is raised): never silently.
 */
export function superRateFor(
  payDate: string,
  employeePoints: number | undefined,
  organizationPoints: number,
): { points: number; problem?: string } {
  const minimum = sgRateOn(payDate);
  const organization =
    organizationPoints === PRODUCT_DEFAULT_SUPER_RATE_POINTS && minimum ? minimum.rate_points : organizationPoints;
  const points = employeePoints ?? organization;
  if (minimum && points < minimum.rate_points) {
    return {
      points,
      problem: `The super rate of ${formatRate(points)}% is below the super guarantee minimum of ${formatRate(minimum.rate_points)}% for a pay date of ${formatLongDate(payDate)}: raise ${employeePoints === undefined ? "the organization's default super rate" : "the employee's super rate"}.`,
    };
  }
  return { points };
}
