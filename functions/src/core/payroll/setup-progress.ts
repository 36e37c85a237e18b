import { todayIn } from '@wattle/shared/calendar';
import { lifecycleOf } from '@wattle/shared/employee-lifecycle';
import { isAbn } from '@wattle/shared/payroll-setup';
import type { SetupProgress, SetupStep } from '@wattle/shared/setup-progress';
import { readDirectory } from '../employees/directory.ts';
import { unconfirmedBalances } from '../leave/opening-balances.ts';
import { organizationTimezone } from '../tenancy/memberships.ts';
import { organizationEntity } from '../tenancy/organization-entity.ts';
import { loadOrganizationStructure } from '../tenancy/structure.ts';
import { payRunEntity } from './pay-run-entities.ts';
import { employeePayEntity, payrollSettingsEntity, payScheduleEntity } from './setup-entities.ts';

/** Runs read a page at a time, newest first, until one finalised or paid is found. */
const RUNS_PAGE = 25;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

async function hasFinalisedRun(organizationId: number): Promise<boolean> {
  let cursor: string | null = null;
  do {
    const page: { data: { status?: string }[]; cursor: string | null } = await payRunEntity()
      .query.runsOfOrganization({ organization_id: organizationId })
      .go({ cursor, limit: RUNS_PAGE, order: 'desc', attributes: ['pay_run_id', 'status'] });
    if (page.data.some((run) => run.status === 'finalised' || run.status === 'paid')) return true;
    cursor = page.cursor;
  } while (cursor);
  return false;
}

/**
 * GET /organizations/{id}/setup-progress: the first-week checklist, each step decided from the
 * data (issue 31 §3). Reads at once, none per employee: the organization item, its structure, the
 * directory, payroll settings, the pay schedules, the employee pay items (their ids only), the
 * newest pay runs and the leave accounts' confirmations (unconfirmedBalances).
 */
export async function setupProgress(organizationId: number): Promise<SetupProgress> {
  const today = todayIn(organizationTimezone(organizationId));
  const [organization, structure, directory, settings, schedules, pay, paid, unconfirmed] = await Promise.all([
    organizationEntity()
      .get({ organization_id: organizationId })
      .go({ attributes: ['registration_number', 'address'] })
      .then(({ data }) => data),
    loadOrganizationStructure(organizationId),
    readDirectory(organizationId),
    payrollSettingsEntity()
      .get({ organization_id: organizationId })
      .go({ attributes: ['abn'] })
      .then(({ data }) => data),
    payScheduleEntity()
      .query.byOrganization({ organization_id: organizationId })
      .go({ pages: 'all', attributes: ['pay_schedule_id'] })
      .then(({ data }) => data),
    employeePayEntity()
      .query.byOrganization({ organization_id: organizationId })
      .go({ pages: 'all', attributes: ['employee_id'] })
      .then(({ data }) => new Set(data.map((item) => item.employee_id))),
    hasFinalisedRun(organizationId),
    unconfirmedBalances(organizationId),
  ]);
  const registration = organization?.registration_number;
  const abn = settings?.abn || (registration && isAbn(registration) ? registration : undefined);
  const address = Boolean(organization?.address?.trim());
  const people = directory.filter((entry) => !entry.trashed_at && lifecycleOf(entry, today) !== 'former');
  const withPay = people.filter((entry) => pay.has(entry.employee_id)).length;
  const departments = structure.departments.size;
  const steps: SetupStep[] = [
    {
      key: 'company_details',
      done: Boolean(abn) && address,
      detail:
        abn && address
          ? 'The ABN and address are in.'
          : !abn && !address
            ? 'Add the ABN and the business address.'
            : abn
              ? 'Add the business address.'
              : 'Add the ABN (the workspace’s registration number or payroll settings).',
    },
    {
      key: 'departments',
      done: departments > 0,
      detail: departments > 0 ? `${plural(departments, 'department')}.` : 'Add at least one department.',
    },
    {
      key: 'people',
      done: people.length > 0,
      detail: people.length > 0 ? `${plural(people.length, 'person', 'people')}.` : 'Add or import your people.',
    },
    {
      key: 'pay_schedule',
      done: schedules.length > 0,
      detail: schedules.length > 0 ? `${plural(schedules.length, 'pay schedule')}.` : 'Add a pay schedule.',
    },
    {
      key: 'pay_setup',
      done: people.length > 0 && withPay === people.length,
      detail:
        people.length === 0
          ? 'Add people first.'
          : `${withPay} of ${plural(people.length, 'person', 'people')} ${people.length === 1 ? 'has' : 'have'} pay set up.`,
    },
    {
      // Everyone who joined before the workspace existed has opening balances or the accrual since joining confirmed.
      key: 'opening_balances',
      done: people.length > 0 && unconfirmed.length === 0,
      detail:
        people.length === 0
          ? 'Add people first.'
          : unconfirmed.length === 0
            ? 'Every balance is confirmed.'
            : `${plural(unconfirmed.length, 'person’s', 'people’s')} leave balances to confirm.`,
    },
    {
      key: 'first_pay_run',
      done: paid,
      detail: paid ? 'A pay run is finalised.' : 'Run and finalise the first pay run.',
    },
  ];
  return { organization_id: organizationId, steps, done: steps.every((step) => step.done) };
}
