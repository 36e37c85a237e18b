import type { PublicHoliday } from '@wattle/shared/public-holidays';
import { AU_STATE_LABELS, AU_STATES, type AuState } from '@wattle/shared/work-pattern';
import { CalendarX2, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Options, Select } from '@/components/ui/select';
import { formatDate, useOrganizationToday } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { usePublicHolidayChanges, usePublicHolidays } from '../api/public-holidays';
import { holidayDate } from './holiday-format';
import { type HolidayDialogTarget, PublicHolidayDialog } from './public-holiday-dialog';
import { RemovedHolidays } from './removed-holidays';

export const NATIONAL_ONLY_TEXT =
  'National holidays only. Employees without a work state get these; choose a state to see its own.';

const timeText = (holiday: PublicHoliday) =>
  holiday.from_time ? `From ${holiday.from_time}${holiday.to_time ? ` to ${holiday.to_time}` : ''}` : 'Whole day';

function Marks({ holiday }: { holiday: PublicHoliday }) {
  if (holiday.source === 'organization') {
    const states = holiday.states === 'all' ? 'all states' : (holiday.states ?? []).join(', ');
    return (
      <span className="mt-1 flex flex-wrap items-center gap-1.5">
        <Badge tone="violet">Added by your organization</Badge>
        <span className="text-xs text-slate-500">For {states}</span>
      </span>
    );
  }
  if (!holiday.corrected) return null;
  return (
    <span className="mt-1 flex flex-wrap items-center gap-1.5">
      <Badge tone="amber">Corrected</Badge>
      <span className="text-xs text-slate-500">
        Was {holiday.corrected.name}, {formatDate(holiday.corrected.date, 'medium')}
      </span>
    </span>
  );
}

/** The year's public holidays of a state (national ones without one); HR adds, corrects and removes days. */
export function PublicHolidays() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const thisYear = Number(useOrganizationToday().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [state, setState] = useState<AuState | null>(null);
  const { data, error, isLoading, mutate } = usePublicHolidays(organizationId, year, state);
  const canEdit = useCan('leave', 'edit');
  const changes = usePublicHolidayChanges(organizationId);
  const [dialog, setDialog] = useState<HolidayDialogTarget | null>(null);
  const [removing, setRemoving] = useState<PublicHoliday | null>(null);
  const rows = error ? [] : (data?.data ?? []);
  const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2];

  return (
    <>
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-wrap gap-3">
          <Field label="Year" className="w-32">
            {(c) => (
              <Select {...c} value={String(year)} onChange={(event) => setYear(Number(event.target.value))}>
                <Options values={years} />
              </Select>
            )}
          </Field>
          <Field label="State" className="w-72 max-w-full">
            {(c) => (
              <Select
                {...c}
                value={state ?? ''}
                onChange={(event) => setState((event.target.value || null) as AuState | null)}
              >
                <option value="">National only (no state)</option>
                <Options values={AU_STATES} labels={(state) => `${AU_STATE_LABELS[state]} (${state})`} />
              </Select>
            )}
          </Field>
        </div>
        {canEdit && organizationId ? (
          <Button onClick={() => setDialog({ kind: 'add', state })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Holiday
          </Button>
        ) : null}
      </div>
      {state === null ? <p className="mb-3 text-sm text-slate-600">{NATIONAL_ONLY_TEXT}</p> : null}
      <Card className="overflow-hidden">
        <DataTable
          label={`Public holidays ${year}${state ? `, ${state}` : ''}`}
          columns={[
            { header: 'Date', className: 'whitespace-nowrap', cell: (holiday) => holidayDate(holiday.date) },
            {
              header: 'Holiday',
              cell: (holiday) => (
                <>
                  <span className="font-medium text-slate-900">{holiday.name}</span>
                  <Marks holiday={holiday} />
                </>
              ),
            },
            { header: 'Time', className: 'whitespace-nowrap', cell: timeText },
            canEdit && {
              header: 'Actions',
              actions: true,
              headerClassName: 'text-right',
              className: 'text-right whitespace-nowrap',
              cell: (holiday) => (
                <>
                  <RowAction
                    label={`Edit ${holiday.name} on ${holidayDate(holiday.date)}`}
                    icon={Pencil}
                    onClick={() => setDialog({ kind: 'edit', holiday })}
                  >
                    Edit
                  </RowAction>
                  <RowAction
                    label={`Remove ${holiday.name} on ${holidayDate(holiday.date)}`}
                    icon={Trash2}
                    onClick={() => setRemoving(holiday)}
                  >
                    Remove
                  </RowAction>
                </>
              ),
            },
          ]}
          rows={rows}
          rowKey={(holiday) => holiday.id}
          busy={isLoading && Boolean(data)}
          loading={Boolean(organizationId) && isLoading && !data}
          loadingText="Loading public holidays..."
          error={error}
          onRetry={() => mutate()}
          empty={`No public holidays in ${year}.`}
          emptyIcon={CalendarX2}
        />
      </Card>
      {canEdit && data?.removed.length ? (
        <RemovedHolidays holidays={data.removed} onRestore={(holiday) => changes.restore(holiday.id)} />
      ) : null}
      {organizationId ? (
        <PublicHolidayDialog
          organizationId={organizationId}
          target={dialog}
          year={year}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove Holiday"
        description={
          removing
            ? `Remove ${removing.name} (${holidayDate(removing.date)}) from your organization's public holidays?`
            : ''
        }
        note={
          removing?.source === 'generated'
            ? 'It is removed in every state that has it, and leave on that day counts as leave. You can restore it later.'
            : null
        }
        confirmLabel="Remove"
        busyLabel="Removing..."
        onConfirm={async () => {
          if (!removing) return;
          await changes.remove(removing.id);
          notify.success(`${removing.name} removed from the public holidays.`);
        }}
      />
    </>
  );
}
