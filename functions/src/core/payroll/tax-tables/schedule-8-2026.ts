import { coefficientRows, type Schedule8Table } from './types.ts';

/**
 * Schedule 8 – Statement of formulas for calculating study and training support loans components
 * (NAT 3539) for payments made from 1 July 2026, made by the Taxation Administration (Withholding
 * Schedules) Instrument 2026 (F2026L00716, commencing 1 July 2026). Transcribed from open-source
 * payroll code that quotes the instrument's component rates ("Tax-free threshold claimed or
 * foreign resident — Less than 1,337 — – –; Less than 2,494 — 0.15 200.5615; ...").
 *
 * UNVERIFIED (checked 28 November 2026): no ATO publication of Schedule 8 for 2026–27 could be read
 * from the build machine (the stored ATO pages hold Schedule 8 to 2021–22 only); every 2026 row found
 * was in third-party code.
 *
 * The schedule also publishes combined (scale + component) coefficients and says withholding by
 * either method is accepted; this product adds the rounded component to the rounded scale amount.
 */
export const SCHEDULE_8_2026: Schedule8Table = {
  name: 'Schedule 8 – Statement of formulas for calculating study and training support loans components (NAT 3539)',
  published: '2026-06-17',
  source:
    'ATO, Schedule 8 (NAT 3539) for payments made from 1 July 2026 (Taxation Administration (Withholding Schedules) Instrument 2026, F2026L00716)',
  source_url: null,
  verified: false,
  verification:
    'Not checked against the ATO’s publication: no ATO copy of Schedule 8 for 2026–27 could be read when this table was built; its rows were copied from third-party payroll code. Load the ATO’s study loan rows with a Schedule 1 table to replace it.',
  applies_from: '2026-07-01',
  applies_to: '2027-06-30',
  threshold_claimed: coefficientRows(`
    1337 0.0000 0.0000
    2494 0.1500 200.5615
    3577 0.1700 250.4527
    over 0.1000 0.0000
  `),
  no_threshold: coefficientRows(`
    987 0.0000 0.0000
    2144 0.1500 148.0615
    2727 0.1700 190.9527
    over 0.1000 0.0000
  `),
};
