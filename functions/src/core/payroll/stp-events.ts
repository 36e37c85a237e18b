import { todayIn } from '@wattle/shared/calendar';
import {
  financialYearDays,
  STP_EVENT_KIND_LABELS,
  type StpEvent,
  type StpEventKind,
  stpEventCreateInput,
} from '@wattle/shared/stp-events';
import { useUser } from '../actor.ts';
import { auditPut } from '../audit/audit.ts';
import { nextId } from '../db/counter-entity.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { VisibleError } from '../error.ts';
import { organizationTimezone, requireMembership } from '../tenancy/memberships.ts';
import { parseInput } from '../validation.ts';
import { readEofy } from './eofy-summary.ts';
import { readReleasedRun } from './pay-run-store.ts';
import { payrollCounter, payrollLocator } from './payroll-ids.ts';
import { payRunStp } from './stp-event.ts';
import { sendThroughGateway } from './stp-event-actions.ts';
import {
  readStpEvent,
  STP_PART_SIZE,
  type StpEventItem,
  stpEventEntity,
  stpEventPartEntity,
  toStpEvent,
} from './stp-event-entities.ts';
import { stpGateway } from './stp-gateway.ts';
import { updateEventRecords } from './stp-update-event.ts';

interface Prepared {
  kind: StpEventKind;
  financialYear: string;
  employeeIds: number[];
  payer: Record<string, unknown>;
  payees: Record<string, unknown>[];
  payRunId?: number;
  replaces?: number;
}

const submissionIdOf = (organizationId: number, stpEventId: number) => `wattle-${organizationId}-${stpEventId}`;

/** A pay event of a finalised run (the run's STP data), as a new event or replacing an earlier one. */
async function payEvent(organizationId: number, payRunId: number, submissionId: string, replaces?: StpEventItem) {
  const [{ PayEvent }, { payslips }] = await Promise.all([
    payRunStp(organizationId, payRunId),
    readReleasedRun(organizationId, payRunId),
  ]);
  const { Payees, ...payer } = PayEvent;
  return {
    financialYear: PayEvent.FinancialYear,
    // Payee records come in the run's payslip order (payRunStp maps the same Query's payslips).
    employeeIds: payslips.map((slip) => slip.employee_id),
    payer: {
      ...payer,
      SubmissionID: submissionId,
      EventType: 'Pay',
      ...(replaces ? { FullFileReplacementIndicator: true, OriginalSubmissionID: replaces.submission_id } : {}),
    },
    // TFNs are not kept with the event: the file export opens them from the employee record.
    payees: Payees.map((payee) => ({ ...payee, PayeeTaxFileNumber: null })),
  };
}

/** The people an update, finalisation or removal names (none named: everyone the rule allows), checked. */
async function updateEvent(
  organizationId: number,
  kind: 'update' | 'finalisation' | 'finalisation_removal',
  financialYear: string,
  named: number[] | undefined,
  submissionId: string,
) {
  const { people, finalisations, problems } = await readEofy(organizationId, financialYear);
  const paid = new Map(people.map((person) => [person.employee_id, person]));
  const finalised = new Set(
    [...finalisations].filter(([, event]) => event.kind === 'finalisation').map(([employeeId]) => employeeId),
  );
  const unknown = (named ?? []).filter((employeeId) => !paid.has(employeeId));
  if (unknown.length > 0) {
    throw VisibleError.validation({
      employee_ids: [
        `Not paid in ${financialYear}: employee ${unknown.join(', ')}. Only employees paid in the year are reported.`,
      ],
    });
  }
  let chosen = named ? [...new Set(named)].flatMap((id) => paid.get(id) ?? []) : people;
  if (kind === 'finalisation_removal') {
    if (named) {
      const notFinalised = chosen.filter((person) => !finalised.has(person.employee_id));
      if (notFinalised.length > 0) {
        throw VisibleError.validation({
          employee_ids: [
            `Not finalised for ${financialYear}: ${notFinalised.map((person) => person.employee_name).join(', ')}.`,
          ],
        });
      }
    } else chosen = chosen.filter((person) => finalised.has(person.employee_id));
  }
  if (chosen.length === 0)
    throw VisibleError.validation({ employee_ids: [`No employee to report for ${financialYear}.`] });
  if (kind === 'finalisation') {
    const blocked = chosen.filter((person) => (problems.get(person.employee_id) ?? []).length > 0);
    if (blocked.length > 0) {
      throw VisibleError.validation({
        employee_ids: [
          `Fix these problems before finalising: ${blocked
            .map((person) => `${person.employee_name}: ${(problems.get(person.employee_id) ?? []).join(' ')}`)
            .join(' ')}`,
        ],
      });
    }
  }
  const year = { ...financialYearDays(financialYear), label: financialYear };
  const today = todayIn(organizationTimezone(organizationId));
  const updateDate = today > year.end ? year.end : today;
  chosen = [...chosen].sort((a, b) => a.employee_id - b.employee_id);
  const { payer, payees } = await updateEventRecords(organizationId, {
    kind,
    year,
    submissionId,
    updateDate,
    people: chosen,
    finalised,
  });
  return { financialYear, employeeIds: chosen.map((person) => person.employee_id), payer, payees };
}

