import { todayIn } from '@wattle/shared/calendar';
import { formatRate, parseRate } from '@wattle/shared/money';
import { formatBsb } from '@wattle/shared/payroll';
import { PAY_FREQUENCY_LABELS } from '@wattle/shared/payroll-constants';
import {
  DEFAULT_SUPER_RATE,
  EXTRA_PAY_MONTHLY_MESSAGE,
  type PayrollSettings,
  type PaySchedule,
  payrollSettingsInput,
  payScheduleInput,
  payScheduleUpdate,
} from '@wattle/shared/payroll-setup';
import { auditPut, diffFields } from '../audit/audit.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { STALE_VERSION_MESSAGE, VisibleError } from '../error.ts';
import { organizationTimezone, requireMembership } from '../tenancy/memberships.ts';
import { checkVersion, parseInput } from '../validation.ts';
import { payDateProblem, periodEnd } from './pay-periods.ts';
import { ownAbn, payrollAbnOf, registrationAbn } from './payroll-abn.ts';
import { payrollCounter, payrollLocator } from './payroll-ids.ts';
import {
  employeePayEntity,
  type PayrollSettingsItem,
  type PayScheduleItem,
  payrollSettingsEntity,
  payScheduleEntity,
} from './setup-entities.ts';

/**
 * The organization's payroll settings (ABN, the account pays are drawn from, default super rate)
 * and its pay schedules (issue 17 §1). Each change and its audit event are one transaction,
 * checked against the record's version.
 */

const DEFAULT_SUPER_RATE_POINTS = parseRate(DEFAULT_SUPER_RATE) as number;

const toSettings = (
  organizationId: number,
  item: PayrollSettingsItem | null,
  registration: string | null,
): PayrollSettings => ({
  organization_id: organizationId,
  abn: payrollAbnOf(item?.abn, registration) ?? null,
  abn_from_registration: !item?.abn && registration !== null,
  bank_bsb: item?.bank_bsb ?? null,
  bank_account_number: item?.bank_account_number ?? null,
  bank_account_name: item?.bank_account_name ?? null,
  apca_user_id: item?.apca_user_id ?? null,
  bank_code: item?.bank_code ?? null,
  default_super_rate: formatRate(item?.default_super_rate_points ?? DEFAULT_SUPER_RATE_POINTS),
  state: item?.state ?? null,
  version: item?.version ?? null,
  updated_at: item?.updated_at ?? null,
});

const SETTINGS_LABELS: Record<string, string> = {
  abn: 'ABN',
  bank_bsb: 'BSB',
  bank_account_number: 'Account number',
  bank_account_name: 'Account name',
  apca_user_id: 'APCA user id',
  bank_code: 'Bank code',
  default_super_rate: 'Default super rate',
  state: 'Employer state or territory',
};

async function readSettings(organizationId: number): Promise<PayrollSettingsItem | null> {
  return (await payrollSettingsEntity().get({ organization_id: organizationId }).go({ consistent: true })).data;
}

/**
 * The organization's payroll settings; the defaults (12.00% super, the registration number's ABN,
 * nothing else, version null) before they are saved.
 */
export async function getPayrollSettings(organizationId: number): Promise<PayrollSettings> {
  const [item, registration] = await Promise.all([readSettings(organizationId), registrationAbn(organizationId)]);
  return toSettings(organizationId, item, registration);
}

