import {
  STP_EVENT_KIND_LABELS,
  STP_EVENT_STATE_LABELS,
  type StpEvent,
  type StpEventDetail,
  type StpEventState,
  stpEventListQuery,
  stpEventOutcomeInput,
} from '@wattle/shared/stp-events';
import { auditPut } from '../audit/audit.ts';
import { committed, transactWrite } from '../db/transactions.ts';
import { openPayrollField } from '../employees/payroll.ts';
import { VisibleError } from '../error.ts';
import { parseInput } from '../validation.ts';
import { readPayeesOf } from './run-people.ts';
import {
  readStpEvent,
  readStpEventPayees,
  type StpEventItem,
  stpEventEntity,
  stpEventsOfYear,
  toStpEvent,
} from './stp-event-entities.ts';
import { type GatewayAnswer, type StpMessage, stpGateway } from './stp-gateway.ts';

const NOT_FOUND = 'STP event';

/** Where an event may go from each state: an accepted or rejected event is done (a correction is a new event). */
const NEXT: Record<StpEventState, readonly StpEventState[]> = {
  prepared: ['sent', 'accepted', 'rejected'],
  sent: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
};

/** The payee records with TFNs opened from the employee records (never stored with the event). */
async function payeesWithTfns(event: StpEventItem): Promise<Record<string, unknown>[]> {
  const [payees, people] = await Promise.all([
    readStpEventPayees(event.organization_id, event.stp_event_id),
    readPayeesOf(event.organization_id, event.employee_ids),
  ]);
  return Promise.all(
    payees.map(async (payee, index) => {
      const employeeId = event.employee_ids[index] as number;
      const employee = people.employees.get(employeeId);
      const tfn = employee ? await openPayrollField(employee, 'tax_file_number') : null;
      return { ...payee, PayeeTaxFileNumber: tfn ?? '000000000' };
    }),
  );
}

const messageOf = (event: StpEventItem): StpMessage => ({
  organizationId: event.organization_id,
  stpEventId: event.stp_event_id,
  kind: event.kind,
  submissionId: event.submission_id,
  payer: event.payer as Record<string, unknown>,
  readPayees: () => payeesWithTfns(event),
});

/** Keeps a gateway's answer against the event (version-checked), with its audit event. */
async function recordAnswer(event: StpEventItem, answer: GatewayAnswer, gateway: string): Promise<StpEventItem> {
  if (answer.state === event.state && !answer.reference && !answer.message) return event;
  if (answer.state !== event.state && !NEXT[event.state].includes(answer.state)) {
    throw VisibleError.conflict(
      `The event is ${STP_EVENT_STATE_LABELS[event.state].toLowerCase()}: it cannot become ${STP_EVENT_STATE_LABELS[answer.state].toLowerCase()}.`,
    );
  }
  const now = new Date().toISOString();
  const response = {
    at: now,
    gateway,
    state: answer.state,
    ...(answer.reference ? { reference: answer.reference } : {}),
    ...(answer.message ? { message: answer.message } : {}),
  };
  const label = `${STP_EVENT_KIND_LABELS[event.kind]} ${event.financial_year}`;
  const result = await transactWrite([
    committed(
      stpEventEntity()
        .patch({ organization_id: event.organization_id, stp_event_id: event.stp_event_id })
        .set({ state: answer.state, updated_at: now, version: event.version + 1 })
        .append({ responses: [response] })
        .where(({ version }, { eq }) => eq(version, event.version)),
    ),
    auditPut({
      organizationId: event.organization_id,
      module: 'payroll',
      action: 'update',
      record: { type: 'stp_event', id: event.stp_event_id, label },
      summary: `${label}: ${STP_EVENT_STATE_LABELS[answer.state]} (${gateway}${answer.reference ? `, ${answer.reference}` : ''})`,
    }),
  ]);
  if (result.canceled)
    throw VisibleError.conflict('This STP event was changed by someone else. Reload it and try again.');
  return {
    ...event,
    state: answer.state,
    version: event.version + 1,
    updated_at: now,
    responses: [...event.responses, response],
  };
}