async function prepare(
  organizationId: number,
  stpEventId: number,
  body: ReturnType<typeof parseBody>,
): Promise<Prepared> {
  const submissionId = submissionIdOf(organizationId, stpEventId);
  switch (body.kind) {
    case 'pay':
      return {
        kind: 'pay',
        payRunId: body.pay_run_id,
        ...(await payEvent(organizationId, body.pay_run_id, submissionId)),
      };
    case 'replacement': {
      const replaced = await readStpEvent(organizationId, body.replaces_stp_event_id);
      if (!replaced) throw VisibleError.validation({ replaces_stp_event_id: ['Unknown STP event.'] });
      if (replaced.pay_run_id === undefined || (replaced.kind !== 'pay' && replaced.kind !== 'replacement')) {
        throw VisibleError.validation({
          replaces_stp_event_id: [
            'Only a pay event can be replaced by a full file: correct an update event with another update event.',
          ],
        });
      }
      return {
        kind: 'replacement',
        payRunId: replaced.pay_run_id,
        replaces: replaced.stp_event_id,
        ...(await payEvent(organizationId, replaced.pay_run_id, submissionId, replaced)),
      };
    }
    default:
      return {
        kind: body.kind,
        ...(await updateEvent(organizationId, body.kind, body.financial_year, body.employee_ids, submissionId)),
      };
  }
}

const parseBody = (body: unknown) => parseInput(stpEventCreateInput, body);

const chunk = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/**
 * POST /payroll/stp-events: prepares a pay event, an update event, the finalisation declaration (or
 * its removal, to amend a finalised year) or a full-file replacement; stores its payer and payee
 * records (parts first, then the event with its locator and audit event in one transaction), then
 * hands it to the gateway and keeps the answer against it.
 */
export async function createStpEvent(input: unknown): Promise<StpEvent> {
  const body = parseBody(input);
  const organizationId = body.organization_id;
  requireMembership(organizationId);
  const stpEventId = await nextId(payrollCounter(), 'stp_event');
  const prepared = await prepare(organizationId, stpEventId, body);
  const now = new Date().toISOString();
  const parts = chunk(prepared.payees, STP_PART_SIZE);
  for (const group of chunk(parts, 25)) {
    const first = parts.indexOf(group[0] as Record<string, unknown>[]);
    await stpEventPartEntity()
      .put(
        group.map((payees, index) => ({
          organization_id: organizationId,
          stp_event_id: stpEventId,
          part: first + index,
          payees,
        })),
      )
      .go();
  }
  const item: StpEventItem = {
    organization_id: organizationId,
    stp_event_id: stpEventId,
    financial_year: prepared.financialYear,
    kind: prepared.kind,
    submission_id: submissionIdOf(organizationId, stpEventId),
    ...(prepared.payRunId !== undefined ? { pay_run_id: prepared.payRunId } : {}),
    ...(prepared.replaces !== undefined ? { replaces_stp_event_id: prepared.replaces } : {}),
    employee_ids: prepared.employeeIds,
    parts: parts.length,
    payer: prepared.payer,
    state: 'prepared',
    gateway: stpGateway().name,
    responses: [],
    created_by: useUser().name,
    created_at: now,
    version: 1,
    updated_at: now,
  };
  const label = `${STP_EVENT_KIND_LABELS[prepared.kind]} ${prepared.financialYear}`;
  const result = await transactWrite([
    committed(stpEventEntity().create(item)),
    committed(payrollLocator().create({ kind: 'stp_event', id: stpEventId, organization_id: organizationId })),
    auditPut({
      organizationId,
      module: 'payroll',
      action: 'create',
      record: { type: 'stp_event', id: stpEventId, label },
      summary: `Prepared ${label}: ${prepared.employeeIds.length} employee${prepared.employeeIds.length === 1 ? '' : 's'}`,
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict('The STP event could not be saved. Try again.');
  return toStpEvent(await sendThroughGateway(item));
}
