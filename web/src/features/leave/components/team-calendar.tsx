import { addDays } from '@wattle/shared/calendar';
import type { CalendarAbsence, CalendarHoliday } from '@wattle/shared/leave-request-constants';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ListError } from '@/components/ui/list-error';
import { cn } from '@/lib/cn';
import { formatDate, useOrganizationToday } from '@/lib/dates';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useTeamCalendar } from '../api/leave-requests';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const monthFormat = new Intl.DateTimeFormat('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const monthLabel = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + by, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The days of the month's grid, Monday first: null fills the days before the 1st and after the last. */
export function monthGrid(month: string): (string | null)[] {
  const first = `${month}-01`;
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = first; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return days;
}

const awayOn = (absences: readonly CalendarAbsence[], day: string) =>
  absences.filter((absence) => absence.start_date <= day && day <= absence.end_date);

/**
 * The team calendar: a month of who is away (approved leave, and pending requests marked as such)
 * and the public holidays of their states. On a phone the grid shows how many are away each day and
 * the list below names them.
 */
export function TeamCalendar() {
  const { organization } = useSelectedOrganization();
  const today = useOrganizationToday();
  const [month, setMonth] = useState(today.slice(0, 7));
  const { data, error, isLoading, mutate } = useTeamCalendar(organization?.id ?? null, month);
  const absences = data?.absences ?? [];
  const holidays = data?.holidays ?? [];
  const holidayOn = (day: string): CalendarHoliday | undefined => holidays.find((holiday) => holiday.date === day);

  return (
    <Card className="overflow-hidden">
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 p-4">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous month"
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
        </Button>
        <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">
          {monthLabel(month)}
        </h2>
        <Button variant="outline" size="icon" aria-label="Next month" onClick={() => setMonth(shiftMonth(month, 1))}>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
      {error ? (
        <ListError className="p-6" message="The team calendar could not be loaded." onRetry={() => mutate()} />
      ) : (
        <div className={cn('p-2 sm:p-4', isLoading && 'opacity-60')} aria-busy={isLoading || undefined}>
          <div className="grid grid-cols-7 gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200 text-xs">
            {WEEKDAYS.map((weekday) => (
              <div key={weekday} className="bg-slate-50 px-1 py-1.5 text-center font-semibold text-slate-600">
                {weekday}
              </div>
            ))}
            {monthGrid(month).map((day, index) => {
              // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell has no identity but its place in the grid
              if (!day) return <div key={`blank-${index}`} className="min-h-12 bg-slate-50/60 sm:min-h-20" />;
              const away = awayOn(absences, day);
              const holiday = holidayOn(day);
              return (
                <div
                  key={day}
                  className={cn(
                    'min-h-12 bg-white p-1 sm:min-h-20',
                    day === today && 'ring-2 ring-brand-500 ring-inset',
                  )}
                  data-day={day}
                >
                  <span className="block font-medium text-slate-700">{Number(day.slice(8))}</span>
                  {holiday ? (
                    <span className="block truncate text-[10px] text-violet-700 sm:text-xs" title={holiday.name}>
                      {holiday.name}
                    </span>
                  ) : null}
                  <ul className="hidden sm:block">
                    {away.slice(0, 3).map((absence) => (
                      <li
                        key={absence.request_id}
                        className={cn('truncate', absence.status === 'pending' ? 'text-amber-700' : 'text-emerald-800')}
                      >
                        {absence.employee_name}
                      </li>
                    ))}
                    {away.length > 3 ? <li className="text-slate-500">+{away.length - 3} more</li> : null}
                  </ul>
                  {away.length > 0 ? (
                    <span className="mt-0.5 inline-block rounded bg-emerald-100 px-1 text-[10px] text-emerald-800 sm:hidden">
                      {away.length} away
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <section aria-label="Away this month">
              <h3 className="text-sm font-semibold text-slate-900">Away this month</h3>
              {isLoading && !data ? (
                <p className="mt-1 text-sm text-slate-500">Loading the team calendar...</p>
              ) : absences.length === 0 ? (
                <p className="mt-1 text-sm text-slate-500">No one is away this month.</p>
              ) : (
                <ul className="mt-1 space-y-1 text-sm">
                  {absences.map((absence) => (
                    <li key={absence.request_id}>
                      <span className="font-medium text-slate-900">{absence.employee_name}</span>{' '}
                      <span className="text-slate-600">
                        {absence.leave_type_name},{' '}
                        {absence.start_date === absence.end_date
                          ? formatDate(absence.start_date, 'medium')
                          : `${formatDate(absence.start_date, 'medium')} to ${formatDate(absence.end_date, 'medium')}`}
                        {absence.part_day_hours ? ` (${absence.part_day_hours} hours)` : ''}
                        {absence.status === 'pending' ? ' · pending' : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-label="Public holidays">
              <h3 className="text-sm font-semibold text-slate-900">Public holidays</h3>
              {holidays.length === 0 ? (
                <p className="mt-1 text-sm text-slate-500">No public holidays for the states of the people away.</p>
              ) : (
                <ul className="mt-1 space-y-1 text-sm">
                  {holidays.map((holiday) => (
                    <li key={`${holiday.date}-${holiday.name}`}>
                      <span className="font-medium text-slate-900">{formatDate(holiday.date, 'medium')}</span>{' '}
                      <span className="text-slate-600">
                        {holiday.name} ({holiday.states.join(', ')})
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </div>
      )}
    </Card>
  );
}
