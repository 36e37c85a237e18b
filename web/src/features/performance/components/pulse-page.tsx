import type { Pulse, PulsePriority } from '@wattle/shared/pulse';
import { MAX_PRIORITIES } from '@wattle/shared/pulse';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { DataTable, shownPager } from '@/components/data-table/data-table';
import { FormAlert } from '@/components/forms/dialog-form';
import { useSaving } from '@/components/forms/use-saving';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { Input, Textarea } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { useMyPulse, usePerformanceSettings, usePulseActions, usePulses } from '../api/pulse';

export const PULSE_OFF = 'The weekly pulse is off for this organization.';
export const NO_PULSES = 'No pulses written this week yet.';

/**
 * The weekly pulse (issue 29 §1, optional per organization): the caller's priorities this week
 * (last week's unfinished ones carried forward) and how last week went; the week's pulses of the
 * people they may read (a manager: their reports). HR turns it on or off.
 */
export function PulsePage() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const settings = usePerformanceSettings(organizationId);
  const on = settings.data?.weekly_pulse ?? false;
  if (!organization) return null;
  return (
    <>
      <PageHeader title="Weekly pulse" description="Your priorities each week, carried forward until done." />
      <div className="grid gap-4">
        <PulseSetting organizationId={organization.id} on={on} loaded={Boolean(settings.data)} />
        {settings.error ? <FormAlert text={errorMessage(settings.error, 'The settings could not be loaded.')} /> : null}
        {settings.data && !on ? <Card className="px-5 py-6 text-slate-600 text-sm">{PULSE_OFF}</Card> : null}
        {on && organization.employee_id ? <MyPulse organizationId={organization.id} /> : null}
        {on ? <WeekPulses organizationId={organization.id} /> : null}
      </div>
    </>
  );
}

