/**
 * The first-week setup checklist on the dashboard (issue 31 §3): what a new workspace still needs
 * before its first pay run, each step ticked from the data itself (nothing to mark by hand).
 */

export const SETUP_STEPS = [
  'company_details',
  'departments',
  'people',
  'pay_schedule',
  'pay_setup',
  'opening_balances',
  'first_pay_run',
] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number];

export interface SetupStep {
  key: SetupStepKey;
  done: boolean;
  /** What is there or missing, e.g. "12 of 14 people have pay set up". */
  detail: string;
}

export interface SetupProgress {
  organization_id: number;
  steps: SetupStep[];
  /** Every step done: the dashboard shows the checklist no more. */
  done: boolean;
}

/** Each step's title on the checklist, in order. */
export const SETUP_STEP_LABELS: Record<SetupStepKey, string> = {
  company_details: 'Company details and ABN',
  departments: 'Departments',
  people: 'People',
  pay_schedule: 'Payroll settings and a pay schedule',
  pay_setup: 'Pay set up for everyone',
  opening_balances: 'Opening balances confirmed',
  first_pay_run: 'First pay run',
};
