import { PAYROLL_RULES } from '@wattle/shared/payroll-access';
import { STP_EVENT_KIND_LABELS, type StpEvent } from '@wattle/shared/stp-events';
import { Check, Download, Send, X } from 'lucide-react';
import { useState } from 'react';
import { actionsColumn, DataTable } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { downloadStpEventFile, recordStpEventOutcome } from '../api/stp-events';
import { StpStateBadge } from './stp-event-badge';

export const NO_EVENTS = 'No STP events for this financial year yet.';
const when = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short' });
type Outcome = 'sent' | 'accepted' | 'rejected';
const OUTCOME_WORDS: Record<Outcome, string> = { sent: 'sent', accepted: 'accepted', rejected: 'rejected' };

/**
 * The year's STP events and their states (prepared, sent, accepted, rejected) as the gateway module
 * reports them. With the file export, payroll downloads the file, lodges it with their STP service
 * and records the answer here.
 */
export function StpEventsTable({
  events,
  error,
  loading,
  onRetry,
  onChanged,
}: {
  events: StpEvent[] | undefined;
  error: unknown;
  loading: boolean;
  onRetry: () => unknown;
  onChanged: () => Promise<unknown>;
}) {
  const canRecord = useCan(PAYROLL_RULES.approveRun);
  const canDownload = useCan(PAYROLL_RULES.runFiles);
  const [pending, setPending] = useState<{ event: StpEvent; outcome: Outcome } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const download = async (event: StpEvent) => {
    setBusy(event.stp_event_id);
    try {
      notify.success(`Downloaded ${await downloadStpEventFile(event)}.`);
    } catch (failure) {
      notify.error(errorMessage(failure, 'The file could not be downloaded. Please try again.'));
    } finally {
      setBusy(null);
    }
  };
  const next = (event: StpEvent): Outcome[] =>
    event.state === 'prepared'
      ? ['sent', 'accepted', 'rejected']
      : event.state === 'sent'
        ? ['accepted', 'rejected']
        : [];
  return (
    <section aria-labelledby="stp-events" className="mt-6">
      <h2 id="stp-events" className="text-lg font-semibold text-slate-900">
        STP events
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Each event Wattle HR prepared for this year and its state. Download the file, lodge it through your STP-enabled
        service and record the ATO&apos;s answer.
      </p>
      <Card className="overflow-hidden">
        <DataTable
          label="STP events"
          columns={[
            {
              header: 'Event',
              cell: (event) => (
                <>
                  <span className="font-medium text-slate-900">{STP_EVENT_KIND_LABELS[event.kind]}</span>
                  <span className="block text-xs text-slate-500">
                    {event.submission_id}
                    {event.pay_run_id ? ` · pay run ${event.pay_run_id}` : ''}
                  </span>
                </>
              ),
            },
            { header: 'Employees', cell: (event) => event.employee_count },
            {
              header: 'Prepared',
              cell: (event) => (
                <>
                  <time dateTime={event.created_at}>{when.format(new Date(event.created_at))}</time>
                  <span className="block text-xs text-slate-500">by {event.created_by}</span>
                </>
              ),
            },
            {
              header: 'State',
              cell: (event) => {
                const last = event.responses.at(-1);
                return (
                  <>
                    <StpStateBadge state={event.state} />
                    <span className="block text-xs text-slate-500">
                      {event.gateway}
                      {last?.reference ? ` · ${last.reference}` : ''}
                    </span>
                    {last?.message ? <span className="block text-xs text-slate-500">{last.message}</span> : null}
                  </>
                );
              },
            },
            actionsColumn((event: StpEvent) => (
              <>
                {canDownload ? (
                  <RowAction
                    label={`Download the file of event ${event.stp_event_id}`}
                    icon={Download}
                    disabled={busy !== null}
                    onClick={() => void download(event)}
                  >
                    {busy === event.stp_event_id ? 'Downloading...' : 'File'}
                  </RowAction>
                ) : null}
                {canRecord
                  ? next(event).map((outcome) => (
                      <RowAction
                        key={outcome}
                        label={`Record event ${event.stp_event_id} as ${OUTCOME_WORDS[outcome]}`}
                        icon={outcome === 'sent' ? Send : outcome === 'accepted' ? Check : X}
                        danger={outcome === 'rejected'}
                        onClick={() => setPending({ event, outcome })}
                      >
                        {outcome === 'sent' ? 'Sent' : outcome === 'accepted' ? 'Accepted' : 'Rejected'}
                      </RowAction>
                    ))
                  : null}
              </>
            )),
          ]}
          rows={error ? [] : (events ?? [])}
          rowKey={(event) => event.stp_event_id}
          loading={loading}
          loadingText="Loading STP events..."
          error={error}
          errorText="The STP events could not be loaded."
          onRetry={onRetry}
          empty={NO_EVENTS}
        />
      </Card>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={pending ? `Record the event as ${OUTCOME_WORDS[pending.outcome]}?` : ''}
        description={
          pending
            ? `${STP_EVENT_KIND_LABELS[pending.event.kind]} ${pending.event.submission_id}: record that it was ${OUTCOME_WORDS[pending.outcome]}. An accepted or rejected event does not change again; a correction is a new event.`
            : ''
        }
        confirmLabel="Record"
        busyLabel="Recording..."
        confirmVariant={pending?.outcome === 'rejected' ? 'danger' : 'primary'}
        onConfirm={async () => {
          if (!pending) return;
          await recordStpEventOutcome(pending.event, pending.outcome);
          notify.success(`Recorded the event as ${OUTCOME_WORDS[pending.outcome]}.`);
          await onChanged();
        }}
      />
    </section>
  );
}