/** Hands a stored event to the gateway and keeps its answer; a gateway that cannot be reached leaves it prepared. */
export async function sendThroughGateway(event: StpEventItem): Promise<StpEventItem> {
  const gateway = stpGateway();
  let answer: GatewayAnswer;
  try {
    answer = await gateway.send(messageOf(event));
  } catch (error) {
    answer = { state: 'prepared', message: `The gateway could not be reached: ${(error as Error).message}` };
  }
  return recordAnswer(event, answer, gateway.name);
}

async function existing(organizationId: number, stpEventId: number): Promise<StpEventItem> {
  const event = await readStpEvent(organizationId, stpEventId);
  if (!event) throw VisibleError.notFound(NOT_FOUND);
  return event;
}

/** GET /payroll/stp-events?organization_id=&financial_year=: the year's events, newest first. */
export async function listStpEvents(query: unknown): Promise<StpEvent[]> {
  const data = parseInput(stpEventListQuery, query);
  const events = await stpEventsOfYear(data.organization_id, data.financial_year);
  return events.reverse().map(toStpEvent);
}

/** GET /payroll/stp-events/{id}: the event, its stored payload (no TFNs) and the gateway's answers. */
export async function getStpEvent(organizationId: number, stpEventId: number): Promise<StpEventDetail> {
  const event = await existing(organizationId, stpEventId);
  const payees = await readStpEventPayees(organizationId, stpEventId);
  return { ...toStpEvent(event), payload: { ...(event.payer as Record<string, unknown>), Payees: payees } };
}

/** POST /payroll/stp-events/{id}/outcome: what the employer's STP service (or the gateway) answered. */
export async function recordStpEventOutcome(
  organizationId: number,
  stpEventId: number,
  input: unknown,
): Promise<StpEvent> {
  const body = parseInput(stpEventOutcomeInput, input);
  const event = await existing(organizationId, stpEventId);
  if (event.version !== body.version)
    throw VisibleError.conflict('This STP event was changed by someone else. Reload it and try again.');
  const answer: GatewayAnswer = {
    state: body.state,
    ...(body.reference ? { reference: body.reference } : {}),
    ...(body.message ? { message: body.message } : {}),
  };
  return toStpEvent(await recordAnswer(event, answer, 'Recorded by payroll'));
}

/** POST /payroll/stp-events/{id}/check: asks the gateway what became of a sent event. */
export async function checkStpEvent(organizationId: number, stpEventId: number): Promise<StpEvent> {
  const event = await existing(organizationId, stpEventId);
  const gateway = stpGateway();
  if (!gateway.outcome) {
    throw VisibleError.conflict(
      `${gateway.name} does not hear back from the ATO: record the answer your STP service gave.`,
    );
  }
  const answer = await gateway.outcome({
    organizationId,
    stpEventId,
    submissionId: event.submission_id,
  });
  return toStpEvent(answer ? await recordAnswer(event, answer, gateway.name) : event);
}

/** GET /payroll/stp-events/{id}/file: the event as a file to lodge, TFNs opened; the download is audited first. */
export async function stpEventFile(organizationId: number, stpEventId: number) {
  const event = await existing(organizationId, stpEventId);
  const payees = await payeesWithTfns(event);
  const fileName = `stp-${event.kind}-${event.financial_year}-${event.stp_event_id}.json`;
  const label = `${STP_EVENT_KIND_LABELS[event.kind]} ${event.financial_year}`;
  const result = await transactWrite([
    auditPut({
      organizationId,
      module: 'payroll',
      action: 'download',
      record: { type: 'stp_event', id: stpEventId, label },
      summary: `Downloaded ${fileName} (${label}): ${payees.length} employee${payees.length === 1 ? '' : 's'} with their tax file numbers`,
    }),
  ]);
  if (result.canceled) throw VisibleError.conflict('The download could not be recorded. Try again.');
  return { fileName, data: { ...(event.payer as Record<string, unknown>), Payees: payees } };
}
