/**
 * The ATO's SuperStream Alternative File Format (SAFF) v1.0: the CSV a clearing house or fund takes
 * for contributions (issue 30 §6, "CSV in the clearing houses' common template"). 133 positional
 * columns under three header rows: the file's version line, the section names (each over its first
 * column) and the column names.
 *
 * Source: the ATO's own specification could not be read here. The sections and columns below are as
 * Odoo's Australian payroll (l10n_au_hr_payroll) writes and tests them (`test_00_saff_file_headers`,
 * read through a code index), and agree with what clearing houses' support pages state (Wrkr,
 * SuperChoice: 133 columns under three header rows; Westpac QuickSuper's SAFF v1.0 guide, as a
 * payroll builder quotes it: the version line is "VERSION, 1.0, NEGATIVES SUPPORTED, …, FILE ID,
 * …"). So the layout is named "SAFF v1.0" with "(unverified)" in the download's help text and in
 * docs/payroll/payslips-and-files.md until an owner checks it against the ATO's specification.
 */
export const SAFF_SECTIONS = [
  {
    section: 'Line ID',
    columns: ['ID'],
  },
  {
    section: 'Header',
    columns: ['SourceEntityID', 'SourceEntityIDType', 'SourceElectronicServiceAddress', 'ElectronicErrorMessaging'],
  },
  {
    section: 'Sender',
    columns: [
      'ABN',
      'Organisational Name Text',
      'Family Name',
      'Given Name',
      'Other Given Name',
      'E-mail Address Text',
      'Telephone Minimal Number',
    ],
  },
  {
    section: 'Payer',
    columns: ['ABN', 'Organisational Name Text', 'BSB Number', 'Account Number', 'Account Name Text'],
  },
  {
    section: 'Payee/Receiver',
    columns: [
      'ABN',
      'USI',
      'Organisational Name Text',
      'TargetElectronicServiceAddress',
      'Payment Method Code',
      'Transaction Date',
      'Payment/Customer Reference Number',
      'Bpay Biller Code',
      'Payment Amount',
      'BSB Number',
      'Account Number',
      'Account Name Text',
    ],
  },
  {
    section: 'Employer',
    columns: ['ABN', 'Location ID', 'Organisational Name Text', 'Superannuation Fund Generated Employer Identifier'],
  },
  {
    section: 'Super Fund Member Common',
    columns: [
      'TFN',
      'Person Name Title Text',
      'Person Name Suffix text',
      'Family Name',
      'Given Name',
      'Other Given Name',
      'Sex Code',
      'Birth Date',
      'Address Usage Code',
      'Address Details Line 1 Text',
      'Address Details Line 2 Text',
      'Address Details Line 3 Text',
      'Address Details Line 4 Text',
      'Locality Name Text',
      'Postcode Text',
      'State or Territory Code',
      'Country Code',
      'E-mail Address Text',
      'Telephone Minimal Number Landline',
      'Telephone Minimal Number Mobile',
      'Member Client Identifier',
      'Payroll Number Identifier',
      'Employment End Date',
      'Employment End Reason Text',
    ],
  },
  {
    section: 'Super Fund Member Contributions',
    columns: [
      'Pay Period Start Date',
      'Pay Period End Date',
      'Superannuation Guarantee Amount',
      'Award or Productivity Amount',
      'Personal Contributions Amount',
      'Salary Sacrificed Amount',
      'Voluntary Amount',
      'Spouse Contributions Amount',
      'Child Contributions Amount',
      'Other Third Party Contributions Amount',
    ],
  },
  {
    section: 'Super Fund Member Registration',
    columns: [
      'Employment Start Date',
      'At Work Indicator',
      'Annual Salary for Benefits Amount',
      'Annual Salary for Contributions Amount',
      'Annual Salary for Contributions Effective Start Date',
      'Annual Salary for Contributions Effective End Date',
      'Annual Salary for Insurance Amount',
      'Weekly Hours Worked Number',
      'Occupation Description',
      'Insurance Opt Out Indicator',
      'Fund Registration Date',
      'Benefit Category Text',
      'Employment Status Code',
      'Super Contribution Commence Date',
      'Super Contribution Cease Date',
      'Member Registration Amendment Reason Text',
    ],
  },
  {
    section: 'Defined Benefits Contributions',
    columns: [
      'Defined Benefit Member Pre Tax Contribution',
      'Defined Benefit Member Post Tax Contribution',
      'Defined Benefit Employer Contribution',
      'Defined Benefit Notional Member Pre Tax Contribution',
      'Defined Benefit Notional Member Post Tax Contribution',
      'Defined Benefit Notional Employer Contribution',
      'Ordinary Time Earnings',
      'Actual Periodic Salary or Wages Earned',
      'Superannuable Allowances Paid',
      'Notional Superannuable Allowances',
      'Service Fraction',
      'Service Fraction Effective Date',
      'Full Time Hours',
      'Contracted Hours',
      'Actual Hours Paid',
      'Employee Location Identifier',
    ],
  },
  {
    section: 'SuperDefined Benefit Registration',
    columns: [
      'Service Fraction',
      'Service Fraction Start Date',
      'Service Fraction End Date',
      'Defined Benefit Employer Rate',
      'Defined Benefit Employer Rate Start Date',
      'Defined Benefit Employer Rate End Date',
      'Defined Benefit Member Rate',
      'Defined Benefit Member Rate Start Date',
      'Defined Benefit Member Rate End Date',
      'Defined Benefit Annual Salary 1',
      'Defined Benefit Annual Salary 1 Start Date',
      'Defined Benefit Annual Salary 1 End Date',
      'Defined Benefit Annual Salary 2',
      'Defined Benefit Annual Salary 2 Start Date',
      'Defined Benefit Annual Salary 2 End Date',
      'Defined Benefit Annual Salary 3',
      'Defined Benefit Annual Salary 3 Start Date',
      'Defined Benefit Annual Salary 3 End Date',
      'Defined Benefit Annual Salary 4',
      'Defined Benefit Annual Salary 4 Start Date',
      'Defined Benefit Annual Salary 4 End Date',
      'Defined Benefit Annual Salary 5',
      'Defined Benefit Annual Salary 5 Start Date',
      'Defined Benefit Annual Salary 5 End Date',
      'Leave Without Pay Code',
      'Leave Without Pay Code Start Date',
      'Leave Without Pay Code End Date',
      'Annual Salary for Insurance Effective Date',
      'Annual Salary for Benefits Effective Date',
      'Employee Status Effective Date',
      'Employee Benefit Category Effective Date',
      'Employee Location Identifier',
      'Employee Location Identifier Start Date',
      'Employee Location Identifier End Date',
    ],
  },
] as const;

export type SaffSection = (typeof SAFF_SECTIONS)[number]['section'];

/** The 133 column names, in order. */
export const SAFF_COLUMNS: readonly string[] = SAFF_SECTIONS.flatMap((section) => [...section.columns]);

/** The second header row: each section's name over its first column. */
export const SAFF_SECTION_ROW: readonly string[] = SAFF_SECTIONS.flatMap((section) =>
  section.columns.map((_, index) => (index === 0 ? section.section : '')),
);

/** The first header row: version, whether negative amounts are in it (never here), the file's id (20 characters at most). */
export const saffVersionRow = (fileId: string): string[] => [
  'VERSION',
  '1.0',
  'Negatives Supported',
  'False',
  'File ID',
  fileId.slice(0, 20),
];

/** A column's position in a row: `section` and the column's name inside it (names repeat across sections). */
export function saffIndex(section: SaffSection, column: string): number {
  let start = 0;
  for (const each of SAFF_SECTIONS) {
    if (each.section === section) {
      const found = (each.columns as readonly string[]).indexOf(column);
      if (found < 0) throw new Error(`No SAFF column ${column} in ${section}.`);
      return start + found;
    }
    start += each.columns.length;
  }
  throw new Error(`No SAFF section ${section}.`);
}
