import { todayIn } from '@wattle/shared/calendar';
import {
  CASH_OUT_MESSAGES,
  CASH_OUT_MINIMUM_WEEKS,
  type LeaveCashOut,
  leaveCashOutInput,
} from '@wattle/shared/leave-cash-outs';
import { NES_LEAVE_TYPE_IDS } from '@wattle/shared/leave-types';
import {
  formatAud,
  formatHourlyRate,
  formatHours,
  formatMoney,
  formatRate,
  hoursTimesRate,
  parseHours,
  parseRate,
  percentOf,
} from '@wattle/shared/money';
import { LEAVE_UNITS_PER_HOUR } from '@wattle/shared/work-pattern';
import { organizationAccess } from '../access/permissions.ts';
import { useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { readEmployee } from '../employees/employee-links.ts';
import { VisibleError } from '../error.ts';
import { available, leaveTypeOf, ledgerWrites } from '../leave/ledger.ts';
import { organizationTimezone, requireMembership } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { payPeriodOn } from './employee-pay.ts';
import { type LeaveCashOutItem, leaveCashOutEntity } from './leave-cash-out-entity.ts';
import { ordinaryRateE4 } from './pay-proration.ts';
import { employeePayOf, termsOf } from './pay-run-inputs.ts';
import { payrollCounter, payrollLocator } from './payroll-ids.ts';
import { type PayItemRecord, payItemEntity } from './setup-entities.ts';

/**
 * Cashing out annual leave (issue 30 §4; shared/src/leave-cash-outs.ts for the rules and their
 * sections). `POST /employees/{id}/leave-cash-outs` records the written agreement and, in one
 * transaction: a Manual adjustment entry taking the hours off the annual leave balance, one-off
 * pay items the next pay run pays (the leave at the full ordinary rate, and its loading where the
 * employee's terms give one, both STP paid leave type C — ordinary time earnings, SGR 2009/2: a lump
 * sum of unused leave other than on termination), and the record. Refused (422 under `hours`) when
 * less than 4 weeks of the employee's ordinary hours of annual leave would be left.
 */

const ANNUAL = NES_LEAVE_TYPE_IDS.annual;
/** Units per hundredth of an hour. */
const UNITS_PER_CENTIHOUR = LEAVE_UNITS_PER_HOUR / 100;

export const toLeaveCashOut = (item: LeaveCashOutItem): LeaveCashOut => ({
  id: item.leave_cash_out_id,
  employee_id: item.employee_id,
  hours: formatHours(item.hours),
  hourly_rate: formatHourlyRate(item.hourly_rate_e4),
  amount: formatMoney(item.amount_cents),
  loading: formatMoney(item.loading_cents),
  loading_rate: formatRate(item.loading_points),
  agreement_date: item.agreement_date,
  signed_by_employee: true,
  signed_by_employer: true,
  employer_signatory: item.employer_signatory,
  balance_after: formatHours(item.balance_after_hours),
  recorded_by: item.recorded_by,
  created_at: item.created_at,
  pay_item_ids: item.pay_item_ids,
});

/** The refusal when a cash-out would leave less than 4 weeks (ss 93(3)(a), 94(3)). */
export function minimumLeftMessage(leftHours: number, minimumHours: number): string {
  return `Cashing out this much would leave ${formatHours(Math.max(0, leftHours))} hours of annual leave: at least ${CASH_OUT_MINIMUM_WEEKS} weeks (${formatHours(minimumHours)} hours of their ordinary hours) must be left after a cash-out (Fair Work Act ss 93(3)(a), 94(3)).`;
}

/** GET /employees/{id}/leave-cash-outs: the employee's cash-outs, newest first (one Query). */
export async function listLeaveCashOuts(employeeId: number): Promise<LeaveCashOut[]> {
  const organizationId = organizationAccess().id;
  requireMembership(organizationId);
  const employee = await readEmployee(organizationId, employeeId);
  if (!employee || employee.trashed_at) throw VisibleError.notFound('Employee');
  const { data } = await leaveCashOutEntity()
    .query.byOrganization({ organization_id: organizationId })
    .begins({ employee_id: employeeId })
    .go({ pages: 'all' });
  return data
    .filter((item) => item.employee_id === employeeId)
    .map(toLeaveCashOut)
    .reverse();
}

export async function createLeaveCashOut(employeeId: number, input: unknown): Promise<LeaveCashOut> {
  const data = parseInput(leaveCashOutInput, input);
  const organizationId = organizationAccess().id;
  requireMembership(organizationId);
  const today = todayIn(organizationTimezone(organizationId));
  if (data.agreement_date > today) throw VisibleError.validation({ agreement_date: [CASH_OUT_MESSAGES.future] });
  const [employee, pays, type, balance] = await Promise.all([
    readEmployee(organizationId, employeeId),
    employeePayOf(organizationId, [employeeId]),
    leaveTypeOf(organizationId, ANNUAL),
    available(organizationId, employeeId, ANNUAL, today),
  ]);
  if (!employee || employee.trashed_at) throw VisibleError.notFound('Employee');
  const pay = pays.get(employeeId);
  const period = pay ? payPeriodOn(pay, today) : null;
  const terms = period ? termsOf(period) : null;
  const rate = terms ? ordinaryRateE4(terms) : 0;
  if (!period || !terms || rate <= 0 || terms.ordinary_hours_per_week <= 0)
    throw VisibleError.validation({
      hours: ['Set up their pay first, with a rate and ordinary hours: the cash-out is paid at their full rate.'],
    });
  if (!balance) throw VisibleError.validation({ hours: ['They have no annual leave balance to cash out.'] });
  const hours = parseHours(data.hours) as number;
  const leftHours = Math.floor(balance.units / UNITS_PER_CENTIHOUR) - hours;
  const minimumHours = CASH_OUT_MINIMUM_WEEKS * terms.ordinary_hours_per_week;
  if (leftHours < minimumHours) throw VisibleError.validation({ hours: [minimumLeftMessage(leftHours, minimumHours)] });

  const amount = hoursTimesRate(hours, rate);
  const loadingPoints = period.leave_loading_points ?? parseRate(type.leave_loading_rate ?? '0') ?? 0;
  const loading = percentOf(amount, loadingPoints);
  const [cashOutId, leaveItemId, loadingItemId] = await Promise.all([
    nextId(payrollCounter(), 'leave_cash_out'),
    nextId(payrollCounter(), 'pay_item'),
    loading > 0 ? nextId(payrollCounter(), 'pay_item') : Promise.resolve(null),
  ]);
  const now = new Date().toISOString();
  const user = useUser();
  const item = (id: number, kind: 'leave' | 'leave_loading', cents: number, description: string): PayItemRecord => ({
    organization_id: organizationId,
    employee_id: employeeId,
    pay_item_id: id,
    kind,
    description,
    amount_cents: cents,
    leave_code: 'annual',
    paid_leave_type: 'C',
    leave_cash_out_id: cashOutId,
    recurring: false,
    start_date: today,
    version: 1,
    created_at: now,
    updated_at: now,
  });
  const items = [
    item(
      leaveItemId,
      'leave',
      amount,
      `Annual leave cashed out: ${formatHours(hours)} h at ${formatAud(Math.round(rate / 100))} an hour`,
    ),
    ...(loadingItemId === null
      ? []
      : [
          item(
            loadingItemId,
            'leave_loading',
            loading,
            `Leave loading on cashed-out leave (${formatRate(loadingPoints)}%)`,
          ),
        ]),
  ];
  const record: LeaveCashOutItem = {
    organization_id: organizationId,
    employee_id: employeeId,
    leave_cash_out_id: cashOutId,
    leave_type_id: ANNUAL,
    hours,
    hourly_rate_e4: rate,
    amount_cents: amount,
    loading_cents: loading,
    loading_points: loadingPoints,
    agreement_date: data.agreement_date,
    signed_by_employee: true,
    signed_by_employer: true,
    employer_signatory: data.employer_signatory,
    balance_after_hours: leftHours,
    pay_item_ids: items.map((entry) => entry.pay_item_id),
    recorded_by: user.name,
    created_at: now,
  };
  const ledger = await ledgerWrites(organizationId, employeeId, [
    {
      kind: 'adjustment',
      leave_type_id: ANNUAL,
      units: -hours * UNITS_PER_CENTIHOUR,
      reason: `Cashed out by written agreement of ${data.agreement_date} (leave cash-out ${cashOutId})`,
    },
  ]);
  const result = await transactWrite([
    ...ledger,
    committed(leaveCashOutEntity().create(record)),
    ...items.flatMap((entry) => [
      committed(payItemEntity().create(entry)),
      committed(
        payrollLocator().create({
          kind: 'pay_item',
          id: entry.pay_item_id,
          organization_id: organizationId,
          parent_id: employeeId,
        }),
      ),
    ]),
    auditPut({
      organizationId,
      module: 'payroll',
      action: 'create',
      record: {
        type: 'leave_cash_out',
        id: cashOutId,
        label: `${employee.first_name} ${employee.last_name}: ${formatHours(hours)} h of annual leave cashed out`,
      },
      changes: [],
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict('The balance was changed by someone else. Try again.');
  return toLeaveCashOut(record);
}
