/**
 * The bench table's rows for each measurement (run.ts and on-stack.ts measure; these only word the
 * results). Budgets that live beside a measuring module come in as arguments, so this file loads
 * nothing of the stack.
 */
import type { BundleResult } from './bundles.ts';
import type { Comparison } from './compare.ts';
import type { LeaveFigures } from './leave.ts';
import type { LeaveCalendarFigures } from './leave-calendar.ts';
import type { LighthouseSummary, Protocol } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import type { HourlyComparison, PayRunFigures } from './payroll.ts';
import type { Row } from './report.ts';
import type { SearchResult } from './search.ts';
import { BUDGET_PRESETS, fmt } from './settings.ts';
import type { BulkApprovalFigures } from './timesheet-approval.ts';
import type { InterpretFigures } from './timesheets.ts';

export function bundleRows(bundles: { baselineMs: number; bundles: BundleResult[] }, budget: number): Row[] {
  const sizes = bundles.bundles.map((bundle) => ({
    section: 1,
    figure: `bundle ${bundle.name}: minified JS a cold start loads (its reference; the SDK-only reference)`,
    value: `${fmt(bundle.bytes / 1024)} KB (${fmt(bundle.referenceBytes / 1024)} KB; ${fmt(bundle.sdkReferenceBytes / 1024)} KB)`,
    budget: '',
    pass: null,
  }));
  const loads = bundles.bundles.map((bundle) => ({
    section: 1,
    figure: `bundle ${bundle.name}: module load / reference's (medians of paired runs minus bare node ${fmt(bundles.baselineMs, 0)} ms; against the SDK-only reference)`,
    value: `${fmt(bundle.loadMs, 0)} / ${fmt(bundle.referenceLoadMs, 0)} ms = ${fmt(bundle.ratio, 2)} (${fmt(bundle.sdkRatio, 2)})`,
    budget: `≤ ${budget}`,
    pass: bundle.ratio <= budget,
  }));
  return [...sizes, ...loads];
}

export const comparisonRow = (section: number, comparison: Comparison, budget: number): Row => ({
  section,
  figure: `${comparison.label}: API median over HTTP / raw DynamoDB median`,
  value: `${fmt(comparison.apiMedianMs)} / ${fmt(comparison.rawMedianMs)} ms = ${fmt(comparison.ratio, 2)}`,
  budget: `≤ ${budget}`,
  pass: comparison.ratio <= budget,
});

export const searchCapacityRow = (search: SearchResult, budget: number): Row => ({
  section: 3,
  figure: `search "${search.term}" (${fmt(search.matches, 0)} matches): read capacity vs a full read of ${fmt(search.fullReadItems, 0)} employee items`,
  value: `${fmt(search.searchCapacity)} / ${fmt(search.fullReadCapacity)} RCU = ${fmt(search.capacityShare * 100)}%`,
  budget: `≤ ${budget * 100}%`,
  pass: search.capacityShare <= budget,
});

const failingOf = (summary: LighthouseSummary, category: string) => {
  const ids = summary.failing.filter((audit) => audit.category === category).map((audit) => audit.id);
  return ids.length > 0 ? ` (${ids.join(', ')})` : '';
};

/**
 * Performance, accessibility and best practices of each page, preset and protocol; budgeted presets
 * over the budgeted protocol (production's, h2) pass or fail, the others are reported.
 */
export function lighthouseRows(
  summaries: LighthouseSummary[],
  budgets: { performance: number; accessibility: number; bestPractices: number },
  budgetProtocol: Protocol,
): Row[] {
  return summaries.flatMap((summary) => {
    const where = `Lighthouse ${summary.preset} ${summary.page} over ${summary.protocol} (${summary.runs === 1 ? '1 run' : `median of ${summary.runs}`})`;
    const budgeted = BUDGET_PRESETS.has(summary.preset) && summary.protocol === budgetProtocol;
    const judged = (pass: boolean) => (budgeted ? pass : null);
    const budgetText = (text: string) => (budgeted ? text : `(${text})`);
    return [
      {
        section: 6,
        figure: `${where}: performance`,
        value: `${summary.performance} (LCP ${fmt(summary.metrics['LCP ms'] ?? 0, 0)} ms, TBT ${fmt(summary.metrics['TBT ms'] ?? 0, 0)} ms, CLS ${summary.metrics.CLS})`,
        budget: budgetText(`≥ ${budgets.performance}`),
        pass: judged(summary.performance >= budgets.performance),
      },
      {
        section: 6,
        figure: `${where}: accessibility`,
        value: `${summary.accessibility}${failingOf(summary, 'accessibility')}`,
        budget: budgetText(`= ${budgets.accessibility}`),
        pass: judged(summary.accessibility >= budgets.accessibility),
      },
      {
        section: 6,
        figure: `${where}: best practices`,
        value: `${summary.bestPractices}${failingOf(summary, 'best-practices')}`,
        budget: budgetText(`≥ ${budgets.bestPractices}`),
        pass: judged(summary.bestPractices >= budgets.bestPractices),
      },
    ];
  });
}

