/**
 * The ATO's termination figures by income year (1 July – 30 June), effective-dated data with their
 * sources (issue 30 §1). A figure that could not be read on the ATO's own page here is
 * `verified: false` and shows "unverified" on the final pay screen; a figure the ATO has not
 * published to us (2026–27) is null, and the payroll officer (an owner's role) enters it on the
 * final pay, which keeps what was entered — it is never guessed.
 */

export interface SourcedFigure {
  cents: number | null;
  source_url: string;
  verified: boolean;
  /** How it was checked, or why not. */
  note: string;
}

export interface TerminationYear {
  /** "2025-26": the income year the payment is made in. */
  year: string;
  /** ETP cap for life benefit termination payments (indexed each year). */
  etp_cap: SourcedFigure;
  /** Tax-free part of a genuine redundancy or early retirement scheme payment: base limit … */
  redundancy_base: SourcedFigure;
  /** … plus this much for each complete year of service. */
  redundancy_per_year: SourcedFigure;
}

const ETP_CAPS_PAGE =
  'https://www.ato.gov.au/tax-rates-and-codes/key-superannuation-rates-and-thresholds/employment-termination-payments';
const GENUINE_REDUNDANCY_PAGE =
  'https://ato.gov.au/individuals-and-families/jobs-and-employment-types/working-as-an-employee/leaving-your-job/genuine-redundancy-payments';

/** The whole-of-income cap: $180,000, not indexed (ATO, "Applying the ETP caps", read here). */
export const WHOLE_OF_INCOME_CAP: SourcedFigure = {
  cents: 18_000_000,
  source_url:
    'https://www.ato.gov.au/businesses-and-organisations/hiring-and-paying-your-workers/engaging-a-worker/in-detail/taxation-of-termination-payments/applying-the-etp-caps',
  verified: true,
  note: 'Read on the ATO page: "$180,000, reduced by any other taxable payments … in the same income year"; not indexed.',
};

export const TERMINATION_YEARS: readonly TerminationYear[] = [
  {
    year: '2024-25',
    etp_cap: {
      cents: 24_500_000,
      source_url: ETP_CAPS_PAGE,
      verified: false,
      note: 'The ATO page was not reachable here; $245,000 as payroll providers publish it.',
    },
    redundancy_base: {
      cents: 1_252_400,
      source_url: 'https://cfs.com.au/Firsttech-App/ETPs.html',
      verified: false,
      note: 'Read in a fund’s FY25 guide ($12,524 + $6,264 a year), not on the ATO page.',
    },
    redundancy_per_year: {
      cents: 626_400,
      source_url: 'https://cfs.com.au/Firsttech-App/ETPs.html',
      verified: false,
      note: 'Read in a fund’s FY25 guide, not on the ATO page.',
    },
  },
  {
    year: '2025-26',
    etp_cap: {
      cents: 26_000_000,
      source_url: 'https://csf.com.au/tools-and-resources/fact-sheets/redundancy',
      verified: false,
      note: '$260,000 in two payroll and fund publications (CSF, Oracle PeopleSoft legislative update); the ATO page was not read.',
    },
    redundancy_base: {
      cents: 1_310_000,
      source_url: 'https://csf.com.au/tools-and-resources/fact-sheets/redundancy',
      verified: false,
      note: '$13,100 in two publications (CSF, Oracle PeopleSoft legislative update for 1 July 2025); the ATO page was not read.',
    },
    redundancy_per_year: {
      cents: 655_200,
      source_url:
        'https://blogs.oracle.com/peoplesoft/legislative-update-for-peoplesoft-hcm-global-payroll-australia-employee-termination-payment-and-superannuation-guarantee-rates-and-threshold-changes-effective-july-01-2025',
      verified: false,
      note: 'Oracle gives $6,552, CSF $6,522: $6,552 is 2024-25’s $6,264 indexed as the base was; confirm on the ATO page.',
    },
  },
  {
    year: '2026-27',
    etp_cap: {
      cents: null,
      source_url: ETP_CAPS_PAGE,
      verified: false,
      note: 'Not published to this build: enter the ATO’s figure on the final pay.',
    },
    redundancy_base: {
      cents: null,
      source_url: GENUINE_REDUNDANCY_PAGE,
      verified: false,
      note: 'Not published to this build: enter the ATO’s figure on the final pay.',
    },
    redundancy_per_year: {
      cents: null,
      source_url: GENUINE_REDUNDANCY_PAGE,
      verified: false,
      note: 'Not published to this build: enter the ATO’s figure on the final pay.',
    },
  },
];

/** The income year of a day ("2026-27" for 2026-12-02). */
export function incomeYearOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const start = day.slice(5) >= '07-01' ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The income year's figures; a year this build does not know has every figure null (to be entered). */
export function terminationYearOf(day: string): TerminationYear {
  const year = incomeYearOf(day);
  const known = TERMINATION_YEARS.find((entry) => entry.year === year);
  if (known) return known;
  const missing: SourcedFigure = {
    cents: null,
    source_url: ETP_CAPS_PAGE,
    verified: false,
    note: `No figures for ${year} in this build: enter the ATO’s figure on the final pay.`,
  };
  return { year, etp_cap: missing, redundancy_base: missing, redundancy_per_year: missing };
}
