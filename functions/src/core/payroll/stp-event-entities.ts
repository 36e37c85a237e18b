import { STP_EVENT_KINDS, STP_EVENT_STATES, type StpEvent, type StpGatewayResponse } from '@wattle/shared/stp-events';
import type { EntityItem } from 'electrodb';
import {
  keyIdAttribute,
  organizationGsi,
  organizationIndex,
  organizationScopedEntity,
  timestampAttributes,
} from '../db/entity-parts.ts';

/**
 * STP events (issue 30 §5) in the organization's payroll partition:
 * - `stpevent#<id>`: the event — kind, financial year, submission id, the employees it names, its
 *   state and every answer of the gateway in order (`responses`), the PAYEVNT payer record
 *   (`payer`); listed by financial year on gsi1 (`stpevents#<year>`, by id).
 * - `stppart#<id>#<n>`: its payee records (PAYEVNTEMP), at most STP_PART_SIZE a part, so an event
 *   for 10,000 employees is 100 items of about 100 KB. TFNs are never stored: the file export opens
 *   them from the employee record when the file is made.
 */
export const stpEventEntity = organizationScopedEntity('payroll', 'stp_event', {
  attributes: {
    stp_event_id: keyIdAttribute,
    financial_year: { type: 'string', required: true, readOnly: true },
    kind: { type: STP_EVENT_KINDS, required: true, readOnly: true },
    submission_id: { type: 'string', required: true, readOnly: true },
    pay_run_id: { type: 'number' },
    replaces_stp_event_id: { type: 'number' },
    employee_ids: { type: 'list', items: { type: 'number' }, required: true },
    parts: { type: 'number', required: true },
    payer: { type: 'any', required: true },
    state: { type: STP_EVENT_STATES, required: true },
    gateway: { type: 'string', required: true },
    responses: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          at: { type: 'string', required: true },
          gateway: { type: 'string', required: true },
          state: { type: STP_EVENT_STATES, required: true },
          reference: { type: 'string' },
          message: { type: 'string' },
        },
      },
    },
    created_by: { type: 'string', required: true },
    ...timestampAttributes,
  },
  indexes: {
    byOrganization: organizationIndex('stpevent#${stp_event_id}'),
    byYear: organizationGsi('gsi1', 'stpevents#${financial_year}', 'event#${stp_event_id}'),
  },
});

export const stpEventPartEntity = organizationScopedEntity('payroll', 'stp_event_part', {
  attributes: {
    stp_event_id: keyIdAttribute,
    part: { type: 'number', required: true, readOnly: true, padding: { length: 4, char: '0' } },
    payees: { type: 'any', required: true },
  },
  indexes: {
    byEvent: organizationIndex('stppart#${stp_event_id}#${part}'),
  },
});

export type StpEventItem = EntityItem<ReturnType<typeof stpEventEntity>>;

/** Payee records in one part item. */
export const STP_PART_SIZE = 100;

export const toStpEvent = (item: StpEventItem): StpEvent => ({
  stp_event_id: item.stp_event_id,
  organization_id: item.organization_id,
  financial_year: item.financial_year,
  kind: item.kind,
  submission_id: item.submission_id,
  pay_run_id: item.pay_run_id ?? null,
  replaces_stp_event_id: item.replaces_stp_event_id ?? null,
  employee_count: item.employee_ids.length,
  state: item.state,
  gateway: item.gateway,
  responses: item.responses.map(
    (response): StpGatewayResponse => ({
      at: response.at,
      gateway: response.gateway,
      state: response.state,
      reference: response.reference ?? null,
      message: response.message ?? null,
    }),
  ),
  created_at: item.created_at,
  created_by: item.created_by,
  version: item.version,
});

export async function readStpEvent(organizationId: number, stpEventId: number): Promise<StpEventItem | null> {
  const { data } = await stpEventEntity()
    .get({ organization_id: organizationId, stp_event_id: stpEventId })
    .go({ consistent: true });
  return data;
}

/** The payee records of an event, in order (one Query of its parts). */
export async function readStpEventPayees(
  organizationId: number,
  stpEventId: number,
): Promise<Record<string, unknown>[]> {
  const { data } = await stpEventPartEntity()
    .query.byEvent({ organization_id: organizationId, stp_event_id: stpEventId })
    .go({ pages: 'all' });
  return data.flatMap((part) => part.payees as Record<string, unknown>[]);
}

/** The events of a financial year, oldest first (one Query on gsi1). */
export async function stpEventsOfYear(organizationId: number, financialYear: string): Promise<StpEventItem[]> {
  const { data } = await stpEventEntity()
    .query.byYear({ organization_id: organizationId, financial_year: financialYear })
    .go({ pages: 'all' });
  return data.sort((a, b) => a.stp_event_id - b.stp_event_id);
}