export function loadRows(load: LoadResult, serverErrors: number): Row[] {
  const section = load.mode === 'read' ? 5 : 7;
  const what = load.mode === 'read' ? 'reads (list, cursor page, detail, search)' : 'reads and writes';
  const errors = load.errors + load.timeouts;
  const rows: Row[] = [
    {
      section,
      figure: `load, ${what}: ${load.connections} connections × ${fmt(load.seconds, 0)} s`,
      value: `${fmt(load.requestsPerSecond)} req/s, p50 ${fmt(load.latencyP50, 0)} ms, p99 ${fmt(load.latencyP99, 0)} ms (${fmt(load.requests, 0)} requests)`,
      budget: '',
      pass: null,
    },
    {
      section,
      figure: `load, ${what}: errors / 5xx / other non-2xx`,
      value: `${errors} / ${serverErrors} / ${load.non2xx - serverErrors}`,
      budget: '0 / 0 / —',
      pass: errors === 0 && serverErrors === 0,
    },
  ];
  if (load.mode === 'mixed') {
    rows.push({
      section: 7,
      figure: `load, writes answered 2xx (${load.writes.employeesCreated} employees, ${load.writes.statusChanges} status changes, ${load.writes.jobOpeningsCreated} job openings) read back`,
      value: `${load.verification.checked - load.verification.failures.length} of ${load.verification.checked} records readable`,
      budget: 'all',
      pass: load.verification.failures.length === 0 && load.verification.checked > 0,
    });
  }
  return rows;
}

export function leaveRows(leave: LeaveFigures, calendar: LeaveCalendarFigures): Row[] {
  return [
    {
      section: 9,
      figure: 'leave balances of one employee as of today over HTTP: median, DynamoDB requests per read',
      value: `${fmt(leave.apiRead.medianMs)} ms, ${leave.apiRead.requests} requests`,
      budget: '',
      pass: null,
    },
    {
      section: 9,
      figure: `leave balances of all ${fmt(leave.employees, 0)} employees as of today (readBalances)`,
      value: `${fmt(leave.bulkRead.seconds, 2)} s, ${fmt(leave.bulkRead.requests, 0)} requests (${fmt(leave.bulkRead.requests / leave.employees, 3)} a read)`,
      budget: '',
      pass: null,
    },
    {
      section: 9,
      figure: `a year of accrual (${leave.posting.from} to ${leave.posting.through}) posted for ${fmt(leave.posting.posted, 0)} employees`,
      value: `${fmt(leave.posting.seconds)} s, ${fmt(leave.posting.requests, 0)} requests`,
      budget: '',
      pass: null,
    },
    {
      section: 9,
      figure: `a month's team calendar (${calendar.month}) with ${fmt(calendar.employees, 0)} employees away, over HTTP: median, DynamoDB requests per read`,
      value: `${fmt(calendar.medianMs)} ms, ${calendar.requests} requests`,
      budget: '',
      pass: null,
    },
  ];
}

export function payrollRows(payroll: { small: PayRunFigures; large: PayRunFigures; hourly?: HourlyComparison }): Row[] {
  const rows: Row[] = [payroll.small, payroll.large].map((figures) => ({
    section: 10,
    figure: `a pay run for ${fmt(figures.employees, 0)} employees, draft to finalised (calculate, then post)`,
    value: `${fmt(figures.totalSeconds, 2)} s (${fmt(figures.calculateSeconds, 2)} s + ${fmt(figures.finaliseSeconds, 2)} s)`,
    budget: figures.employees >= 10_000 ? '60 s' : '',
    pass: figures.employees >= 10_000 ? figures.totalSeconds < 60 : null,
  }));
  const ratio = payroll.large.totalSeconds / payroll.small.totalSeconds;
  rows.push({
    section: 10,
    figure: 'the largest pay run over the 1,000-employee run',
    value: `${fmt(ratio, 2)}x`,
    budget: '11x',
    pass: ratio <= 11,
  });
  if (payroll.hourly) {
    const { salaried, hourly, ratio, requestRatio, writtenItemRatio, dynamoCpuRatio } = payroll.hourly;
    const seconds = (runs: PayRunFigures[]) => runs.map((run) => fmt(run.totalSeconds, 2)).join(' + ');
    rows.push({
      section: 10,
      figure: `pay runs for ${fmt(hourly[0]?.employees ?? 0, 0)} hourly employees from approved timesheets (MA000004) over the salaried runs, ABBA order, sums (DynamoDB requests, items written and DynamoDB Local's CPU seconds, hourly over salaried)`,
      value: `(${seconds(hourly)}) s / (${seconds(salaried)}) s = ${fmt(ratio, 2)}x (requests ${fmt(requestRatio, 2)}x, items written ${fmt(writtenItemRatio, 2)}x${dynamoCpuRatio === undefined ? '' : `, DynamoDB Local CPU ${fmt(dynamoCpuRatio, 2)}x`})`,
      budget: '1.5x',
      pass: ratio <= 1.5,
    });
  }
  return rows;
}

/** Interpreting a fortnight for 1,000 employees: its time over the 10 s budget. */
export function interpretationRow(figures: InterpretFigures): Row {
  const ratio = figures.seconds / 10;
  return {
    section: 10,
    figure: `interpreting a fortnight for ${fmt(figures.employees, 0)} employees (${fmt(figures.shifts, 0)} shifts, MA000004) over the 10 s budget`,
    value: `${fmt(figures.seconds, 3)} s / 10 s = ${fmt(ratio, 3)}`,
    budget: '≤ 1',
    pass: ratio <= 1,
  };
}

/** Bulk-approving 1,000 submitted timesheets through the queue and the worker: its time over the 30 s budget. */
export function bulkApprovalRow(figures: BulkApprovalFigures): Row {
  const ratio = figures.seconds / 30;
  return {
    section: 10,
    figure: `bulk-approving ${fmt(figures.timesheets, 0)} submitted timesheets (POST /timesheets/bulk-approve, ${fmt(figures.tasks, 0)} tasks through the stream → queue → timesheets-worker) over the 30 s budget`,
    value: `${fmt(figures.seconds, 2)} s / 30 s = ${fmt(ratio, 3)}`,
    budget: '≤ 1',
    pass: ratio <= 1,
  };
}
