import { addDays } from '@wattle/shared/calendar';
import type { Shift } from '@wattle/shared/roster-constants';
import { clockText, shortDay, weekdayDay, weekStart } from '@wattle/shared/shift-text';
import { ArrowLeftRight, CalendarCheck, CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ListError } from '@/components/ui/list-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useOrganizationToday } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useAcknowledgeShift, useOwnShifts } from '../api/self-service';
import { CalendarFeed } from './my-roster-feed';
import { MyUnavailability } from './my-unavailability';
import { OfferShiftDialog } from './offer-shift-dialog';

/** How many weeks ahead My roster shows, this one included. */
export const MY_ROSTER_WEEKS = 5;
export const MY_ROSTER_EMPTY = 'No published shifts in the next five weeks.';

/** "9:00 am – 5:00 pm" (an end at or before the start is the next day). */
export const shiftTimes = (shift: Pick<Shift, 'start_time' | 'end_time'>) =>
  `${clockText(shift.start_time)} – ${clockText(shift.end_time)}${shift.end_time <= shift.start_time ? ' (next day)' : ''}`;

function weeksOf(shifts: readonly Shift[]): [string, Shift[]][] {
  const weeks = new Map<string, Shift[]>();
  for (const shift of shifts) {
    const monday = weekStart(shift.date);
    weeks.set(monday, [...(weeks.get(monday) ?? []), shift]);
  }
  return [...weeks.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/**
 * My roster: the caller's published shifts, week by week, phone first (a list, never a grid), each
 * with Acknowledge (and the week's all at once), and the calendar feed to subscribe to.
 */
export function MyRosterPage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const today = useOrganizationToday();
  const from = weekStart(today);
  const to = addDays(from, MY_ROSTER_WEEKS * 7 - 1);
  const { data, error, isLoading, mutate } = useOwnShifts(organizationId, from, to);
  const acknowledge = useAcknowledgeShift(organizationId);
  const [busy, setBusy] = useState<string | null>(null);
  const [offering, setOffering] = useState<Shift | null>(null);

  const acknowledgeAll = async (key: string, shifts: readonly Shift[], what: string) => {
    setBusy(key);
    try {
      for (const shift of shifts) await acknowledge(shift.id);
      notify.success(`${what} acknowledged.`);
    } catch (failure) {
      notify.error(errorMessage(failure, 'The shift could not be acknowledged.'));
    } finally {
      setBusy(null);
      await mutate();
    }
  };

  return (
    <>
      <PageHeader
        title="My roster"
        description="Your published shifts by week. Acknowledge each week once you have seen it."
      />
      <div className="space-y-4">
        {error ? (
          <ListError message={errorMessage(error, 'Your roster could not be loaded.')} onRetry={() => mutate()} />
        ) : isLoading && !data ? (
          <Spinner label="Loading your roster..." />
        ) : (data ?? []).length === 0 ? (
          <Card className="flex items-center gap-3 p-4 text-sm text-slate-600">
            <CalendarDays aria-hidden="true" className="size-5 text-slate-400" />
            {MY_ROSTER_EMPTY}
          </Card>
        ) : (
          weeksOf(data ?? []).map(([monday, shifts]) => {
            const open = shifts.filter((shift) => !shift.acknowledged_at);
            const title = `Week of ${shortDay(monday)}`;
            return (
              <Card key={monday} className="overflow-hidden">
                <CardHeader title={title}>
                  {open.length > 0 ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy !== null}
                      onClick={() => acknowledgeAll(monday, open, `Week of ${shortDay(monday)}`)}
                    >
                      <CalendarCheck aria-hidden="true" className="size-4" />
                      {busy === monday ? 'Acknowledging...' : 'Acknowledge week'}
                    </Button>
                  ) : (
                    <Badge tone="green">Acknowledged</Badge>
                  )}
                </CardHeader>
                <ul className="divide-y divide-slate-100">
                  {shifts.map((shift) => {
                    const day = weekdayDay(shift.date);
                    return (
                      <li key={shift.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                        <div className="min-w-0">
                          <p className="font-medium text-slate-900">{day}</p>
                          <p className="text-sm text-slate-700 tabular-nums">
                            {shiftTimes(shift)}
                            {shift.break_minutes > 0 ? ` · ${shift.break_minutes} min break` : ''}
                          </p>
                          {shift.role || shift.notes ? (
                            <p className="text-sm text-slate-500">
                              {[shift.role, shift.notes].filter(Boolean).join(' · ')}
                            </p>
                          ) : null}
                        </div>
                        <div className="flex flex-wrap items-center gap-2">
                          {shift.date >= today ? (
                            <Button
                              size="sm"
                              variant="ghost"
                              aria-label={`Offer ${day} shift`}
                              onClick={() => setOffering(shift)}
                            >
                              <ArrowLeftRight aria-hidden="true" className="size-4" />
                              Offer shift
                            </Button>
                          ) : null}
                          {shift.acknowledged_at ? (
                            <Badge tone="green">Acknowledged</Badge>
                          ) : (
                            <Button
                              size="sm"
                              variant="outline"
                              aria-label={`Acknowledge ${day} shift`}
                              disabled={busy !== null}
                              onClick={() => acknowledgeAll(`shift-${shift.id}`, [shift], 'Shift')}
                            >
                              {busy === `shift-${shift.id}` ? 'Acknowledging...' : 'Acknowledge'}
                            </Button>
                          )}
                        </div>
                      </li>
                    );
                  })}
                </ul>
              </Card>
            );
          })
        )}
        {organizationId ? <MyUnavailability organizationId={organizationId} /> : null}
        {organizationId ? <CalendarFeed organizationId={organizationId} /> : null}
      </div>
      {organizationId ? (
        <OfferShiftDialog organizationId={organizationId} shift={offering} onClose={() => setOffering(null)} />
      ) : null}
    </>
  );
}
