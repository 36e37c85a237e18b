import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_MODULE_LABELS,
  AUDIT_MODULES,
  AUDIT_RECORD_TYPE_LABELS,
  AUDIT_RECORD_TYPES,
  type AuditEvent,
} from '@wattle/shared/audit';
import { isCalendarDate } from '@wattle/shared/calendar';
import { can } from '@wattle/shared/permissions';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type Columns, DataTable } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { Label } from '@/components/ui/label';
import { ClearFiltersButton, DateRangeError, DateRangeFilter } from '@/components/ui/list-filters';
import { PageHeader } from '@/components/ui/page-header';
import { Options, Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { type AuditLogFilters, exportAuditLog, useAuditLog } from '../api/get-audit-log';

export const AUDIT_TITLE = 'Audit Log';
export const AUDIT_DESCRIPTION = 'Every change and sign-in in this organization: who, when, what, before and after.';
export const AUDIT_EMPTY = 'No events found for the selected filters.';
export const AUDIT_NO_ACCESS = "You don't have access to the audit log. Ask an owner or admin of this organization.";

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The filters live in the URL, so a filtered log can be linked to and survives a reload. */
function readFilters(params: URLSearchParams): AuditLogFilters {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return isCalendarDate(value) ? value : undefined;
  };
  const id = (name: string) => {
    const value = params.get(name) ?? '';
    return /^[A-Za-z0-9_-]{1,40}$/.test(value) ? value : undefined;
  };
  const recordType = oneOf(AUDIT_RECORD_TYPES, params.get('record_type'));
  return {
    actor_id: id('actor_id'),
    module: oneOf(AUDIT_MODULES, params.get('module')),
    action: oneOf(AUDIT_ACTIONS, params.get('action')),
    record_type: recordType,
    record_id: recordType ? id('record_id') : undefined,
    start_date: date('start_date'),
    end_date: date('end_date'),
  };
}

const dateTime = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

