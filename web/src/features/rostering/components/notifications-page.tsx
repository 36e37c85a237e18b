import { isCalendarDate } from '@wattle/shared/calendar';
import {
  ROSTER_EMAIL_STATUS_LABELS,
  ROSTER_NOTIFICATION_KIND_LABELS,
  type RosterDelivery,
  type RosterEmailStatus,
} from '@wattle/shared/roster-publishing-constants';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { EmployeeCell } from '@/components/data-table/employee-cell';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { ClearFiltersButton, DateRangeError, DateRangeFilter } from '@/components/ui/list-filters';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useRosterDeliveries } from '../api/publish';

export const NOTIFICATIONS_EMPTY = 'No roster notifications sent yet.';

const EMAIL_TONES: Record<RosterEmailStatus, BadgeTone> = { sent: 'green', failed: 'red', no_address: 'amber' };

/** When it was sent, in the organization's zone: "2 Dec 2026, 9:41 am". */
function sentText(instant: string, timeZone: string): string {
  return new Date(instant).toLocaleString('en-AU', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}

/** Roster notifications: what was sent to whom and when, whether the e-mail went, and whether it was acknowledged. */
export function NotificationsPage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const timeZone = organization?.timezone || 'Australia/Sydney';
  const [range, setRange] = useState({ from: '', to: '' });
  const invalid = isCalendarDate(range.from) && isCalendarDate(range.to) && range.to < range.from;
  const filter = {
    from: isCalendarDate(range.from) ? range.from : undefined,
    to: isCalendarDate(range.to) ? range.to : undefined,
  };
  const pages = useCursorPages(`${organizationId}|${filter.from}|${filter.to}`);
  const { data, error, isLoading, isValidating, mutate } = useRosterDeliveries(
    organizationId,
    invalid ? null : { ...filter, cursor: pages.cursor ?? null },
  );
  const rows = error ? [] : (data?.data ?? []);
  return (
    <>
      <PageHeader
        title="Roster notifications"
        description="Every roster and shift change sent to employees: by e-mail and in the app, and whether they acknowledged it."
      />
      <Card className="overflow-hidden">
        <div className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4">
          <DateRangeFilter
            id="roster-notifications"
            start={range.from}
            end={range.to}
            onStart={(from) => setRange((current) => ({ ...current, from }))}
            onEnd={(to) => setRange((current) => ({ ...current, to }))}
            invalid={invalid}
          />
          <DateRangeError id="roster-notifications" invalid={invalid} />
          <div className="flex items-end">
            <ClearFiltersButton onClear={() => setRange({ from: '', to: '' })} disabled={!range.from && !range.to} />
          </div>
        </div>
        <DataTable
          label="Roster notifications"
          columns={[
            {
              header: 'Employee',
              cell: (row: RosterDelivery) => <EmployeeCell id={row.employee_id} name={row.employee_name} />,
            },
            { header: 'Sent', className: 'whitespace-nowrap', cell: (row) => sentText(row.sent_at, timeZone) },
            {
              header: 'What',
              cell: (row) => (
                <div className="min-w-0 space-y-1">
                  <p className="font-medium text-slate-900">
                    {ROSTER_NOTIFICATION_KIND_LABELS[row.kind]}
                    {row.within_notice ? (
                      <Badge tone="amber" className="ml-2">
                        Within notice period
                      </Badge>
                    ) : null}
                  </p>
                  <p className="text-sm text-slate-600">{row.subject}</p>
                  <p className="text-xs text-slate-500">{row.detail}</p>
                </div>
              ),
            },
            {
              header: 'E-mail',
              cell: (row) => (
                <Badge tone={EMAIL_TONES[row.email_status]}>{ROSTER_EMAIL_STATUS_LABELS[row.email_status]}</Badge>
              ),
            },
            { header: 'In app', cell: (row) => (row.in_app ? 'Yes' : 'No account') },
            {
              header: 'Acknowledged',
              cell: (row) =>
                row.kind === 'swap' ? (
                  <span className="text-slate-500">Not asked</span>
                ) : row.acknowledged ? (
                  <Badge tone="green">
                    Acknowledged{row.acknowledged_at ? ` ${sentText(row.acknowledged_at, timeZone)}` : ''}
                  </Badge>
                ) : (
                  <Badge tone="neutral">Not yet</Badge>
                ),
            },
          ]}
          rows={rows}
          rowKey={(row) => row.delivery_id}
          busy={isValidating && Boolean(data)}
          loading={isLoading && !data}
          loadingText="Loading notifications..."
          error={error}
          errorText={errorMessage(error, 'The notifications could not be loaded.')}
          onRetry={() => mutate()}
          empty={NOTIFICATIONS_EMPTY}
          emptyIcon={BellRing}
          pager={
            (rows.length > 0 || pages.page > 1) && {
              label: 'Notification pages',
              pages,
              nextCursor: data?.next_cursor,
              busy: isValidating,
              summary: `${rows.length} shown`,
            }
          }
        />
      </Card>
    </>
  );
}
