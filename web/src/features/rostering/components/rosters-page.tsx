import { addDays } from '@wattle/shared/calendar';
import type { RosterView, Shift } from '@wattle/shared/roster-constants';
import type { RosterPublicationRow } from '@wattle/shared/roster-publishing-constants';
import { rosterRangeText, shortDay, weekStart } from '@wattle/shared/shift-text';
import { CalendarRange, Send } from 'lucide-react';
import { useState } from 'react';
import { actionsColumn, DataTable } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { Badge } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { useDepartments } from '@/lib/api/get-departments';
import { errorMessage } from '@/lib/api-client';
import { useOrganizationToday } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { usePublishRoster, useRosterPublications, useRosterWeeks } from '../api/publish';

/** The weeks the screen lists for publishing: this one and the next three. */
export const ROSTER_WEEKS_SHOWN = 4;

export interface RosterWeekRow {
  monday: string;
  shifts: number;
  drafts: number;
  people: number;
  draftPeople: number;
}

/** The listed weeks' counts from the roster's shifts (assigned and open). */
export function weekRows(view: RosterView | undefined, first: string): RosterWeekRow[] {
  const all: Shift[] = view ? [...view.shifts, ...view.open_shifts] : [];
  return Array.from({ length: ROSTER_WEEKS_SHOWN }, (_, index) => {
    const monday = addDays(first, index * 7);
    const own = all.filter((shift) => weekStart(shift.date) === monday);
    const drafts = own.filter((shift) => shift.status === 'draft');
    const people = (shifts: Shift[]) =>
      new Set(shifts.flatMap((shift) => (shift.employee_id ? [shift.employee_id] : []))).size;
    return { monday, shifts: own.length, drafts: drafts.length, people: people(own), draftPeople: people(drafts) };
  });
}

function statusOf(row: RosterWeekRow) {
  if (row.shifts === 0) return <Badge tone="neutral">No shifts</Badge>;
  if (row.drafts === 0) return <Badge tone="green">Published</Badge>;
  if (row.drafts === row.shifts) return <Badge tone="amber">Draft</Badge>;
  return <Badge tone="amber">Published, {row.drafts} in draft</Badge>;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Rosters, for those who publish them: a department's next four weeks, Draft or Published, each
 * with "Publish week" (a confirmation naming how many shifts and people), and the department's
 * published rosters, kept (the retail award asks for 12 months).
 */
export function RostersPage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const departments = useDepartments(organizationId ?? 0);
  const [chosen, setChosen] = useState<number | null>(null);
  const departmentId = chosen ?? departments.data?.[0]?.id ?? null;
  const today = useOrganizationToday();
  const first = weekStart(today);
  const last = addDays(first, ROSTER_WEEKS_SHOWN * 7 - 1);
  const weeks = useRosterWeeks(organizationId, departmentId, first, last);
  const pages = useCursorPages(`${organizationId}|${departmentId}`);
  const history = useRosterPublications(organizationId, departmentId, pages.cursor ?? null);
  const publish = usePublishRoster(organizationId);
  const [confirming, setConfirming] = useState<RosterWeekRow | null>(null);
  const rows = weeks.error ? [] : weekRows(weeks.data, first);
  const department = departments.data?.find((one) => one.id === departmentId)?.name ?? 'the department';

  return (
    <>
      <PageHeader
        title="Rosters"
        description="Publish each department's week: everyone rostered is told by e-mail and in the app. Published rosters are kept."
      />
      <div className="space-y-4">
        <Card className="overflow-hidden">
          <div className="grid gap-3 border-b border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4">
            <div className="space-y-1.5">
              <Label htmlFor="rosters-department">Department</Label>
              <Select
                id="rosters-department"
                value={departmentId ?? ''}
                onChange={(event) => {
                  setChosen(Number(event.target.value));
                }}
              >
                {(departments.data ?? []).map((one) => (
                  <option key={one.id} value={one.id}>
                    {one.name}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <DataTable
            label="Roster weeks"
            columns={[
              { header: 'Week', cell: (row: RosterWeekRow) => `Week of ${shortDay(row.monday)}` },
              { header: 'Status', cell: statusOf },
              { header: 'Shifts', className: 'tabular-nums', cell: (row) => row.shifts },
              { header: 'People', className: 'tabular-nums', cell: (row) => row.people },
              actionsColumn((row: RosterWeekRow) => (
                <RowAction
                  label={`Publish week of ${shortDay(row.monday)}`}
                  icon={Send}
                  disabled={row.drafts === 0}
                  onClick={() => setConfirming(row)}
                >
                  Publish week
                </RowAction>
              )),
            ]}
            rows={rows}
            rowKey={(row) => row.monday}
            busy={weeks.isValidating && Boolean(weeks.data)}
            loading={weeks.isLoading && !weeks.data}
            loadingText="Loading the roster..."
            error={weeks.error}
            errorText={errorMessage(weeks.error, 'The roster could not be loaded.')}
            onRetry={() => weeks.mutate()}
            empty={departmentId ? null : 'Add a department to roster its people.'}
            emptyIcon={CalendarRange}
          />
        </Card>
        <Card className="overflow-hidden">
          <CardHeader title="Published rosters" />
          <DataTable
            label="Published rosters"
            columns={[
              { header: 'Dates', cell: (row: RosterPublicationRow) => rosterRangeText(row.from, row.to) },
              {
                header: 'Published',
                cell: (row) =>
                  `${new Date(row.published_at).toLocaleString('en-AU', {
                    day: 'numeric',
                    month: 'short',
                    year: 'numeric',
                    hour: 'numeric',
                    minute: '2-digit',
                    timeZone: organization?.timezone || 'Australia/Sydney',
                  })} by ${row.published_by}`,
              },
              { header: 'Shifts', className: 'tabular-nums', cell: (row) => row.shift_count },
              { header: 'People told', className: 'tabular-nums', cell: (row) => row.employee_count },
            ]}
            rows={history.error ? [] : (history.data?.data ?? [])}
            rowKey={(row) => row.job_id}
            busy={history.isValidating && Boolean(history.data)}
            loading={history.isLoading && !history.data}
            loadingText="Loading published rosters..."
            error={history.error}
            errorText={errorMessage(history.error, 'The published rosters could not be loaded.')}
            onRetry={() => history.mutate()}
            empty="No roster of this department was published yet."
            emptyIcon={CalendarRange}
            pager={
              ((history.data?.data.length ?? 0) > 0 || pages.page > 1) && {
                label: 'Published roster pages',
                pages,
                nextCursor: history.data?.next_cursor,
                busy: history.isValidating,
              }
            }
          />
        </Card>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={confirming ? `Publish the week of ${shortDay(confirming.monday)}?` : 'Publish the week?'}
        description={
          confirming
            ? `${plural(confirming.drafts, 'shift')} of ${department} for ${plural(confirming.draftPeople, 'person', 'people')} will be published. Everyone rostered that week is told by e-mail and in the app.`
            : ''
        }
        confirmLabel="Publish"
        busyLabel="Publishing..."
        confirmVariant="primary"
        onConfirm={async () => {
          if (!confirming || !departmentId) return;
          const result = await publish({
            department_id: departmentId,
            from: confirming.monday,
            to: addDays(confirming.monday, 6),
          });
          notify.success(
            `Roster published: ${plural(result.published, 'shift')}, ${plural(result.notified_employees, 'person', 'people')} notified.`,
          );
          setConfirming(null);
        }}
      />
    </>
  );
}