/** PUT /organizations/{id}/payroll-settings: the first save sends no version, later ones the version read. */
export async function savePayrollSettings(organizationId: number, input: unknown): Promise<PayrollSettings> {
  const data = parseInput(payrollSettingsInput, input);
  requireMembership(organizationId);
  const [current, registration] = await Promise.all([readSettings(organizationId), registrationAbn(organizationId)]);
  if (current) checkVersion(data.version, current.version);
  else if (data.version !== undefined) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  const item: PayrollSettingsItem = {
    organization_id: organizationId,
    // The registration number's ABN is not kept twice: payroll follows it unless it names another.
    ...(ownAbn(data.abn, registration) ? { abn: ownAbn(data.abn, registration) } : {}),
    ...(data.bank_bsb ? { bank_bsb: formatBsb(data.bank_bsb) } : {}),
    ...(data.bank_account_number ? { bank_account_number: data.bank_account_number } : {}),
    ...(data.bank_account_name ? { bank_account_name: data.bank_account_name } : {}),
    ...(data.apca_user_id ? { apca_user_id: data.apca_user_id } : {}),
    ...(data.bank_code ? { bank_code: data.bank_code } : {}),
    default_super_rate_points: parseRate(data.default_super_rate) as number,
    ...(data.state ? { state: data.state } : {}),
    version: (current?.version ?? 0) + 1,
    updated_at: new Date().toISOString(),
  };
  const write = current
    ? payrollSettingsEntity()
        .put(item)
        .where(({ version }, { eq }) => eq(version, current.version))
    : payrollSettingsEntity().create(item);
  const result = await transactWrite([
    committed(write),
    auditPut({
      organizationId,
      module: 'payroll',
      action: current ? 'update' : 'create',
      record: { type: 'payroll_settings', id: organizationId, label: 'Payroll settings' },
      changes: diffFields(
        current ? (toSettings(organizationId, current, registration) as unknown as Record<string, unknown>) : null,
        toSettings(organizationId, item, registration) as unknown as Record<string, unknown>,
        SETTINGS_LABELS,
      ),
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return toSettings(organizationId, item, registration);
}

export const toSchedule = (item: PayScheduleItem): PaySchedule => ({
  id: item.pay_schedule_id,
  organization_id: item.organization_id,
  name: item.name,
  frequency: item.frequency,
  period_start: item.next_period_start,
  period_end: periodEnd(item.frequency, item.next_period_start),
  pay_date: item.next_pay_date,
  extra_pay_withholding: item.extra_pay_withholding === true,
  version: item.version,
});

const SCHEDULE_LABELS: Record<string, string> = {
  name: 'Name',
  frequency: 'Frequency',
  period_start: 'Next period starts',
  pay_date: 'Next pay date',
  extra_pay_withholding: 'Withhold extra in a year with a 53rd (27th) pay',
};

function assertExtraPay(frequency: PaySchedule['frequency'], extra: boolean): void {
  if (extra && frequency === 'monthly')
    throw VisibleError.validation({ extra_pay_withholding: [EXTRA_PAY_MONTHLY_MESSAGE] });
}

function assertPayDate(frequency: PaySchedule['frequency'], periodStart: string, payDate: string): void {
  const problem = payDateProblem(frequency, periodStart, payDate);
  if (problem) throw VisibleError.validation({ pay_date: [problem] });
}

async function readSchedule(organizationId: number, scheduleId: number): Promise<PayScheduleItem | null> {
  return (
    await payScheduleEntity()
      .get({ organization_id: organizationId, pay_schedule_id: scheduleId })
      .go({ consistent: true })
  ).data;
}

/** A schedule of the organization; 404 when it has none with the id. */
export async function getPaySchedule(organizationId: number, scheduleId: number): Promise<PaySchedule> {
  const item = await readSchedule(organizationId, scheduleId);
  if (!item) throw VisibleError.notFound('Pay schedule');
  return toSchedule(item);
}

/** Every schedule of the organization (one Query), by name. */
export async function listPaySchedules(organizationId: number): Promise<PaySchedule[]> {
  requireMembership(organizationId);
  const { data } = await payScheduleEntity()
    .query.byOrganization({ organization_id: organizationId })
    .go({ pages: 'all' });
  return data.map(toSchedule).sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id - b.id);
}

/** POST /organizations/{id}/pay-schedules. */
export async function createPaySchedule(organizationId: number, input: unknown): Promise<PaySchedule> {
  const data = parseInput(payScheduleInput, input);
  requireMembership(organizationId);
  assertPayDate(data.frequency, data.period_start, data.pay_date);
  assertExtraPay(data.frequency, data.extra_pay_withholding === true);
  const scheduleId = await nextId(payrollCounter(), 'pay_schedule');
  const now = new Date().toISOString();
  const item: PayScheduleItem = {
    organization_id: organizationId,
    pay_schedule_id: scheduleId,
    name: data.name,
    frequency: data.frequency,
    next_period_start: data.period_start,
    next_pay_date: data.pay_date,
    ...(data.extra_pay_withholding ? { extra_pay_withholding: true } : {}),
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const schedule = toSchedule(item);
  const result = await transactWrite([
    committed(payScheduleEntity().create(item)),
    committed(payrollLocator().create({ kind: 'pay_schedule', id: scheduleId, organization_id: organizationId })),
    auditPut({
      organizationId,
      module: 'payroll',
      action: 'create',
      record: { type: 'pay_schedule', id: scheduleId, label: data.name },
      changes: diffFields(null, { ...schedule, frequency: PAY_FREQUENCY_LABELS[data.frequency] }, SCHEDULE_LABELS),
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return schedule;
}

/** PATCH /organizations/{id}/pay-schedules/{scheduleId}: its name, or its next period and pay date (not its frequency). */
export async function updatePaySchedule(
  organizationId: number,
  scheduleId: number,
  input: unknown,
): Promise<PaySchedule> {
  const data = parseInput(payScheduleUpdate, input);
  requireMembership(organizationId);
  const current = await readSchedule(organizationId, scheduleId);
  if (!current) throw VisibleError.notFound('Pay schedule');
  checkVersion(data.version, current.version);
  const item: PayScheduleItem = {
    ...current,
    name: data.name ?? current.name,
    next_period_start: data.period_start ?? current.next_period_start,
    next_pay_date: data.pay_date ?? current.next_pay_date,
    extra_pay_withholding: data.extra_pay_withholding ?? current.extra_pay_withholding === true,
    version: current.version + 1,
    updated_at: new Date().toISOString(),
  };
  assertPayDate(item.frequency, item.next_period_start, item.next_pay_date);
  assertExtraPay(item.frequency, item.extra_pay_withholding === true);
  const result = await transactWrite([
    committed(
      payScheduleEntity()
        .patch({ organization_id: organizationId, pay_schedule_id: scheduleId })
        .set({
          name: item.name,
          next_period_start: item.next_period_start,
          next_pay_date: item.next_pay_date,
          extra_pay_withholding: item.extra_pay_withholding === true,
          version: item.version,
          updated_at: item.updated_at,
        })
        .where(({ version }, { eq }) => eq(version, current.version)),
    ),
    auditPut({
      organizationId,
      module: 'payroll',
      action: 'update',
      record: { type: 'pay_schedule', id: scheduleId, label: item.name },
      changes: diffFields(
        toSchedule(current) as unknown as Record<string, unknown>,
        toSchedule(item) as unknown as Record<string, unknown>,
        SCHEDULE_LABELS,
      ),
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
  return toSchedule(item);
}

/** DELETE /organizations/{id}/pay-schedules/{scheduleId}: refused (409) while any employee's pay, in any period, uses it. */
export async function deletePaySchedule(organizationId: number, scheduleId: number): Promise<void> {
  requireMembership(organizationId);
  const current = await readSchedule(organizationId, scheduleId);
  if (!current) throw VisibleError.notFound('Pay schedule');
  const { data: pays } = await employeePayEntity()
    .query.byOrganization({ organization_id: organizationId })
    .go({ pages: 'all', attributes: ['periods'] });
  const users = pays.filter((pay) => pay.periods?.some((period) => period.pay_schedule_id === scheduleId)).length;
  if (users > 0) {
    throw VisibleError.conflict(
      `${current.name} is the pay schedule of ${users} employee${users === 1 ? '' : 's'} and cannot be deleted.`,
    );
  }
  const result = await transactWrite([
    committed(
      payScheduleEntity()
        .delete({ organization_id: organizationId, pay_schedule_id: scheduleId })
        .where(({ version }, { eq }) => eq(version, current.version)),
    ),
    committed(payrollLocator().delete({ kind: 'pay_schedule', id: scheduleId })),
    auditPut({
      organizationId,
      module: 'payroll',
      action: 'delete',
      record: { type: 'pay_schedule', id: scheduleId, label: current.name },
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict(STALE_VERSION_MESSAGE);
}

/** The organization's calendar day today (a form's default effective date). */
export const organizationToday = (organizationId: number) => todayIn(organizationTimezone(organizationId));
