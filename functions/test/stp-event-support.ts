import { nextId } from '../src/core/db/counter-entity.ts';
import { payrollCounter, payrollLocator } from '../src/core/payroll/payroll-ids.ts';
import { stpEventEntity, stpEventPartEntity } from '../src/core/payroll/stp-event-entities.ts';

/** A prepared pay event of `payRunId` naming `employeeId` (the route cases' STP event), with its locator. */
export async function seedStpEvent(organizationId: number, payRunId: number, employeeId: number) {
  const stpEventId = await nextId(payrollCounter(), 'stp_event');
  const now = new Date().toISOString();
  await stpEventPartEntity()
    .put({
      organization_id: organizationId,
      stp_event_id: stpEventId,
      part: 0,
      payees: [{ PayeeFamilyName: 'Employee' }],
    })
    .go();
  await stpEventEntity()
    .create({
      organization_id: organizationId,
      stp_event_id: stpEventId,
      financial_year: '2026-27',
      kind: 'pay',
      submission_id: `wattle-${organizationId}-${stpEventId}`,
      pay_run_id: payRunId,
      employee_ids: [employeeId],
      parts: 1,
      payer: { EventType: 'Pay', FinancialYear: '2026-27' },
      state: 'prepared',
      gateway: 'File export',
      responses: [],
      created_by: 'World Owner',
      created_at: now,
      version: 1,
      updated_at: now,
    })
    .go();
  await payrollLocator().create({ kind: 'stp_event', id: stpEventId, organization_id: organizationId }).go();
  return { stp_event_id: stpEventId };
}
