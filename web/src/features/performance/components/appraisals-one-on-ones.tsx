import { formatLongDate } from '@wattle/shared/calendar';
import type { Colleague, OneOnOne } from '@wattle/shared/performance-feedback';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { ListError } from '@/components/ui/list-error';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useAppraisalActions, useColleagues, useOneOnOnes } from '../api/appraisals';
import { StartOneOnOneDialog } from './appraisals-one-on-one-dialog';

export const ONE_ON_ONES_EMPTY = 'No 1:1s yet. Start one with Start a 1:1.';
export const NO_ONE_ON_ONE_PARTNER = 'You have no manager or reports to hold 1:1s with.';
export const NOT_AN_EMPLOYEE = '1:1s are between a manager and their report; your membership has no employee record.';

/** Whom the caller holds 1:1s with: their own manager (as the report) and their direct reports. */
export function oneOnOnePartners(options: readonly Colleague[], own: number) {
  const me = options.find((person) => person.id === own);
  const manager = me?.reporting_manager_id
    ? options.find((person) => person.id === me.reporting_manager_id)
    : undefined;
  return { manager, reports: options.filter((person) => person.reporting_manager_id === own) };
}
const nameOf = (person: Colleague) => `${person.first_name} ${person.last_name}`;

/**
 * 1:1s (issue 29 §3): the caller's with their manager or with one of their reports, each with the
 * shared agenda (either side adds and ticks items) and the caller's own private note. The API
 * answers only the two sides, and only the caller's own note.
 */
export function AppraisalOneOnOnes({
  organizationId,
  employeeId,
}: {
  organizationId: number;
  employeeId: number | null;
}) {
  const people = useColleagues(employeeId ? organizationId : null);
  const partners = employeeId ? oneOnOnePartners(people.data ?? [], employeeId) : { manager: undefined, reports: [] };
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  // Without a choice: with the manager when there is one, else the first report.
  const reportId = chosen !== undefined ? chosen : partners.manager ? null : (partners.reports[0]?.id ?? null);
  const hasPartner = Boolean(partners.manager) || partners.reports.length > 0;
  const { data, error, isLoading, mutate } = useOneOnOnes(organizationId, reportId, Boolean(employeeId) && hasPartner);
  const [starting, setStarting] = useState(false);
  return (
    <Card>
      <CardHeader title="1:1s">
        {employeeId && hasPartner ? (
          <Button onClick={() => setStarting(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Start a 1:1
          </Button>
        ) : null}
      </CardHeader>
      {!employeeId ? (
        <p className="px-5 py-6 text-slate-600 text-sm">{NOT_AN_EMPLOYEE}</p>
      ) : people.isLoading ? (
        <Spinner label="Loading 1:1s..." />
      ) : !hasPartner ? (
        <p className="px-5 py-6 text-slate-600 text-sm">{NO_ONE_ON_ONE_PARTNER}</p>
      ) : (
        <>
          {partners.reports.length > 0 ? (
            <div className="grid gap-1 px-5 pt-4 text-sm sm:max-w-xs">
              <label htmlFor="one-on-ones-with" className="font-medium text-slate-800">
                1:1s with
              </label>
              <Select
                id="one-on-ones-with"
                value={reportId === null ? 'manager' : String(reportId)}
                onChange={(event) => setChosen(event.target.value === 'manager' ? null : Number(event.target.value))}
              >
                {partners.manager ? <option value="manager">My manager, {nameOf(partners.manager)}</option> : null}
                {partners.reports.map((person) => (
                  <option key={person.id} value={person.id}>
                    {nameOf(person)}
                  </option>
                ))}
              </Select>
            </div>
          ) : null}
          {isLoading ? (
            <Spinner label="Loading 1:1s..." />
          ) : error ? (
            <ListError message="1:1s could not be loaded." onRetry={() => mutate()} />
          ) : (data ?? []).length === 0 ? (
            <p className="px-5 py-6 text-slate-600 text-sm">{ONE_ON_ONES_EMPTY}</p>
          ) : (
            <ul>
              {data?.map((meeting) => (
                <Meeting key={meeting.id} organizationId={organizationId} meeting={meeting} />
              ))}
            </ul>
          )}
        </>
      )}
      {employeeId ? (
        <StartOneOnOneDialog
          organizationId={organizationId}
          open={starting}
          manager={partners.manager}
          reports={partners.reports}
          defaultReportId={reportId}
          onClose={() => setStarting(false)}
          onStarted={(report) => setChosen(report)}
        />
      ) : null}
    </Card>
  );
}

function Meeting({ organizationId, meeting }: { organizationId: number; meeting: OneOnOne }) {
  const { meeting: change } = useAppraisalActions(organizationId);
  const [note, setNote] = useState(meeting.my_note?.body ?? '');
  const [item, setItem] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (what: string, action: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(what);
    try {
      await action();
      notify.success(done);
      return true;
    } catch (failure) {
      notify.error(errorMessage(failure, failed));
      return false;
    } finally {
      setBusy(null);
    }
  };
  const title = `${formatLongDate(meeting.date)}: ${meeting.manager_name} and ${meeting.report_name}`;
  return (
    <li className="grid gap-2 border-slate-100 border-b px-5 py-3 text-sm last:border-0">
      <h3 className="font-medium text-slate-800">{title}</h3>
      <fieldset className="grid gap-1">
        <legend className="text-slate-600">Shared agenda</legend>
        {meeting.agenda.length === 0 ? <p className="text-slate-600">Nothing on the agenda yet.</p> : null}
        {meeting.agenda.map((entry) => (
          <label key={entry.id} className="flex items-start gap-2">
            <input
              type="checkbox"
              className="mt-1"
              checked={entry.done}
              disabled={busy !== null}
              onChange={(event) =>
                void run(
                  `item-${entry.id}`,
                  () => change('patch', `${meeting.id}/items/${entry.id}`, { done: event.target.checked }),
                  event.target.checked ? 'Agenda item done.' : 'Agenda item reopened.',
                  'The agenda item could not be changed.',
                )
              }
            />
            <span className={entry.done ? 'line-through' : undefined}>
              {entry.text} <span className="text-slate-500">({entry.added_by_name})</span>
              {entry.carried_from ? <span className="text-slate-500"> carried forward</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      <form
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={async (event) => {
          event.preventDefault();
          if (!item.trim()) return;
          const added = await run(
            'item',
            () => change('post', `${meeting.id}/items`, { text: item }),
            'Agenda item added.',
            'The agenda item could not be added.',
          );
          if (added) setItem('');
        }}
      >
        <Input
          aria-label={`New agenda item for ${title}`}
          placeholder="Add to the agenda"
          value={item}
          maxLength={500}
          onChange={(event) => setItem(event.target.value)}
        />
        <Button type="submit" size="sm" variant="outline" disabled={busy !== null || !item.trim()}>
          Add item
        </Button>
      </form>
      <label className="grid gap-1" htmlFor={`note-${meeting.id}`}>
        <span className="text-slate-600">My private note (only you can read it)</span>
      </label>
      <Textarea id={`note-${meeting.id}`} value={note} onChange={(event) => setNote(event.target.value)} rows={3} />
      <div>
        <Button
          size="sm"
          disabled={busy !== null}
          onClick={() =>
            void run(
              'note',
              () => change('put', `${meeting.id}/note`, { body: note, version: meeting.my_note?.version }),
              'Private note saved.',
              'The note could not be saved.',
            )
          }
        >
          {busy === 'note' ? 'Saving...' : 'Save note'}
        </Button>
      </div>
    </li>
  );
}
