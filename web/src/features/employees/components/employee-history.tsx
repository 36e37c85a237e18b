import { isCalendarDate } from '@wattle/shared/calendar';
import { HISTORY_EVENT_TYPES, type HistoryEventType } from '@wattle/shared/employee-constants';
import type { HistoryEvent } from '@wattle/shared/employee-history';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { type Columns, DataTable } from '@/components/data-table/data-table';
import { Card } from '@/components/ui/card';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { ExportButton } from '@/components/ui/export-button';
import { Label } from '@/components/ui/label';
import { ClearFiltersButton, DateRangeError, DateRangeFilter } from '@/components/ui/list-filters';
import { PageHeader } from '@/components/ui/page-header';
import { Options, Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { useEmployeeOptions } from '@/lib/api/get-employee-options';
import { formatDate } from '@/lib/dates';
import { parseId } from '@/lib/ids';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { type HistoryQuery, historySearchParams, useHistory } from '../api/get-history';
import { formatDateTime, fullName } from './format';
import { HistoryEventLabel } from './history-event-type';
import { byName } from './managers';

export const HISTORY_EMPTY = 'No history found for the selected filters.';
export const HISTORY_LOADING = 'Loading history...';
/** Details longer than this are cut in the table, with a button for the whole text. */
const DETAILS_PREVIEW = 80;

/** The filters live in the URL, so a filtered log can be linked to (the profile does) and survives a reload. */
function readFilters(params: URLSearchParams) {
  const employee = params.get('employee_id') ?? '';
  const type = params.get('event_type') ?? '';
  const start = params.get('start_date') ?? '';
  const end = params.get('end_date') ?? '';
  return {
    employee_id: parseId(employee) ? employee : '',
    event_type: (HISTORY_EVENT_TYPES as readonly string[]).includes(type) ? type : '',
    start_date: isCalendarDate(start) ? start : '',
    end_date: isCalendarDate(end) ? end : '',
  };
}

type Filters = ReturnType<typeof readFilters>;

export function EmployeeHistory() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const rangeError = filters.start_date && filters.end_date && filters.end_date < filters.start_date;
  const pages = useCursorPages(`${organizationId}|${JSON.stringify(filters)}`);
  const query: HistoryQuery = {
    employee_id: filters.employee_id ? Number(filters.employee_id) : undefined,
    event_type: (filters.event_type || undefined) as HistoryEventType | undefined,
    start_date: filters.start_date || undefined,
    end_date: filters.end_date || undefined,
    cursor: pages.cursor,
  };
  const { data, error, isLoading, isValidating, mutate } = useHistory(rangeError ? null : organizationId, query);
  const options = useEmployeeOptions(organizationId);
  const canExport = useCan('employees', 'export', 'organization');
  const events = organizationId && !rangeError && !error ? (data?.data ?? []) : [];
  const loading = Boolean(organizationId) && !rangeError && isLoading && !data;

  const change = (patch: Partial<Filters>) => {
    const next = { ...filters, ...patch };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
    setParams(search, { replace: true });
  };
  const filtered = Object.values(filters).some(Boolean);

  // An employee chosen by link who is no longer active still has a name in the select.
  const employeeChoices = useMemo(() => byName(options.data ?? []), [options.data]);
  const chosenMissing =
    filters.employee_id && !employeeChoices.some((option) => String(option.id) === filters.employee_id);
  const chosenName = events.find((event) => String(event.employee_id) === filters.employee_id)?.employee_name;

  return (
    <>
      <PageHeader
        title="Employee History"
        description="A complete audit log of all employee changes and life-cycle events."
        actions={
          canExport && organizationId ? (
            <ExportButton
              path={`/employees/history/export?${historySearchParams(organizationId, { ...query, cursor: undefined })}`}
              fallbackName="employee-history.csv"
              disabled={Boolean(rangeError)}
            />
          ) : null
        }
      />
      <Card className="overflow-hidden">
        <div className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
          <div className="space-y-1.5">
            <Label htmlFor="history-employee">Employee</Label>
            <Select
              id="history-employee"
              value={filters.employee_id}
              onChange={(event) => change({ employee_id: event.target.value })}
            >
              <option value="">All Employees</option>
              {chosenMissing ? (
                <option value={filters.employee_id}>{chosenName ?? `Employee #${filters.employee_id}`}</option>
              ) : null}
              {employeeChoices.map((option) => (
                <option key={option.id} value={String(option.id)}>
                  {fullName(option)} ({option.employee_code})
                </option>
              ))}
            </Select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="history-event-type">Event Type</Label>
            <Select
              id="history-event-type"
              value={filters.event_type}
              onChange={(event) => change({ event_type: event.target.value })}
            >
              <option value="">All Event Types</option>
              <Options values={HISTORY_EVENT_TYPES} />
            </Select>
          </div>
          <DateRangeFilter
            id="history"
            start={filters.start_date}
            end={filters.end_date}
            onStart={(day) => change({ start_date: day })}
            onEnd={(day) => change({ end_date: day })}
            invalid={Boolean(rangeError)}
          />
          <ClearFiltersButton
            onClear={() => setParams(new URLSearchParams(), { replace: true })}
            disabled={!filtered}
          />
          <DateRangeError id="history" invalid={Boolean(rangeError)} />
        </div>

        <DataTable
          label="Employee history"
          columns={historyColumns}
          rows={events}
          rowKey={(event) => event.id}
          busy={isLoading && Boolean(data)}
          loading={Boolean(loading)}
          loadingText={HISTORY_LOADING}
          error={organizationId && !rangeError && error}
          errorText="The history could not be loaded."
          onRetry={() => mutate()}
          empty={HISTORY_EMPTY}
          pager={
            Boolean(organizationId) &&
            !error &&
            events.length > 0 && { label: 'History pages', pages, nextCursor: data?.next_cursor, busy: isValidating }
          }
        />
      </Card>
    </>
  );
}

const historyColumns: Columns<HistoryEvent> = [
  {
    header: 'Employee',
    className: 'font-medium whitespace-nowrap text-slate-900',
    cell: (event) => (
      <Link to={paths.app.employee.getHref(event.employee_id)} className="hover:underline">
        {event.employee_name}
      </Link>
    ),
  },
  { header: 'Event', cell: (event) => <HistoryEventLabel type={event.event_type} /> },
  { header: 'Details', className: 'max-w-md', cell: (event) => <HistoryDetails event={event} /> },
  { header: 'Changed By', className: 'whitespace-nowrap', cell: (event) => event.changed_by },
  {
    header: 'Date',
    className: 'whitespace-nowrap',
    cell: (event) => (
      <time dateTime={event.occurred_at} title={formatDateTime(event.occurred_at)}>
        {formatDate(event.date)}
      </time>
    ),
  },
];

function HistoryDetails({ event }: { event: HistoryEvent }) {
  const [expanded, setExpanded] = useState(false);
  const long = event.details.length > DETAILS_PREVIEW;
  const detailsId = `history-details-${event.id}`;
  return (
    <>
      <p id={detailsId} className={expanded ? 'break-words whitespace-pre-line' : 'truncate'} title={event.details}>
        {expanded || !long ? event.details : `${event.details.slice(0, DETAILS_PREVIEW).trimEnd()}…`}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 text-xs font-medium text-slate-600 underline underline-offset-2 hover:text-slate-900"
        >
          {expanded ? 'Show less' : 'Show full details'}
        </button>
      ) : null}
    </>
  );
}
