/**
 * Pay-run figures (issue 17): a run for 1,000 and one for every employee of the large organization,
 * drafted over HTTP, calculated and posted by the pay-run worker's own handler fed from DynamoDB
 * Local's stream (the queue's stand-in), finalised over HTTP: seconds from draft to finalised; and
 * runs for 1,000 hourly employees paid from approved timesheets, twice, beside two salaried runs
 * (issue 27: within 1.5x the salaried), with each run's DynamoDB requests and items.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableNames } from '../../functions/src/core/db/client.ts';
import { nextId } from '../../functions/src/core/db/counter-entity.ts';
import { PAY_RUN_TASK_FILTER } from '../../functions/src/core/payroll/pay-run-task-filter.ts';
import { payrollCounter } from '../../functions/src/core/payroll/payroll-ids.ts';
import { employeePayEntity, payScheduleEntity } from '../../functions/src/core/payroll/setup-entities.ts';
import type { LocalServices } from '../../functions/src/local/stack.ts';
import { addCounts, countDynamo, type DynamoCounts, totalsOf } from './dynamo-count.ts';
import type { HttpApi } from './http.ts';
import { ownCpuSeconds, processCpuSeconds } from './process-cpu.ts';
import { startQueueWorker } from './queue-worker.ts';
import { seedApprovedTimesheets } from './timesheets.ts';
import { progress, round } from './util.ts';

export interface PayRunFigures {
  employees: number;
  /** Seconds from POST to review (calculated), and from POST finalise to finalised (posted). */
  calculateSeconds: number;
  finaliseSeconds: number;
  totalSeconds: number;
  /** DynamoDB requests and items by operation from draft to finalised (dynamo-count.ts). */
  dynamo: DynamoCounts;
  /** The same, from draft to review, and from finalise to finalised. */
  calculateDynamo: DynamoCounts;
  finaliseDynamo: DynamoCounts;
  /** CPU seconds from draft to finalised: DynamoDB Local's process (when readable) and the bench's (API and worker). */
  dynamoCpuSeconds?: number;
  benchCpuSeconds: number;
}

/**
 * The hourly run against the salaried, measured in ABBA order (salaried, hourly, hourly, salaried,
 * each on a fortnight of its own) so that the drift of a run of runs (DynamoDB Local slowing as its
 * tables grow, a neighbour's load) falls on both sides alike; the ratio is of the sums.
 */
export interface HourlyComparison {
  salaried: PayRunFigures[];
  hourly: PayRunFigures[];
  /** Sum of the hourly runs' seconds over the salaried runs'. */
  ratio: number;
  /** Hourly over salaried, summed over the runs: requests, and items written. */
  requestRatio: number;
  writtenItemRatio: number;
  /** Hourly over salaried, summed over the runs: DynamoDB Local's CPU seconds (when readable). */
  dynamoCpuRatio?: number;
}

async function schedule(organizationId: number, periodStart: string, payDate: string): Promise<number> {
  const id = await nextId(payrollCounter(), 'pay_schedule');
  const now = new Date().toISOString();
  await payScheduleEntity()
    .create({
      organization_id: organizationId,
      pay_schedule_id: id,
      name: `Bench ${id}`,
      frequency: 'fortnightly',
      next_period_start: periodStart,
      next_pay_date: payDate,
      version: 1,
      created_at: now,
      updated_at: now,
    })
    .go();
  return id;
}

const SALARIED = { basis: 'salary', annual_salary_cents: 7_800_000, ordinary_hours_per_week: 3800 } as const;
/** Hourly under the General Retail Industry Award, Level 1: paid from approved timesheets. */
const HOURLY = {
  basis: 'hourly',
  ordinary_hours_per_week: 0,
  pay_condition_set_id: 'MA000004',
  classification: 'L1',
} as const;