/** HR's switch (performance edit over the organization); turning it off asks first. */
function PulseSetting({ organizationId, on, loaded }: { organizationId: number; on: boolean; loaded: boolean }) {
  const allowed = useCan('performance', 'edit', 'organization');
  const actions = usePulseActions(organizationId);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  if (!allowed || !loaded) return null;
  const turnOn = async () => {
    setPending(true);
    try {
      await actions.setPulse(true);
      notify.success('The weekly pulse is on.');
    } catch (failure) {
      notify.error(errorMessage(failure, 'The setting could not be saved.'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 px-5 py-4 text-sm">
      <p>
        The weekly pulse is <strong>{on ? 'on' : 'off'}</strong> for the organization.
      </p>
      <Button variant="outline" disabled={pending} onClick={() => (on ? setConfirming(true) : void turnOn())}>
        {on ? 'Turn off the weekly pulse' : 'Turn on the weekly pulse'}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Turn off the weekly pulse?"
        description="Nobody can write or read pulses while it is off; the pulses written are kept."
        confirmLabel="Turn off"
        busyLabel="Turning off..."
        onConfirm={async () => {
          await actions.setPulse(false);
          notify.success('The weekly pulse is off.');
        }}
      />
    </Card>
  );
}

/** The caller's pulse this week: priorities (a line each, ticked when done) and how last week went. */
function MyPulse({ organizationId }: { organizationId: number }) {
  const { data, error, isLoading, mutate } = useMyPulse(organizationId, true);
  return (
    <Card>
      <CardHeader title={data ? `My pulse: week of ${formatDate(data.week, 'long')}` : 'My pulse'} />
      <div className="px-5 py-4">
        {isLoading ? <p className="text-slate-600 text-sm">Loading your pulse...</p> : null}
        {error ? (
          <div className="flex items-center gap-3 text-sm">
            <span className="text-red-700">{errorMessage(error, 'Your pulse could not be loaded.')}</span>
            <Button variant="outline" size="sm" onClick={() => mutate()}>
              Retry
            </Button>
          </div>
        ) : null}
        {data ? <PulseForm key={`${data.week}-${data.version}`} organizationId={organizationId} pulse={data} /> : null}
      </div>
    </Card>
  );
}

function PulseForm({ organizationId, pulse }: { organizationId: number; pulse: Pulse }) {
  const actions = usePulseActions(organizationId);
  const lastWeekId = useId();
  const [priorities, setPriorities] = useState<PulsePriority[]>(
    pulse.priorities.length > 0 ? pulse.priorities : [{ text: '', done: false }],
  );
  const [lastWeek, setLastWeek] = useState(pulse.last_week ?? '');
  const { pending, alert, setAlert, save } = useSaving();
  const change = (index: number, next: Partial<PulsePriority>) =>
    setPriorities((current) => current.map((item, at) => (at === index ? { ...item, ...next } : item)));
  const written = priorities.filter((item) => item.text.trim());
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (written.length === 0) return setAlert('Add at least one priority.');
        await save(async () => {
          await actions.save(pulse, written, lastWeek);
          notify.success('Pulse saved.');
        }, 'Your pulse could not be saved.');
      }}
    >
      <FormAlert text={alert} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-slate-900 text-sm">Priorities this week</legend>
        {priorities.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no id of their own; they are edited in place.
          <div key={index} className="grid gap-1">
            <div className="flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4"
                aria-label={`Priority ${index + 1} done`}
                checked={item.done}
                onChange={(event) => change(index, { done: event.target.checked })}
              />
              <Input
                aria-label={`Priority ${index + 1}`}
                value={item.text}
                maxLength={300}
                onChange={(event) => change(index, { text: event.target.value })}
              />
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Remove priority ${index + 1}`}
                onClick={() => setPriorities((current) => current.filter((_, at) => at !== index))}
              >
                <X aria-hidden="true" className="size-4" />
              </Button>
            </div>
            {item.carried_from ? (
              <p className="pl-6 text-slate-500 text-xs">
                Carried from the week of {formatDate(item.carried_from, 'long')}
              </p>
            ) : null}
          </div>
        ))}
        {priorities.length < MAX_PRIORITIES ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => setPriorities((current) => [...current, { text: '', done: false }])}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add priority
          </Button>
        ) : null}
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor={lastWeekId} className="font-medium text-slate-900 text-sm">
          How did last week go?
        </label>
        <Textarea
          id={lastWeekId}
          value={lastWeek}
          maxLength={2000}
          onChange={(event) => setLastWeek(event.target.value)}
        />
      </div>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : 'Save pulse'}
        </Button>
      </div>
    </form>
  );
}

/** This week's pulses the caller may read (a manager: their reports'; HR: everyone's), 100 a page. */
function WeekPulses({ organizationId }: { organizationId: number }) {
  const pages = useCursorPages(String(organizationId));
  const { data, error, isLoading, isValidating, mutate } = usePulses(organizationId, true, pages.cursor);
  return (
    <Card>
      <CardHeader title={data ? `Pulses: week of ${formatDate(data.week, 'long')}` : 'Pulses this week'} />
      <DataTable
        label="Pulses this week"
        rows={data?.data ?? []}
        rowKey={(row) => row.employee_id}
        loading={isLoading}
        loadingText="Loading the pulses..."
        error={error}
        onRetry={() => mutate()}
        empty={NO_PULSES}
        busy={isValidating}
        pager={shownPager('Pulse pages', pages, data?.next_cursor, data?.data.length ?? 0, isValidating)}
        columns={[
          { header: 'Employee', cell: (row) => row.employee_name },
          {
            header: 'Priorities',
            cell: (row) => (
              <ul className="grid gap-0.5">
                {row.priorities.map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a pulse's priorities are shown in their order.
                  <li key={index} className={item.done ? 'text-slate-500 line-through' : undefined}>
                    {item.done ? <span className="sr-only">Done: </span> : null}
                    {item.text}
                    {item.carried_from ? <span className="text-slate-500 text-xs"> (carried)</span> : null}
                  </li>
                ))}
              </ul>
            ),
          },
          { header: 'Last week', cell: (row) => row.last_week ?? '–' },
        ]}
      />
    </Card>
  );
}
