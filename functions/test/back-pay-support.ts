import { expect } from 'vitest';
import { payRunOf, runPendingTasks } from './pay-run-support.ts';
import { type Json, request } from './support.ts';

/**
 * What the back-pay tests (Schedule 5 Methods B(i) and B(ii), Lump Sum E) share: finalising a run
 * with its worker's tasks, and one employee's payslip of a run.
 */

/** Finalises a pay run as `token`'s owner and runs the tasks it fans out to. */
export async function finaliseRun(token: string, organizationId: number, runId: number): Promise<void> {
  const answer = await request('POST', `/payroll/pay-runs/${runId}/finalise`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await runPendingTasks(organizationId, runId);
}

/** The payslip of `employeeId` in a run. */
export const payslipOf = async (token: string, runId: number, employeeId: number) =>
  (await payRunOf(token, runId)).payslips.find((slip: Json) => slip.employee_id === employeeId);
