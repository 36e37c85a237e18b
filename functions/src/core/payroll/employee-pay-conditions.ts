import { formatLongDate } from '@wattle/shared/calendar';
import { HOURS_MESSAGE, ORDINARY_HOURS_MESSAGE } from '@wattle/shared/employee-pay-conditions';
import { minimumWageOn } from '@wattle/shared/minimum-wage';
import { formatAud, formatAudRate, formatHours, parseHourlyRate, parseHours, parseMoney } from '@wattle/shared/money';
import {
  builtInSet,
  type MinimumRate,
  minimumRateFor,
  type PayConditionSet,
  versionOn,
} from '@wattle/shared/pay-conditions/index';
import {
  describeRule,
  type MinimumRateJson,
  minimumRateJson,
  nationalMinimumJson,
  setEmploymentType,
} from '@wattle/shared/pay-minimum';
import { VisibleError } from '../error.ts';
import { findPayConditionSet, ownPayConditionSets } from './pay-conditions.ts';
import type { EmployeePayPeriod } from './setup-entities.ts';

/**
 * Employee pay under pay conditions (issue 27 §1): the checks a saved period passes and the
 * minimum its JSON shows. Award-free, an hourly rate may not be below the national minimum wage
 * (with the casual loading for a casual), from shared/src/minimum-wage.ts. Under a set, the rate
 * is an agreed rate above the set's minimum for the classification, the junior's age on the
 * effective date (date of birth from their record) or the apprentice year, before casual loading:
 * empty pays that minimum, lower is refused with the figure and the rule. A salary under a set is
 * at least that minimum × ordinary hours × 52 weeks. A junior or apprentice may be paid below the
 * adult national minimum wage under the set that allows it.
 */

/** What the check reads of the employee's record. */
export interface PayEmployee {
  employment_type: string;
  date_of_birth?: string | null;
}

/** What a pay period stores of its pay conditions and rate. */
export type PayConditionFields = Pick<
  EmployeePayPeriod,
  'pay_condition_set_id' | 'classification' | 'apprentice_year' | 'hourly_rate_e4' | 'ordinary_hours_per_week'
>;

interface PayConditionsInput {
  effective_from: string;
  basis: 'salary' | 'hourly';
  annual_salary?: string | null | undefined;
  hourly_rate?: string | null | undefined;
  ordinary_hours_per_week: string | null;
  pay_condition_set_id: string | null;
  classification: string | null;
  apprentice_year: number | null;
}

const UNKNOWN_SET_MESSAGE = 'Choose award-free or one of the pay conditions of this organization.';
const isCasual = (employee: PayEmployee) => employee.employment_type === 'Casual';

/** Ordinary hours: a casual may leave them empty (0 is stored); everyone else needs them. */
function ordinaryHours(data: PayConditionsInput, employee: PayEmployee): number {
  if (data.ordinary_hours_per_week === null) {
    if (isCasual(employee)) return 0;
    throw VisibleError.validation({ ordinary_hours_per_week: [HOURS_MESSAGE] });
  }
  const hours = parseHours(data.ordinary_hours_per_week);
  if (hours === null || hours <= 0)
    throw VisibleError.validation({ ordinary_hours_per_week: [ORDINARY_HOURS_MESSAGE] });
  return hours;
}

/** Award-free: an hourly rate not below the national minimum wage (with the casual loading for a casual). */
function checkNationalMinimum(data: PayConditionsInput, employee: PayEmployee): void {
  if (data.basis !== 'hourly') return;
  const row = minimumWageOn(data.effective_from);
  const casual = isCasual(employee);
  const minimum = nationalMinimumJson(data.effective_from, casual);
  if (!row || !minimum) return;
  const floor = parseHourlyRate(minimum.hourly_rate) as number;
  if ((parseHourlyRate(data.hourly_rate as string) as number) < floor) {
    throw VisibleError.validation({
      hourly_rate: [
        `The hourly rate is below the national minimum wage of ${formatAudRate(floor)} an hour${casual ? ` (with the ${row.casual_loading_percent}% casual loading)` : ''} from ${formatLongDate(row.effective_from)}.`,
      ],
    });
  }
}

/** The set's minimum for the employee on the effective date, or 422 naming the field at fault. */
function setMinimum(set: PayConditionSet, data: PayConditionsInput, employee: PayEmployee): MinimumRate {
  const version = versionOn(set, data.effective_from);
  if (!version) {
    const first = set.versions.map((item) => item.effective_from).sort()[0];
    throw VisibleError.validation({
      effective_from: [
        `${set.name} has no rates on ${formatLongDate(data.effective_from)}${first ? `: its rates start on ${formatLongDate(first)}` : ''}.`,
      ],
    });
  }
  if (!version.base_rates.classifications.some((item) => item.code === data.classification))
    throw VisibleError.validation({ classification: [`Choose one of the classifications of ${set.name}.`] });
  if (data.apprentice_year !== null) {
    const years = version.apprentice_rates?.by_year.length ?? 0;
    if (years === 0) throw VisibleError.validation({ apprentice_year: [`${set.name} has no apprentice rates.`] });
    if (data.apprentice_year > years)
      throw VisibleError.validation({ apprentice_year: [`${set.name} has apprentice rates for years 1 to ${years}.`] });
  }
  const minimum = minimumRateFor(set, termsOf(data, employee), data.effective_from);
  if (!minimum)
    throw VisibleError.validation({ classification: [`Choose one of the classifications of ${set.name}.`] });
  return minimum;
}

