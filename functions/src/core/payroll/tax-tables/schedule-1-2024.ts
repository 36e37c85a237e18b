import { coefficientRows, type Schedule1Table } from './types.ts';

/**
 * Schedule 1 – Statement of formulas for calculating amounts to be withheld (NAT 1004), the
 * schedule "for payments made from 1 July 2024", published by the ATO on 16 June 2024
 * (ato.gov.au/tax-rates-and-codes/payg-withholding-schedule-1-statement-of-formulas-for-calculating-amounts-to-be-withheld).
 * It was not replaced on 1 July 2025: it applies to payments to 30 June 2026.
 *
 * The ATO's pages could not be read from the build machine; the coefficients were transcribed
 * from open-source Australian payroll code that quotes this schedule and checked against each
 * other: scales 1, 2, 3, 5 and 6 from manage-it's PAYG tax library (TaxScales/July2024/Nat1004),
 * scales 1 and 2 confirmed by five more independent calculators. Scale 2's tiers follow the
 * 2024–25 rates (16% to $45,000 = $865/week after LITO, 30% to $135,000 = $2,596, 37% to
 * $190,000 = $3,653, 45% above, plus the 2% Medicare levy). Later compared line by line with the
 * ATO's page "Coefficients to use in formulas for withholding from weekly payments" (published
 * 16 June 2024) in the tool library's stored copy: every scale matches.
 */
export const SCHEDULE_1_2024: Schedule1Table = {
  name: 'Schedule 1 – Statement of formulas for calculating amounts to be withheld (NAT 1004)',
  published: '2024-06-16',
  source: 'ATO, Schedule 1 (NAT 1004) for payments made from 1 July 2024, published 16 June 2024',
  source_url:
    'https://www.ato.gov.au/tax-rates-and-codes/payg-withholding-schedule-1-statement-of-formulas-for-calculating-amounts-to-be-withheld/coefficients-to-use-in-formulas-for-withholding-from-weekly-payments',
  verified: true,
  verification:
    'Every row compared with the ATO’s page “Coefficients to use in formulas for withholding from weekly payments” (published 16 June 2024).',
  applies_from: '2024-07-01',
  applies_to: '2026-06-30',
  scales: {
    // Where the tax-free threshold is not claimed in Tax file number declaration.
    '1': coefficientRows(`
      150 0.1600 0.1600
      371 0.2117 7.7550
      515 0.1890 -0.6702
      932 0.3227 68.2367
      2246 0.3200 65.7202
      3303 0.3900 222.9510
      over 0.4700 487.2587
    `),
    // Where the employee claimed the tax-free threshold in Tax file number declaration.
    '2': coefficientRows(`
      361 0.0000 0.0000
      500 0.1600 57.8462
      625 0.2600 107.8462
      721 0.1800 57.8462
      865 0.1890 64.3365
      1282 0.3227 180.0385
      2596 0.3200 176.5769
      3653 0.3900 358.3077
      over 0.4700 650.6154
    `),
    // Foreign residents.
    '3': coefficientRows(`
      2596 0.3000 0.3000
      3653 0.3700 181.7308
      over 0.4500 474.0385
    `),
    // Where the employee claimed a FULL exemption from Medicare levy in Medicare levy variation declaration.
    '5': coefficientRows(`
      361 0.0000 0.0000
      721 0.1600 57.8462
      865 0.1690 64.3365
      1282 0.3027 180.0385
      2596 0.3000 176.5769
      3653 0.3700 358.3077
      over 0.4500 650.6154
    `),
    // Where the employee claimed a HALF exemption from Medicare levy in Medicare levy variation declaration.
    '6': coefficientRows(`
      361 0.0000 0.0000
      721 0.1600 57.8462
      843 0.1690 64.3365
      865 0.2190 106.4962
      1053 0.3527 222.1981
      1282 0.3127 180.0385
      2596 0.3100 176.5769
      3653 0.3800 358.3077
      over 0.4600 650.6154
    `),
  },
  // Scale 4, where a tax file number (TFN) was not provided: 47% (resident), 45% (foreign resident).
  no_tfn_rates: { resident: '0.4700', foreign: '0.4500' },
};
