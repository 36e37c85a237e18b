import { type LeaveBalance, withUnit } from '@wattle/shared/leave-types';
import { CalendarCheck, History, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type Column, DataTable } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useEmployeeOptions } from '@/lib/api/get-employee-options';
import { cn } from '@/lib/cn';
import { formatDate, useOrganizationToday } from '@/lib/dates';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useLeaveBalances, useUnconfirmedBalances } from '../api/balances';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { LeaveEntries } from './leave-entries';
import { OpeningBalancesDialog } from './opening-balances-dialog';
import { UnconfirmedBalancesNotice } from './unconfirmed-balances-notice';

/** A right-aligned figure of a balance, in the type's unit. */
const hoursColumn = (header: string, hours: (row: LeaveBalance) => string, strong?: boolean): Column<LeaveBalance> => ({
  header,
  headerClassName: 'text-right',
  className: cn('text-right tabular-nums', strong && 'font-semibold text-slate-900'),
  cell: (row) => withUnit(hours(row), row.unit),
});

/** The balances of one employee (the caller's own, or one they reach) as of a day, per type. */
export function LeaveBalances() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const today = useOrganizationToday();
  const reachesReports = useCan('leave', 'view', 'reports');
  const reachesDepartment = useCan('leave', 'view', 'department');
  const reachesOthers = reachesReports || reachesDepartment;
  const canAdjust = useCan('leave', 'edit', 'organization');
  const options = useEmployeeOptions(reachesOthers ? organizationId : null);
  const [search] = useSearchParams();
  // ?employee= picks one (the employee form's next step after creating someone who joined earlier).
  const [picked, setPicked] = useState<number | null>(() => Number(search.get('employee')) || null);
  const [opening, setOpening] = useState(false);
  const unconfirmed = useUnconfirmedBalances(canAdjust ? organizationId : null);
  const unconfirmedIds = new Set((unconfirmed.data ?? []).map((row) => row.employee_id));
  const [asOf, setAsOf] = useState('');
  const [entriesOf, setEntriesOf] = useState<LeaveBalance | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const ownId = organization?.employee_id ?? null;
  const employeeId = picked ?? ownId ?? options.data?.[0]?.id ?? null;
  const day = asOf || today;
  const balances = useLeaveBalances(organizationId, employeeId, day);
  const rows = balances.error ? [] : (balances.data ?? []);
  const employeeName = (() => {
    const option = options.data?.find((entry) => entry.id === employeeId);
    return option ? `${option.first_name} ${option.last_name}` : employeeId === ownId ? 'Your' : 'This employee';
  })();

  if (!reachesOthers && ownId === null) {
    return (
      <Card className="p-6 text-sm text-slate-600">
        Your account is not linked to an employee record, so there is no leave balance to show.
      </Card>
    );
  }
  return (
    <div className="grid gap-4">
      <Card className="grid gap-4 p-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
        {reachesOthers ? (
          <Field label="Employee">
            {(control) => (
              <Select
                {...control}
                value={employeeId ?? ''}
                onChange={(event) => {
                  setPicked(Number(event.target.value));
                  setEntriesOf(null);
                }}
                disabled={!options.data}
              >
                {(options.data ?? []).map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.first_name} {option.last_name} ({option.employee_code})
                    {unconfirmedIds.has(option.id) ? ' · not confirmed' : ''}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : (
          <p className="text-sm text-slate-600">Your own balances.</p>
        )}
        <Field label="As of">
          {(control) => (
            <Input {...control} type="date" value={day} onChange={(event) => setAsOf(event.target.value)} />
          )}
        </Field>
        {canAdjust && employeeId ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setOpening(true)} disabled={rows.length === 0}>
              <History aria-hidden="true" className="size-4" />
              Opening balances
            </Button>
            <Button variant="outline" onClick={() => setAdjusting(true)} disabled={rows.length === 0}>
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              Adjust balance
            </Button>
          </div>
        ) : null}
      </Card>
      {canAdjust && organizationId && unconfirmed.data ? (
        <UnconfirmedBalancesNotice
          organizationId={organizationId}
          rows={unconfirmed.data}
          pickedId={employeeId}
          today={today}
          onPick={(id) => {
            setPicked(id);
            setEntriesOf(null);
          }}
          onEnter={() => setOpening(true)}
        />
      ) : null}
      <Card className="overflow-hidden">
        <DataTable
          label={`Leave balances as of ${formatDate(day, 'medium')}`}
          columns={[
            {
              header: 'Leave type',
              cell: (row) => (
                <>
                  <span className="font-medium text-slate-900">{row.name}</span>
                  {row.opening ? (
                    <p className="text-xs text-slate-500">
                      Opening balance {withUnit(row.opening.hours, row.unit)} as at{' '}
                      {formatDate(row.opening.as_at, 'medium')}
                    </p>
                  ) : null}
                  {row.takeable_from && row.takeable_from > day ? (
                    <p className="text-xs text-slate-500">
                      Can be taken from {formatDate(row.takeable_from, 'medium')}
                    </p>
                  ) : null}
                </>
              ),
            },
            hoursColumn('Balance', (row) => row.balance_hours, true),
            hoursColumn('Accrued', (row) => row.accrued_hours),
            hoursColumn('Taken', (row) => row.taken_hours),
            hoursColumn('Adjusted', (row) => row.adjusted_hours),
            hoursColumn('Pending', (row) => row.pending_hours),
            {
              header: 'Entries',
              actions: true,
              headerClassName: 'text-right',
              className: 'text-right',
              cell: (row) => (
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Show entries of ${row.name}`}
                  aria-expanded={entriesOf?.leave_type_id === row.leave_type_id}
                  onClick={() => setEntriesOf(entriesOf?.leave_type_id === row.leave_type_id ? null : row)}
                >
                  Entries
                </Button>
              ),
            },
          ]}
          rows={rows}
          rowKey={(row) => row.leave_type_id}
          rowClassName={(row) => entriesOf?.leave_type_id === row.leave_type_id && 'bg-brand-50/40'}
          busy={balances.isValidating && Boolean(balances.data)}
          loading={!balances.data && !balances.error && Boolean(employeeId)}
          loadingText="Loading balances..."
          error={balances.error}
          onRetry={() => balances.mutate()}
          empty="No leave balances to show."
          emptyIcon={CalendarCheck}
        />
      </Card>
      {entriesOf && employeeId ? (
        <LeaveEntries
          organizationId={organizationId}
          employeeId={employeeId}
          balance={entriesOf}
          onClose={() => setEntriesOf(null)}
        />
      ) : null}
      {canAdjust && employeeId && organizationId ? (
        <OpeningBalancesDialog
          open={opening}
          onClose={() => setOpening(false)}
          organizationId={organizationId}
          employeeId={employeeId}
          employeeName={employeeName}
          today={today}
        />
      ) : null}
      {canAdjust && employeeId && organizationId ? (
        <AdjustBalanceDialog
          open={adjusting}
          onClose={() => setAdjusting(false)}
          organizationId={organizationId}
          employeeId={employeeId}
          employeeName={employeeName}
          balances={rows}
        />
      ) : null}
    </div>
  );
}
