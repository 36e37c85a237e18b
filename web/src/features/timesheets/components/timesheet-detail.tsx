import {
  TIMESHEET_EXCEPTION_LABELS,
  TIMESHEET_STATUS_LABELS,
  type TimesheetSummary,
} from '@wattle/shared/timesheet-constants';
import type { DialogOnProps } from '@/components/forms/form-dialog';
import { Badge } from '@/components/ui/badge';
import { ListError } from '@/components/ui/list-error';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { errorMessage } from '@/lib/api-client';
import { useCan } from '@/lib/permissions';
import { TIMESHEETS } from '../access';
import { useTimesheet } from '../api/timesheets';
import { adjustmentText } from './correct-period';
import { formatDay, formatMinutes, periodText, STATUS_TONES } from './format';
import { PayLinesPanel } from './pay-lines';

export const PAY_LINES_NEED_PAY = 'Pay lines show pay rates: they are for roles that see pay.';

/** A timesheet opened from the approvals list: its days, its exceptions and its pay lines. */
export function TimesheetDetailSheet({
  organizationId,
  timesheet,
  onClose,
}: DialogOnProps<'timesheet', TimesheetSummary | null>) {
  return (
    <Sheet open={timesheet !== null} onOpenChange={(open) => !open && onClose()}>
      {timesheet ? (
        <SheetContent
          title={`${timesheet.employee_name}'s timesheet`}
          description={periodText(timesheet.period_start, timesheet.period_end)}
          className="sm:max-w-xl"
        >
          <DetailBody organizationId={organizationId} summary={timesheet} />
        </SheetContent>
      ) : null}
    </Sheet>
  );
}

function DetailBody({ organizationId, summary }: { organizationId: number; summary: TimesheetSummary }) {
  const { data, error, mutate } = useTimesheet(organizationId, summary.timesheet_id);
  // Another person's pay lines need the pay field group, as their API route does.
  const seesPay = useCan({ module: TIMESHEETS, action: 'view', fields: ['pay'] });
  return (
    <div className="space-y-5">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <Badge tone={STATUS_TONES[summary.status]}>{TIMESHEET_STATUS_LABELS[summary.status]}</Badge>
        <span>
          {formatMinutes(summary.worked_minutes)} h{summary.department_name ? ` · ${summary.department_name}` : ''}
        </span>
      </p>
      {summary.adjusts_pay_run_id !== null ? (
        <p className="text-sm text-sky-900">{adjustmentText(summary.adjusts_pay_run_id)}</p>
      ) : null}
      {summary.exceptions.length > 0 ? (
        <section aria-label="Exceptions">
          <h3 className="mb-1 text-sm font-semibold text-slate-900">Exceptions</h3>
          <ul className="space-y-1 text-sm">
            {summary.exceptions.map((exception) => (
              <li key={`${exception.date}-${exception.code}`}>
                <Badge tone="amber">{TIMESHEET_EXCEPTION_LABELS[exception.code] ?? exception.code}</Badge>{' '}
                <span className="text-slate-600">
                  {formatDay(exception.date)}: {exception.message}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-label="Days">
        <h3 className="mb-1 text-sm font-semibold text-slate-900">Days</h3>
        {error ? (
          <ListError message={errorMessage(error, 'The timesheet could not be loaded.')} onRetry={() => mutate()} />
        ) : !data ? (
          <p className="text-sm text-slate-500">Loading timesheet...</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {data.days
              .filter((day) => day.entries.length > 0)
              .map((day) => (
                <li key={day.date} className="flex justify-between gap-2 py-1.5">
                  <span className="text-slate-900">{formatDay(day.date)}</span>
                  <span className="text-right text-slate-600">
                    {day.entries
                      .map(
                        (entry) =>
                          `${entry.start_time}–${entry.end_time}${entry.break_minutes ? ` (${entry.break_minutes} min break)` : ''}`,
                      )
                      .join(', ')}
                    <span className="ml-2 font-medium tabular-nums text-slate-900">
                      {formatMinutes(day.worked_minutes)}
                    </span>
                  </span>
                </li>
              ))}
          </ul>
        )}
      </section>
      <section aria-label="Pay lines">
        <h3 className="mb-1 text-sm font-semibold text-slate-900">Pay lines</h3>
        {seesPay ? (
          <PayLinesPanel organizationId={organizationId} timesheetId={summary.timesheet_id} />
        ) : (
          <p className="text-sm text-slate-500">{PAY_LINES_NEED_PAY}</p>
        )}
      </section>
    </div>
  );
}
