import { ChevronLeft, ChevronRight, ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ListError } from '@/components/ui/list-error';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { useEmployeeOptions } from '@/lib/api/get-employee-options';
import { ApiError, errorMessage, isConflict } from '@/lib/api-client';
import { useOrganizationToday } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { TIMESHEETS } from '../access';
import { useTimesheet, useTimesheetActions, useTimesheetPeriod, useTimesheets } from '../api/timesheets';
import { addDays, periodText } from './format';
import { TimesheetEditor } from './timesheet-editor';

export const NO_RECORD_TEXT =
  'No employee record is linked to your account: timesheets are entered on an employee’s record.';
export const TIMESHEET_LOAD_ERROR = 'The timesheet could not be loaded.';

const startFailure = (failure: unknown) =>
  (failure instanceof ApiError && failure.errors.period_start?.[0]) ||
  errorMessage(failure, 'The timesheet could not be started.');

/**
 * Timesheet entry: whose timesheet (your own by default; managers and HR choose from their reach),
 * which period (the one of their pay schedule holding today, then previous / next, as the API
 * answers them), then its days. A period without a timesheet offers to start one.
 */
export function EntryPage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const today = useOrganizationToday();
  const ownId = organization?.employee_id ?? null;
  // Whose timesheets the role edits beyond its own: its reports', its department's or everyone's.
  const editsReports = useCan(TIMESHEETS, 'edit', 'reports');
  const editsDepartment = useCan(TIMESHEETS, 'edit', 'department');
  const forOthers = editsReports || editsDepartment;
  const editsOwn = useCan(TIMESHEETS, 'edit');
  const createsOwn = useCan(TIMESHEETS, 'create');
  const canEditOwn = editsOwn || createsOwn;
  const canStart = useCan(TIMESHEETS, 'create');
  const options = useEmployeeOptions(forOthers ? organizationId : null);
  const [chosen, setChosen] = useState<number | null>(null);
  const employeeId = chosen ?? ownId;
  const [day, setDay] = useState(today);

  const view = employeeId === ownId ? 'mine' : 'all';
  const lookup = useTimesheets(
    organizationId && employeeId ? organizationId : null,
    employeeId ? { view, employee_id: employeeId, from: day, to: day } : null,
  );
  // The period of the employee's pay schedule holding the day (a Monday week without pay set up).
  const period = useTimesheetPeriod(organizationId, employeeId, day);
  // A period corrected after it was paid holds its adjustments too: the latest (not itself adjusted) is shown.
  const holdingDay = (lookup.data?.data ?? []).filter((row) => row.period_start <= day && day <= row.period_end);
  const found = holdingDay.find((row) => row.adjusted_by_timesheet_id === null) ?? holdingDay[0] ?? null;
  const detail = useTimesheet(organizationId, found?.timesheet_id ?? null);
  const timesheet = detail.data && found && detail.data.timesheet_id === found.timesheet_id ? detail.data : null;
  const holding = period.data && period.data.period_start <= day && day <= period.data.period_end ? period.data : null;
  const periodStart = found?.period_start ?? holding?.period_start ?? null;
  const periodEnd = found?.period_end ?? holding?.period_end ?? null;
  const actions = useTimesheetActions(organizationId);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    if (!employeeId || !periodStart) return;
    setStarting(true);
    try {
      await actions.start(employeeId, periodStart);
      notify.success('Timesheet started.');
    } catch (failure) {
      // The period has one already (started elsewhere meanwhile): the reload shows it.
      if (isConflict(failure)) await lookup.mutate();
      // Not a period start (the employee's pay schedule says otherwise): the API says which day to choose.
      else notify.error(startFailure(failure));
    } finally {
      setStarting(false);
    }
  };

  const loading =
    (lookup.isLoading && !lookup.data) ||
    (found !== null && !timesheet && !detail.error) ||
    (found === null && !holding && !period.error);
  const error = lookup.error ?? (found ? detail.error : period.error);
  return (
    <>
      <PageHeader
        title="Timesheet Entry"
        description="Hours worked each day of the pay period: start, end and unpaid breaks. Submit the period for approval when it is complete."
      />
      {!ownId && !forOthers ? (
        <Card className="px-5 py-6 text-sm text-slate-600">{NO_RECORD_TEXT}</Card>
      ) : (
        <div className="space-y-4">
          <Card className="flex flex-wrap items-end gap-3 p-4">
            {forOthers ? (
              <Field label="Employee" className="w-full sm:w-72">
                {(control) => (
                  <Select
                    {...control}
                    value={employeeId ? String(employeeId) : ''}
                    onChange={(event) => setChosen(event.target.value ? Number(event.target.value) : null)}
                  >
                    {ownId ? (
                      <option value={String(ownId)}>Myself</option>
                    ) : (
                      <option value="">Choose an employee</option>
                    )}
                    {(options.data ?? [])
                      .filter((option) => option.id !== ownId)
                      .map((option) => (
                        <option key={option.id} value={option.id}>
                          {option.first_name} {option.last_name}
                        </option>
                      ))}
                  </Select>
                )}
              </Field>
            ) : null}
            <nav aria-label="Pay period" className="flex w-full items-center justify-between gap-2 sm:w-auto">
              <Button
                variant="outline"
                size="icon"
                aria-label="Previous period"
                disabled={!periodStart}
                onClick={() => periodStart && setDay(addDays(periodStart, -1))}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
              </Button>
              <p className="min-w-0 text-center text-sm font-medium text-slate-900" aria-live="polite">
                {periodStart && periodEnd ? periodText(periodStart, periodEnd) : null}
              </p>
              <Button
                variant="outline"
                size="icon"
                aria-label="Next period"
                disabled={!periodEnd}
                onClick={() => periodEnd && setDay(addDays(periodEnd, 1))}
              >
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </nav>
          </Card>
          {!employeeId ? (
            <Card className="px-5 py-6 text-sm text-slate-600">Choose an employee to see their timesheet.</Card>
          ) : error ? (
            <Card>
              <ListError
                message={errorMessage(error, TIMESHEET_LOAD_ERROR)}
                onRetry={() => void (found ? detail.mutate() : Promise.all([lookup.mutate(), period.mutate()]))}
              />
            </Card>
          ) : loading ? (
            <Card className="px-5 py-6 text-center text-sm text-slate-500" aria-busy="true">
              Loading timesheet...
            </Card>
          ) : timesheet && organizationId ? (
            <TimesheetEditor
              organizationId={organizationId}
              timesheet={timesheet}
              canEdit={employeeId === ownId ? canEditOwn : forOthers}
            />
          ) : (
            <Card className="px-5 py-10 text-center text-sm text-slate-600">
              <ClipboardList aria-hidden="true" className="mx-auto mb-2 size-6 text-slate-400" />
              <p>No timesheet for this period yet.</p>
              {canStart ? (
                <Button
                  className="mt-4 h-11 sm:h-10"
                  onClick={() => void start()}
                  disabled={starting}
                  aria-busy={starting}
                >
                  {starting ? 'Starting...' : 'Start timesheet'}
                </Button>
              ) : null}
            </Card>
          )}
        </div>
      )}
    </>
  );
}
