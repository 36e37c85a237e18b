import { formatAudAmount } from '@wattle/shared/money';
import { PAYROLL_RULES } from '@wattle/shared/payroll-access';
import type { EofyEmployee, StpEventCreateInput } from '@wattle/shared/stp-events';
import { CalendarCheck } from 'lucide-react';
import { useState } from 'react';
import { actionsColumn, type Column, DataTable } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { Options, Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { useOrganizationToday } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { createStpEvent, useEofy, useStpEvents } from '../api/stp-events';
import { StpStateBadge } from './stp-event-badge';
import { StpEventsTable } from './stp-events-table';

export const NO_EMPLOYEES = 'No one was paid in this financial year.';
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** `2026-12-02` → `2026-27`; and the two years before it. */
export function financialYears(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const first = Number(today.slice(5, 7)) >= 7 ? year : year - 1;
  return [0, 1, 2].map((back) => `${first - back}-${String(first - back + 1).slice(2)}`);
}

type Pending = { title: string; description: string; confirm: string; body: StpEventCreateInput; done: string };

const money = (key: keyof EofyEmployee, header: string): Column<EofyEmployee> => ({
  header,
  headerClassName: 'text-right',
  className: 'text-right tabular-nums',
  cell: (row) => (row[key] === null ? '—' : formatAudAmount(String(row[key]))),
});

/**
 * Payroll → Finalise the year: everyone paid in the financial year with their year to date by STP
 * category (from their payslips), what must be fixed before they can be finalised, the
 * finalisation declaration (everyone, or one employee; removed and declared again to amend), an
 * update event, and the year's STP events with their states.
 */
export function EofyPage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const years = financialYears(useOrganizationToday());
  const [year, setYear] = useState(years[0] as string);
  const canDeclare = useCan(PAYROLL_RULES.approveRun);
  const summary = useEofy(organizationId, year);
  const events = useStpEvents(organizationId, year);
  const [pending, setPending] = useState<Pending | null>(null);
  const data = summary.data;
  const refresh = () => Promise.all([summary.mutate(), events.mutate()]);
  const forOne = (row: EofyEmployee, kind: 'finalisation' | 'finalisation_removal' | 'update'): Pending => {
    const body = {
      organization_id: organizationId as number,
      kind,
      financial_year: year,
      employee_ids: [row.employee_id],
    };
    if (kind === 'finalisation') {
      return {
        title: `Finalise ${row.employee_name} for ${year}?`,
        description: `This declares that ${row.employee_name}'s payroll information for ${year} is complete: their income statement becomes tax ready.`,
        confirm: 'Finalise',
        body,
        done: `Prepared the finalisation declaration for ${row.employee_name}.`,
      };
    }
    if (kind === 'finalisation_removal') {
      return {
        title: `Remove ${row.employee_name}'s finalisation?`,
        description: `To amend ${year}: their income statement is no longer tax ready until you finalise them again.`,
        confirm: 'Remove finalisation',
        body,
        done: `Prepared the removal of ${row.employee_name}'s finalisation.`,
      };
    }
    return {
      title: `Send an update event for ${row.employee_name}?`,
      description: `Reports ${row.employee_name}'s year to date for ${year} again, without a pay (a correction).`,
      confirm: 'Prepare update event',
      body,
      done: `Prepared an update event for ${row.employee_name}.`,
    };
  };
  const finaliseAll: Pending = {
    title: `Finalise everyone for ${year}?`,
    description: `This declares that the payroll information of all ${data?.totals.employees ?? 0} employees paid in ${year} is complete.`,
    confirm: 'Finalise the year',
    body: { organization_id: organizationId as number, kind: 'finalisation', financial_year: year },
    done: `Prepared the finalisation declaration for ${year}.`,
  };
  const employees = data?.employees ?? [];
  return (
    <>
      <PageHeader
        title="Finalise the year"
        description="Everyone paid in the financial year, their year to date by STP category from their payslips, and the finalisation declaration. Fix the problems first."
        actions={
          canDeclare ? (
            <Button
              onClick={() => setPending(finaliseAll)}
              disabled={!data || data.employees.length === 0 || data.problems > 0}
              title={data && data.problems > 0 ? 'Fix the problems first' : undefined}
            >
              <CalendarCheck aria-hidden="true" className="size-4" />
              Finalise the year
            </Button>
          ) : null
        }
      />
      <Card>
        <div className="grid gap-3 border-b border-slate-200 px-4 py-3 sm:grid-cols-3">
          <Field label="Financial year">
            {(control) => (
              <Select {...control} value={year} onChange={(event) => setYear(event.target.value)}>
                <Options values={years} />
              </Select>
            )}
          </Field>
          {data ? (
            <p className="text-sm text-slate-600 sm:col-span-2 sm:self-end" data-testid="eofy-counts">
              {plural(data.totals.employees, 'employee')} · {plural(data.totals.payslips, 'payslip')} · gross{' '}
              {formatAudAmount(data.totals.gross)} · PAYG {formatAudAmount(data.totals.withholding)} · {data.finalised}{' '}
              finalised · {data.problems} with problems to fix
            </p>
          ) : null}
        </div>
        <DataTable
          label={`Employees paid in ${year}`}
          columns={[
            {
              header: 'Employee',
              cell: (row) => (
                <>
                  <span className="font-medium text-slate-900">{row.employee_name}</span>
                  {row.employee_code ? <span className="block text-xs text-slate-500">{row.employee_code}</span> : null}
                  {row.problems.map((problem) => (
                    <span key={problem} className="block text-xs text-red-700">
                      {problem}
                    </span>
                  ))}
                </>
              ),
            },
            { header: 'Payslips', cell: (row) => row.payslips },
            money('gross', 'Gross'),
            money('paid_leave', 'Paid leave'),
            money('allowances', 'Allowances'),
            money('overtime', 'Overtime'),
            money('bonuses_and_commissions', 'Bonuses and commissions'),
            money('lump_sum_e', 'Lump Sum E (back pay)'),
            money('salary_sacrifice', 'Salary sacrifice'),
            money('withholding', 'PAYG withheld'),
            money('super_liability', 'Super liability'),
            money('qualifying_earnings', 'Qualifying earnings (unverified)'),
            {
              header: 'Finalisation',
              cell: (row) =>
                row.finalised ? (
                  <>
                    <Badge tone="green">Finalised</Badge>
                    {row.finalisation_state ? (
                      <span className="mt-1 block">
                        <StpStateBadge state={row.finalisation_state} />
                      </span>
                    ) : null}
                  </>
                ) : row.problems.length > 0 ? (
                  <Badge tone="red">Problems to fix</Badge>
                ) : (
                  <Badge>Not finalised</Badge>
                ),
            },
            canDeclare
              ? actionsColumn((row: EofyEmployee) => (
                  <>
                    {row.finalised ? (
                      <RowAction
                        label={`Remove ${row.employee_name}'s finalisation`}
                        onClick={() => setPending(forOne(row, 'finalisation_removal'))}
                      >
                        Amend
                      </RowAction>
                    ) : (
                      <RowAction
                        label={`Finalise ${row.employee_name}`}
                        disabled={row.problems.length > 0}
                        onClick={() => setPending(forOne(row, 'finalisation'))}
                      >
                        Finalise
                      </RowAction>
                    )}
                    <RowAction
                      label={`Update event for ${row.employee_name}`}
                      onClick={() => setPending(forOne(row, 'update'))}
                    >
                      Update
                    </RowAction>
                  </>
                ))
              : null,
          ]}
          rows={summary.error ? [] : employees}
          rowKey={(row) => row.employee_id}
          loading={summary.isLoading && !data}
          loadingText="Loading the year..."
          error={summary.error}
          errorText={errorMessage(summary.error, 'The year could not be loaded.')}
          onRetry={() => summary.mutate()}
          empty={NO_EMPLOYEES}
        />
      </Card>
      <StpEventsTable
        events={events.data}
        error={events.error}
        loading={events.isLoading && !events.data}
        onRetry={() => events.mutate()}
        onChanged={refresh}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={pending?.title ?? ''}
        description={pending?.description ?? ''}
        confirmLabel={pending?.confirm ?? 'Confirm'}
        busyLabel="Preparing..."
        confirmVariant="primary"
        onConfirm={async () => {
          if (!pending) return;
          await createStpEvent(pending.body);
          notify.success(pending.done);
          await refresh();
        }}
      />
    </>
  );
}
