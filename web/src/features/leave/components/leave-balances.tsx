import { type LeaveBalance, withUnit } from '@wattle/shared/leave-types';
import { CalendarCheck, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ListError } from '@/components/ui/list-error';
import { Select } from '@/components/ui/select';
import { TableScroll, Td, Th } from '@/components/ui/table';
import { useEmployeeOptions } from '@/lib/api/get-employee-options';
import { formatDate, useOrganizationToday } from '@/lib/dates';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useLeaveBalances } from '../api/balances';
import { AdjustBalanceDialog } from './adjust-balance-dialog';
import { LeaveEntries } from './leave-entries';

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
  const [picked, setPicked] = useState<number | null>(null);
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
          <Button variant="outline" onClick={() => setAdjusting(true)} disabled={rows.length === 0}>
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Adjust balance
          </Button>
        ) : null}
      </Card>
      <Card className="overflow-hidden">
        <TableScroll
          label={`Leave balances as of ${formatDate(day, 'medium')}`}
          busy={balances.isValidating && Boolean(balances.data)}
          message={
            balances.error ? (
              <ListError className="py-0" onRetry={() => balances.mutate()} />
            ) : !balances.data && employeeId ? (
              'Loading balances...'
            ) : rows.length === 0 ? (
              <>
                <CalendarCheck aria-hidden="true" className="mx-auto mb-2 size-6 text-slate-400" />
                <span className="block">No leave balances to show.</span>
              </>
            ) : null
          }
        >
          <thead>
            <tr>
              <Th>Leave type</Th>
              <Th className="text-right">Balance</Th>
              <Th className="text-right">Accrued</Th>
              <Th className="text-right">Taken</Th>
              <Th className="text-right">Adjusted</Th>
              <Th className="text-right">Pending</Th>
              <Th className="text-right">Entries</Th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.leave_type_id}
                className={entriesOf?.leave_type_id === row.leave_type_id ? 'bg-brand-50/40' : ''}
              >
                <Td label="Leave type">
                  <span className="font-medium text-slate-900">{row.name}</span>
                  {row.takeable_from && row.takeable_from > day ? (
                    <p className="text-xs text-slate-500">
                      Can be taken from {formatDate(row.takeable_from, 'medium')}
                    </p>
                  ) : null}
                </Td>
                <Td label="Balance" className="text-right font-semibold tabular-nums text-slate-900">
                  {withUnit(row.balance_hours, row.unit)}
                </Td>
                <Td label="Accrued" className="text-right tabular-nums">
                  {withUnit(row.accrued_hours, row.unit)}
                </Td>
                <Td label="Taken" className="text-right tabular-nums">
                  {withUnit(row.taken_hours, row.unit)}
                </Td>
                <Td label="Adjusted" className="text-right tabular-nums">
                  {withUnit(row.adjusted_hours, row.unit)}
                </Td>
                <Td label="Pending" className="text-right tabular-nums">
                  {withUnit(row.pending_hours, row.unit)}
                </Td>
                <Td className="text-right">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Show entries of ${row.name}`}
                    aria-expanded={entriesOf?.leave_type_id === row.leave_type_id}
                    onClick={() => setEntriesOf(entriesOf?.leave_type_id === row.leave_type_id ? null : row)}
                  >
                    Entries
                  </Button>
                </Td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
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