export function AuditLog() {
  const { organization } = useSelectedOrganization();
  const allowed = organization ? can(organization.permissions, 'audit', 'view') : false;
  const organizationId = organization && allowed ? organization.id : null;
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const rangeError = Boolean(filters.start_date && filters.end_date && filters.end_date < filters.start_date);
  const pages = useCursorPages(`${organizationId}|${JSON.stringify(filters)}`);
  const { data, error, isLoading, isValidating, mutate } = useAuditLog(
    rangeError ? null : organizationId,
    filters,
    pages.cursor,
  );
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const events = organizationId && !rangeError && !error ? (data?.data ?? []) : [];

  const change = (patch: Partial<AuditLogFilters>) => {
    const next = { ...filters, ...patch };
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) search.set(key, value);
    setParams(search, { replace: true });
  };

  const runExport = async () => {
    if (!organizationId) return;
    setExporting(true);
    setExportError(null);
    try {
      await exportAuditLog(organizationId, filters);
    } catch (failure) {
      setExportError(errorMessage(failure, 'The export failed. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  if (organization && !allowed) {
    return (
      <>
        <PageHeader title={AUDIT_TITLE} description={AUDIT_DESCRIPTION} />
        <Card className="p-6 text-sm text-slate-600" role="status">
          {AUDIT_NO_ACCESS}
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={AUDIT_TITLE}
        description={AUDIT_DESCRIPTION}
        actions={
          <Button
            variant="outline"
            onClick={() => void runExport()}
            disabled={!organizationId || exporting || rangeError}
          >
            <Download aria-hidden="true" className="size-4" />
            {exporting ? 'Exporting...' : 'Export CSV'}
          </Button>
        }
      />
      {exportError ? (
        <p role="alert" className="mb-3 text-sm text-red-600">
          {exportError}
        </p>
      ) : null}
      <Card className="overflow-hidden">
        <div className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
          <div className="space-y-1.5">
            <Label htmlFor="audit-module">Module</Label>
            <Select
              id="audit-module"
              value={filters.module ?? ''}
              onChange={(event) => change({ module: oneOf(AUDIT_MODULES, event.target.value) })}
            >
              <option value="">All Modules</option>
              <Options values={AUDIT_MODULES} labels={AUDIT_MODULE_LABELS} />
            </Select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="audit-action">Action</Label>
            <Select
              id="audit-action"
              value={filters.action ?? ''}
              onChange={(event) => change({ action: oneOf(AUDIT_ACTIONS, event.target.value) })}
            >
              <option value="">All Actions</option>
              <Options values={AUDIT_ACTIONS} labels={AUDIT_ACTION_LABELS} />
            </Select>
          </div>
          <DateRangeFilter
            id="audit"
            start={filters.start_date ?? ''}
            end={filters.end_date ?? ''}
            onStart={(day) => change({ start_date: day || undefined })}
            onEnd={(day) => change({ end_date: day || undefined })}
            invalid={rangeError}
          />
          <ClearFiltersButton
            onClear={() => setParams(new URLSearchParams(), { replace: true })}
            disabled={!Object.values(filters).some(Boolean)}
          />
          {filters.actor_id || filters.record_type ? (
            <p className="text-sm text-slate-600 sm:col-span-2 lg:col-span-5">
              {filters.actor_id ? `Showing one user's events (user #${filters.actor_id}). ` : ''}
              {filters.record_type
                ? `Showing ${AUDIT_RECORD_TYPE_LABELS[filters.record_type].toLowerCase()}${filters.record_id ? ` #${filters.record_id}` : ' records'}.`
                : ''}
            </p>
          ) : null}
          <DateRangeError id="audit" invalid={rangeError} />
        </div>
        <DataTable
          label="Audit log"
          columns={auditColumns(change)}
          rows={events}
          rowKey={(event) => event.id}
          rowClassName={() => 'align-top'}
          busy={isLoading && Boolean(data)}
          loading={Boolean(organizationId) && !rangeError && isLoading && !data}
          loadingText="Loading the audit log..."
          error={organizationId && !rangeError && error}
          errorText="The audit log could not be loaded."
          onRetry={() => mutate()}
          empty={AUDIT_EMPTY}
          pager={
            Boolean(organizationId) &&
            !error &&
            events.length > 0 && { label: 'Audit log pages', pages, nextCursor: data?.next_cursor, busy: isValidating }
          }
        />
      </Card>
    </>
  );
}

const link = 'text-left hover:underline focus-visible:underline';

const auditColumns = (onFilter: (patch: Partial<AuditLogFilters>) => void): Columns<AuditEvent> => [
  {
    header: 'When',
    className: 'whitespace-nowrap',
    cell: (event) => <time dateTime={event.occurred_at}>{dateTime.format(new Date(event.occurred_at))}</time>,
  },
  {
    header: 'User',
    className: 'whitespace-nowrap',
    cell: (event) => (
      <>
        {event.actor_id ? (
          <button
            type="button"
            className={link}
            title="Show this user's events"
            onClick={() => onFilter({ actor_id: String(event.actor_id) })}
          >
            {event.actor_name}
          </button>
        ) : (
          event.actor_name
        )}
        {event.client_address ? <span className="block text-xs text-slate-400">{event.client_address}</span> : null}
      </>
    ),
  },
  {
    header: 'Action',
    className: 'whitespace-nowrap',
    cell: (event) => (
      <>
        <span className="block font-medium text-slate-900">{AUDIT_ACTION_LABELS[event.action]}</span>
        <span className="block text-xs text-slate-500">{AUDIT_MODULE_LABELS[event.module]}</span>
      </>
    ),
  },
  {
    header: 'Record',
    cell: (event) => (
      <>
        <button
          type="button"
          className={link}
          title="Show this record's events"
          onClick={() => onFilter({ record_type: event.record_type, record_id: event.record_id })}
        >
          {event.record_label}
        </button>
        <span className="block text-xs text-slate-500">{AUDIT_RECORD_TYPE_LABELS[event.record_type]}</span>
      </>
    ),
  },
  { header: 'Details', className: 'max-w-md', cell: (event) => <AuditDetails event={event} /> },
];

function AuditDetails({ event }: { event: AuditEvent }) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = `audit-changes-${event.id}`;
  return (
    <>
      <p className="break-words">{event.summary}</p>
      {event.changes.length > 0 ? (
        <>
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((open) => !open)}
            className="mt-1 text-xs font-medium text-slate-600 underline underline-offset-2 hover:text-slate-900"
          >
            {expanded ? 'Hide changes' : `Show ${event.changes.length} change${event.changes.length === 1 ? '' : 's'}`}
          </button>
          {expanded ? (
            <ul id={detailsId} className="mt-1 space-y-0.5 text-xs text-slate-600">
              {event.changes.map((change) => (
                <li key={change.field} className="break-words">
                  <span className="font-medium">{change.label}:</span> {change.before ?? '(none)'} →{' '}
                  {change.after ?? '(none)'}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </>
  );
}
