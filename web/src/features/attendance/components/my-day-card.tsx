import {
  CLOCK_ACTION_LABELS,
  type ClockAction,
  type ClockState,
  formatMinutes,
} from '@wattle/shared/attendance-constants';
import { Coffee, LogIn, LogOut, Play } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ListError } from '@/components/ui/list-error';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useClock, useMyAttendance } from '../api/attendance';
import { timeOf } from './format';
import { PunctualityBadges, shiftTimes } from './shift-punctuality';

export const MY_DAY_LOAD_ERROR = 'Your day could not be loaded.';

const STATE_TEXT: Record<ClockState, { label: string; tone: BadgeTone }> = {
  not_clocked_in: { label: 'Not clocked in', tone: 'neutral' },
  in: { label: 'Clocked in', tone: 'green' },
  on_break: { label: 'On break', tone: 'blue' },
  out: { label: 'Clocked out', tone: 'neutral' },
};

/** The steps each state offers (the API refuses the others with its reason). */
const STEPS: Record<ClockState, ClockAction[]> = {
  not_clocked_in: ['in'],
  in: ['break_start', 'out'],
  on_break: ['break_end'],
  out: [],
};

const ICONS: Record<ClockAction, typeof LogIn> = { in: LogIn, out: LogOut, break_start: Coffee, break_end: Play };

const DONE: Record<ClockAction, string> = {
  in: 'Clocked in.',
  out: 'Clocked out.',
  break_start: 'Break started.',
  break_end: 'Break ended.',
};

/** "My day": the caller's clock for today, with an optional note on each step. */
export function MyDayCard({ organizationId, timeZone }: { organizationId: number; timeZone: string }) {
  const { data, error, isLoading, mutate } = useMyAttendance(organizationId);
  const clock = useClock(organizationId);
  const [note, setNote] = useState('');

  const step = async (action: ClockAction) => {
    try {
      await clock.trigger({ action, ...(note.trim() ? { note } : {}) });
      setNote('');
      notify.success(DONE[action]);
    } catch (failure) {
      // The note stays as typed; the reason (e.g. already clocked in) is the API's.
      notify.error(errorMessage(failure));
      void mutate();
    }
  };

  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">My day</h2>
        {data ? <p className="text-sm text-slate-600">{formatDate(data.date)}</p> : null}
      </div>
      {error && !data ? (
        <ListError message={MY_DAY_LOAD_ERROR} onRetry={() => mutate()} className="py-4" />
      ) : isLoading || !data ? (
        <p className="mt-3 text-sm text-slate-500">Loading your day...</p>
      ) : (
        <div className="mt-3 grid gap-4">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
            <Badge tone={STATE_TEXT[data.state].tone}>{STATE_TEXT[data.state].label}</Badge>
            {data.record?.shift ? (
              <>
                <span>Shift {shiftTimes(data.record.shift)}</span>
                <PunctualityBadges shift={data.record.shift} />
              </>
            ) : data.next_shift ? (
              <span>Shift {shiftTimes(data.next_shift)}</span>
            ) : (
              <span>Starts {data.start_time ?? 'not a working day'}</span>
            )}
            {data.record ? (
              <>
                <span>In {timeOf(data.record.clock_in, timeZone)}</span>
                {data.record.clock_out ? <span>Out {timeOf(data.record.clock_out, timeZone)}</span> : null}
                {data.record.breaks.length > 0 ? (
                  <span>
                    Breaks{' '}
                    {data.record.breaks
                      .map(
                        (entry) => `${timeOf(entry.start, timeZone)}–${entry.end ? timeOf(entry.end, timeZone) : '…'}`,
                      )
                      .join(', ')}
                  </span>
                ) : null}
                {data.record.worked_minutes !== null ? (
                  <span>Worked {formatMinutes(data.record.worked_minutes)}</span>
                ) : null}
              </>
            ) : null}
          </div>
          {STEPS[data.state].length > 0 ? (
            <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
              <Field label="Note (optional)">
                {(control) => (
                  <Input {...control} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
                )}
              </Field>
              <div className="flex flex-wrap gap-2">
                {STEPS[data.state].map((action) => {
                  const Icon = ICONS[action];
                  return (
                    <Button
                      key={action}
                      variant={action === 'out' ? 'secondary' : 'primary'}
                      disabled={clock.isMutating}
                      onClick={() => void step(action)}
                    >
                      <Icon aria-hidden="true" className="size-4" />
                      {CLOCK_ACTION_LABELS[action]}
                    </Button>
                  );
                })}
              </div>
            </div>
          ) : (
            <p className="text-sm text-slate-600">
              Your day is recorded. To change it, ask for a correction in Manual Adjustments.
            </p>
          )}
        </div>
      )}
    </Card>
  );
}
