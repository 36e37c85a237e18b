/** Form bodies the schema tests start from (tests only): an employee with every required field. */

/** A test employee's personal details: phone, birth date, gender and a Sydney home address. */
export const samplePersonalDetails = {
  phone_number: '0400 000 000',
  date_of_birth: '1990-04-15',
  gender: 'Female',
  address: '1 George St',
  address_suburb: 'Sydney',
  address_state: 'NSW',
  address_postcode: '2000',
};

export const sampleEmployeeInput = {
  organization_id: 1,
  first_name: 'Jane',
  last_name: 'Citizen',
  personal_email: 'jane@example.test',
  ...samplePersonalDetails,
  employee_code: 'E-1',
  joining_date: '2026-01-12',
  department_id: 1,
  designation_id: 1,
};

/** An employee's pay set-up as the pay tab sends it: $45.50 an hour from 1 July 2026, 38 hours, a resident with a TFN. */
export const sampleHourlyPay = {
  effective_from: '2026-07-01',
  basis: 'hourly',
  hourly_rate: '45.5000',
  ordinary_hours_per_week: '38.00',
  pay_schedule_id: 1,
  tfn_provided: true,
  residency: 'resident',
  tax_free_threshold: true,
  medicare_levy_exemption: 'none',
  study_loan: false,
};

/**
 * A scale 2 tax table as an owner loads it, for a year from 1 July (figures of the tests' own, so a
 * change shows): nothing under $362 a week, then `a` × weekly earnings − `b`.
 */
export const scale2TableInput = (name: string, fromYear: number, a: string, b: string) => ({
  name,
  applies_from: `${fromYear}-07-01`,
  applies_to: `${fromYear + 1}-06-30`,
  scale: '2' as const,
  rows: [
    { less_than: 362, a: '0', b: '0' },
    { less_than: null, a, b },
  ],
});

/** Medicare levy adjustment figures of the tests' own (the 13 October 2020 edition's scale 2), unlike the built-in ones. */
export const MEDICARE_FIGURES_2020 = {
  from_dollars: 438,
  low_cents: 43848,
  shade_in_dollars: 548,
  family_threshold_dollars: 38474,
  per_child_dollars: 3533,
};

/** `scale2TableInput` as the API returns it once loaded (a `LoadedTaxTable`). */
export const loadedScale2Table = (id: number, createdAt: string, ...input: Parameters<typeof scale2TableInput>) => ({
  tax_table_id: id,
  ...scale2TableInput(...input),
  version: 1,
  created_at: createdAt,
});
