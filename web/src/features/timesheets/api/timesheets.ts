import type {
  BulkApproveResult,
  OvertimeDecisionKind,
  Timesheet,
  TimesheetEntry,
  TimesheetOvertimeRow,
  TimesheetPage,
  TimesheetPayLines,
  TimesheetPeriod,
  TimesheetStatus,
} from '@wattle/shared/timesheet-constants';
import type { TimesheetReportRow } from '@wattle/shared/timesheets';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';

export type TimesheetView = 'mine' | 'to_approve' | 'all';

/** `GET /timesheets/overtime`: one employee's overtime in one week, with each rule that classed it. */
export type OvertimeRow = TimesheetOvertimeRow;

/** `GET /timesheets/reports`: the rows of the range, grouped, and their total. */
export interface TimesheetReport {
  from: string;
  to: string;
  group_by: ReportGroup;
  rows: TimesheetReportRow[];
  total: Omit<TimesheetReportRow, 'key' | 'label'>;
}

export type ReportGroup = 'employee' | 'department' | 'category';

/** Every cached timesheet read of an organization starts with this; a change reloads them all. */
const prefix = (organizationId: number | null) => ['organizations', organizationId, 'timesheets'] as const;
const isTimesheetKey = (key: unknown, organizationId: number | null) =>
  Array.isArray(key) && key[0] === 'organizations' && key[1] === organizationId && key[2] === 'timesheets';

const isTimesheet = (value: unknown): value is Timesheet =>
  typeof value === 'object' && value !== null && 'timesheet_id' in value && 'days' in value;

const query = (values: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  return search.toString();
};

export interface TimesheetFilter {
  view: TimesheetView;
  employee_id?: number | null;
  from?: string;
  to?: string;
  status?: TimesheetStatus | '';
  cursor?: string | null;
}

/** A page of timesheets; `refreshInterval` reads it again while the page answered says so (0: not). */
export function useTimesheets(
  organizationId: number | null,
  filter: TimesheetFilter | null,
  refreshInterval?: (page: TimesheetPage | undefined) => number,
) {
  return useSWR(
    organizationId && filter ? [...prefix(organizationId), 'list', query({ ...filter })] : null,
    ([, id, , , search]) => api.get<TimesheetPage>(`/timesheets?organization_id=${id}&${search}`),
    { keepPreviousData: true, ...(refreshInterval ? { refreshInterval } : {}) },
  );
}

/** `GET /timesheets/period`: the period of the employee's pay schedule (or the Monday week) holding `date`. */
export function useTimesheetPeriod(organizationId: number | null, employeeId: number | null, date: string) {
  return useSWR(
    organizationId && employeeId ? [...prefix(organizationId), 'period', employeeId, date] : null,
    ([, id, , , employee, day]) =>
      api.get<TimesheetPeriod>(
        `/timesheets/period?${query({ organization_id: id, employee_id: employee, date: day })}`,
      ),
  );
}

export function useTimesheet(organizationId: number | null, id: number | null) {
  return useSWR(organizationId && id ? [...prefix(organizationId), 'one', id] : null, ([, , , , timesheetId]) =>
    api.get<Timesheet>(`/timesheets/${timesheetId}`),
  );
}

export function usePayLines(organizationId: number | null, id: number | null) {
  return useSWR(organizationId && id ? [...prefix(organizationId), 'pay-lines', id] : null, ([, , , , timesheetId]) =>
    api.get<TimesheetPayLines>(`/timesheets/${timesheetId}/pay-lines`),
  );
}

export function useOvertime(organizationId: number | null, from: string, to: string, ready: boolean) {
  return useSWR(
    organizationId && ready ? [...prefix(organizationId), 'overtime', from, to] : null,
    ([, id, , , start, end]) =>
      api.get<OvertimeRow[]>(`/timesheets/overtime?${query({ organization_id: id, from: start, to: end })}`),
    { keepPreviousData: true },
  );
}

export const reportPath = (organizationId: number, from: string, to: string, groupBy: ReportGroup, csv = false) =>
  `/timesheets/reports?${query({ organization_id: organizationId, from, to, group_by: groupBy, format: csv ? 'csv' : null })}`;

export function useTimesheetReport(
  organizationId: number | null,
  from: string,
  to: string,
  groupBy: ReportGroup,
  ready: boolean,
) {
  return useSWR(
    organizationId && ready ? [...prefix(organizationId), 'report', from, to, groupBy] : null,
    () => api.get<TimesheetReport>(reportPath(organizationId as number, from, to, groupBy)),
    { keepPreviousData: true },
  );
}

/** The calls that change a timesheet; each reloads every timesheet read of the organization after. */
export function useTimesheetActions(organizationId: number | null) {
  const { mutate } = useSWRConfig();
  const after = useCallback(
    async <T>(call: Promise<T>): Promise<T> => {
      const answer = await call;
      // The answered timesheet (its new version) at once, so the next day saved sends it; then the rest.
      if (isTimesheet(answer)) await mutate([...prefix(organizationId), 'one', answer.timesheet_id], answer, false);
      void mutate(
        (key) =>
          isTimesheetKey(key, organizationId) &&
          !(isTimesheet(answer) && (key as unknown[])[3] === 'one' && (key as unknown[])[4] === answer.timesheet_id),
      );
      return answer;
    },
    [mutate, organizationId],
  );
  return {
    start: (employeeId: number, periodStart: string) =>
      after(
        api.post<Timesheet>('/timesheets', {
          organization_id: organizationId,
          employee_id: employeeId,
          period_start: periodStart,
        }),
      ),
    saveDay: (id: number, date: string, entries: TimesheetEntry[], version: number) =>
      after(api.put<Timesheet>(`/timesheets/${id}/days/${date}`, { entries, version })),
    /** Opens the adjustment of a locked timesheet (or answers the one already open). */
    adjust: (id: number, version: number) => after(api.post<Timesheet>(`/timesheets/${id}/adjustment`, { version })),
    submit: (id: number, version: number) => after(api.post<Timesheet>(`/timesheets/${id}/submit`, { version })),
    decide: (id: number, decision: 'approve' | 'reject', version: number, comment = '') =>
      after(
        api.patch<Timesheet>(`/timesheets/${id}/${decision}`, {
          version,
          ...(comment.trim() ? { comment: comment.trim() } : {}),
        }),
      ),
    /** A week's overtime paid, or taken as time off in lieu (where the set allows it). */
    decideOvertime: (id: number, weekStart: string, decision: OvertimeDecisionKind, version: number, comment = '') =>
      after(
        api.patch<{ timesheet_id: number; version: number }>(`/timesheets/${id}/overtime/${weekStart}`, {
          decision,
          version,
          ...(comment.trim() ? { comment: comment.trim() } : {}),
        }),
      ),
    bulkApprove: (ids: number[]) =>
      after(api.post<BulkApproveResult>('/timesheets/bulk-approve', { organization_id: organizationId, ids })),
  };
}