/** Puts every employee's pay on `scheduleId` (salaried $78,000 or hourly, scale 2), 25 a BatchWrite. */
async function payOn(
  organizationId: number,
  ids: readonly number[],
  scheduleId: number,
  terms: typeof SALARIED | typeof HOURLY,
): Promise<void> {
  const now = new Date().toISOString();
  for (let start = 0; start < ids.length; start += 25) {
    const items = ids.slice(start, start + 25).map((employee_id) => ({
      PutRequest: {
        Item: employeePayEntity()
          .put({
            organization_id: organizationId,
            employee_id,
            periods: [
              {
                effective_from: '2026-01-01',
                ...terms,
                pay_schedule_id: scheduleId,
                tfn_provided: true,
                residency: 'resident',
                tax_free_threshold: true,
                medicare_levy_exemption: 'none',
                study_loan: false,
                super_fund_name: 'Bench Super',
              },
            ],
            version: 1,
            updated_at: now,
          })
          .params<{ Item: Record<string, unknown> }>().Item,
      },
    }));
    await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableNames().payroll]: items } }));
  }
}

async function waitFor(api: HttpApi, payRunId: number, status: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    const answer = await api.call('GET', `/payroll/pay-runs/${payRunId}`);
    const run = answer.body?.data as { status: string; tasks_done: number; tasks_total: number } | undefined;
    if (run?.status === status) return;
    progress(`payroll: run ${payRunId} ${run?.status} ${run?.tasks_done}/${run?.tasks_total}`);
    if (performance.now() - started > 30 * 60_000) throw new Error(`payroll bench: run not ${status} in 30 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * With `BENCH_CPU_PROFILE=<folder>`, a V8 CPU profile of the process (API and pay-run worker) over
 * each run, written as `<name>.cpuprofile` (open in Chrome DevTools' Performance panel).
 */
async function startProfile() {
  const folder = process.env.BENCH_CPU_PROFILE;
  if (!folder) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop(name: string) {
      const { profile } = await session.post('Profiler.stop');
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    },
  };
}

async function oneRun(
  api: HttpApi,
  dynamoPid: number | undefined,
  organizationId: number,
  ids: readonly number[],
  period: string,
  pay: string,
  hourly = false,
) {
  const scheduleId = await schedule(organizationId, period, pay);
  await payOn(organizationId, ids, scheduleId, hourly ? HOURLY : SALARIED);
  if (hourly) await seedApprovedTimesheets(organizationId, ids, period);
  const profile = await startProfile();
  const counter = countDynamo();
  const dynamoCpu = processCpuSeconds(dynamoPid);
  const benchCpu = ownCpuSeconds();
  const started = performance.now();
  const created = await api.call('POST', '/payroll/pay-runs', {
    organization_id: organizationId,
    pay_schedule_id: scheduleId,
    period_start: period,
    period_end: new Date(Date.parse(`${period}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10),
    pay_date: pay,
  });
  if (created.status !== 201) throw new Error(`payroll bench: draft answered ${created.status}`);
  const id = created.body.data.id as number;
  await waitFor(api, id, 'review');
  const calculated = performance.now();
  const calculateDynamo = counter.stop();
  const finaliseCounter = countDynamo();
  const finalised = await api.call('POST', `/payroll/pay-runs/${id}/finalise`);
  if (finalised.status !== 200) throw new Error(`payroll bench: finalise answered ${finalised.status}`);
  await waitFor(api, id, 'finalised');
  const done = performance.now();
  const finaliseDynamo = finaliseCounter.stop();
  const dynamoCpuAfter = processCpuSeconds(dynamoPid);
  await profile?.stop(`payroll-${period}-${hourly ? 'hourly' : 'salaried'}-${ids.length}`);
  return {
    employees: ids.length,
    calculateSeconds: round((calculated - started) / 1000, 2),
    finaliseSeconds: round((done - calculated) / 1000, 2),
    totalSeconds: round((done - started) / 1000, 2),
    dynamo: addCounts(calculateDynamo, finaliseDynamo),
    calculateDynamo,
    finaliseDynamo,
    ...(dynamoCpu !== undefined && dynamoCpuAfter !== undefined
      ? { dynamoCpuSeconds: round(dynamoCpuAfter - dynamoCpu, 2) }
      : {}),
    benchCpuSeconds: round(ownCpuSeconds() - benchCpu, 2),
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function compare(salaried: PayRunFigures[], hourly: PayRunFigures[]): HourlyComparison {
  const seconds = (runs: PayRunFigures[]) => sum(runs.map((run) => run.totalSeconds));
  const requests = (runs: PayRunFigures[]) => sum(runs.map((run) => totalsOf(run.dynamo).requests));
  const written = (runs: PayRunFigures[]) => sum(runs.map((run) => totalsOf(run.dynamo).writtenItems));
  const dynamoCpu = (runs: PayRunFigures[]) =>
    runs.every((run) => run.dynamoCpuSeconds !== undefined) ? sum(runs.map((run) => run.dynamoCpuSeconds ?? 0)) : 0;
  return {
    salaried,
    hourly,
    ratio: round(seconds(hourly) / seconds(salaried), 3),
    requestRatio: round(requests(hourly) / requests(salaried), 3),
    writtenItemRatio: round(written(hourly) / written(salaried), 3),
    ...(dynamoCpu(salaried) > 0 && dynamoCpu(hourly) > 0
      ? { dynamoCpuRatio: round(dynamoCpu(hourly) / dynamoCpu(salaried), 3) }
      : {}),
  };
}

export async function measurePayRuns(api: HttpApi, services: LocalServices, organizationId: number) {
  const options = await api.call('GET', `/employees/options?organization_id=${organizationId}`);
  const ids = ((options.body?.data ?? []) as { id: number }[]).map((option) => option.id).sort((a, b) => a - b);
  if (ids.length === 0) throw new Error('payroll bench: no employees');
  const { handler } = await import('../../functions/src/handlers/pay-run-worker.ts');
  const dynamoPid = services.dynamo.process.pid;
  const poller = startQueueWorker(services, 'payroll', PAY_RUN_TASK_FILTER, handler);
  try {
    const first = ids.slice(0, 1000);
    // A salaried and an hourly run of the same 1,000 first, not reported: the runs compared are all
    // measured warm. The first run in a process pays for loading and compiling the pay-run code, and
    // the first of a size and kind for DynamoDB Local compiling its own: after a 100-employee
    // warm-up only, its CPU through the first salaried run of 1,000 was up to twice the same run's
    // later. With one of each first, the two salaried runs agree within 0.6 s
    // (docs/performance/payroll-and-timesheets.md, 4 December 2026).
    progress('payroll: warm-up runs for 1,000 employees (salaried, then hourly)');
    await oneRun(api, dynamoPid, organizationId, first, '2026-10-19', '2026-11-04');
    await oneRun(api, dynamoPid, organizationId, first, '2026-10-05', '2026-10-21', true);
    // The hourly runs beside the salaried ones they are compared with, in ABBA order, before the
    // large run: DynamoDB Local's writes slow as its tables grow
    // (docs/performance/payroll-and-timesheets.md), and measured after the large run's payslips the
    // hourly runs were charged for them.
    progress('payroll: a run for 1,000 employees (salaried, 1 of 2)');
    const small = await oneRun(api, dynamoPid, organizationId, first, '2026-11-02', '2026-11-18');
    progress('payroll: a run for 1,000 hourly employees from approved timesheets (1 of 2)');
    const hourly = await oneRun(api, dynamoPid, organizationId, first, '2026-11-30', '2026-12-16', true);
    progress('payroll: a run for 1,000 hourly employees from approved timesheets (2 of 2)');
    const hourlyAgain = await oneRun(api, dynamoPid, organizationId, first, '2026-12-14', '2026-12-30', true);
    progress('payroll: a run for 1,000 employees (salaried, 2 of 2)');
    const smallAgain = await oneRun(api, dynamoPid, organizationId, first, '2026-12-28', '2027-01-13');
    progress(`payroll: a run for ${ids.length} employees`);
    const large = await oneRun(api, dynamoPid, organizationId, ids, '2026-11-16', '2026-12-02');
    const hourlyComparison = compare([small, smallAgain], [hourly, hourlyAgain]);
    return { small, large, hourly: hourlyComparison } satisfies {
      small: PayRunFigures;
      large: PayRunFigures;
      hourly: HourlyComparison;
    };
  } finally {
    await poller.stop();
  }
}