const termsOf = (
  period: { classification?: string | null | undefined; apprentice_year?: number | null | undefined },
  employee: PayEmployee,
) => ({
  employment_type: setEmploymentType(employee.employment_type),
  classification: period.classification ?? '',
  date_of_birth: employee.date_of_birth ?? null,
  apprentice_year: period.apprentice_year ?? null,
});

/** A rate or salary under a set: not below its minimum (salary: minimum × ordinary hours × 52, exact). */
function checkSetMinimum(data: PayConditionsInput, minimum: MinimumRate, hours: number): void {
  const salaryCents = data.basis === 'salary' && data.annual_salary ? parseMoney(data.annual_salary) : null;
  const from = formatLongDate(minimum.effective_from);
  const what = describeRule(minimum.rule);
  const minimumE4 = minimum.hourly_cents * 100;
  if (data.basis === 'hourly' && data.hourly_rate?.trim()) {
    const rate = parseHourlyRate(data.hourly_rate) as number;
    if (rate < minimumE4)
      throw VisibleError.validation({
        hourly_rate: [
          `The hourly rate is below the minimum of ${formatAudRate(minimumE4)} an hour for ${what} from ${from}.`,
        ],
      });
  }
  if (salaryCents !== null) {
    // cents an hour × hundredths of an hour × 52 = hundredths of a cent a year.
    const needed = BigInt(minimum.hourly_cents) * BigInt(hours) * 52n;
    if (BigInt(salaryCents) * 100n < needed) {
      const figure = Number((needed + 99n) / 100n);
      throw VisibleError.validation({
        annual_salary: [
          `The annual salary is below the minimum of ${formatAud(figure)} a year for ${what} from ${from}: ${formatAudRate(minimumE4)} an hour × ${formatHours(hours)} ordinary hours a week × 52 weeks.`,
        ],
      });
    }
  }
}

/**
 * Checks a period's pay conditions, rate and ordinary hours against the employee's record and
 * returns what the period stores of them (422 naming the field otherwise).
 */
export async function checkPayConditions(
  organizationId: number,
  data: PayConditionsInput,
  employee: PayEmployee,
): Promise<PayConditionFields> {
  const hours = ordinaryHours(data, employee);
  const setId = data.pay_condition_set_id;
  if (setId === null) {
    checkNationalMinimum(data, employee);
    return {
      ordinary_hours_per_week: hours,
      ...(data.basis === 'hourly' ? { hourly_rate_e4: parseHourlyRate(data.hourly_rate as string) as number } : {}),
    };
  }
  const set = await findPayConditionSet(organizationId, setId);
  if (!set) throw VisibleError.validation({ pay_condition_set_id: [UNKNOWN_SET_MESSAGE] });
  const minimum = setMinimum(set, data, employee);
  checkSetMinimum(data, minimum, hours);
  const agreed = data.basis === 'hourly' && data.hourly_rate?.trim() ? parseHourlyRate(data.hourly_rate) : null;
  return {
    ordinary_hours_per_week: hours,
    pay_condition_set_id: setId,
    classification: data.classification as string,
    ...(data.apprentice_year !== null ? { apprentice_year: data.apprentice_year } : {}),
    ...(agreed !== null ? { hourly_rate_e4: agreed } : {}),
  };
}

/** Looks sets up for the pay JSON: built-ins from code, the organization's own with one Query, when needed. */
export async function payConditionSetsFor(
  organizationId: number,
  periods: readonly Pick<EmployeePayPeriod, 'pay_condition_set_id'>[],
): Promise<Map<string, PayConditionSet>> {
  const ids = new Set(periods.flatMap((period) => (period.pay_condition_set_id ? [period.pay_condition_set_id] : [])));
  const sets = new Map<string, PayConditionSet>();
  if (ids.size === 0) return sets;
  for (const id of ids) {
    const builtIn = builtInSet(id);
    if (builtIn) sets.set(id, builtIn);
  }
  if (sets.size < ids.size) for (const set of await ownPayConditionSets(organizationId)) sets.set(set.id, set);
  return sets;
}

/**
 * The minimum a period's JSON shows, on the later of its start and `today`: the set's for the
 * employee, or award-free the national minimum wage (with the casual loading for a casual).
 */
export function periodMinimum(
  period: EmployeePayPeriod,
  employee: PayEmployee,
  sets: ReadonlyMap<string, PayConditionSet>,
  today: string,
): MinimumRateJson | null {
  const day = period.effective_from > today ? period.effective_from : today;
  if (period.pay_condition_set_id) {
    const set = sets.get(period.pay_condition_set_id);
    const minimum = set ? minimumRateFor(set, termsOf(period, employee), day) : null;
    return minimum ? minimumRateJson(minimum) : null;
  }
  return nationalMinimumJson(day, isCasual(employee));
}
