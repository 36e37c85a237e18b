import { formatLongDate } from '@wattle/shared/calendar';
import type { OneOnOne } from '@wattle/shared/performance-feedback';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Textarea } from '@/components/ui/input';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { api, errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useOneOnOnes } from '../api/appraisals';

export const ONE_ON_ONES_EMPTY = 'No 1:1s yet. Your manager or you can start one.';

/** The caller's 1:1s with their manager: the shared agenda and the caller's own private note. */
export function AppraisalOneOnOnes({ organizationId }: { organizationId: number }) {
  const { data, error, isLoading, mutate } = useOneOnOnes(organizationId);
  return (
    <Card>
      <CardHeader title="1:1s" />
      {isLoading ? (
        <Spinner label="Loading 1:1s..." />
      ) : error ? (
        <ListError message="1:1s could not be loaded." onRetry={() => mutate()} />
      ) : (data ?? []).length === 0 ? (
        <p className="px-5 py-6 text-slate-600 text-sm">{ONE_ON_ONES_EMPTY}</p>
      ) : (
        <ul>
          {data?.map((meeting) => (
            <Meeting key={meeting.id} organizationId={organizationId} meeting={meeting} onSaved={() => mutate()} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function Meeting({
  organizationId,
  meeting,
  onSaved,
}: {
  organizationId: number;
  meeting: OneOnOne;
  onSaved: () => void;
}) {
  const [note, setNote] = useState(meeting.my_note?.body ?? '');
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await api.put(`/performance/one-on-ones/${meeting.id}/note?organization_id=${organizationId}`, {
        body: note,
        version: meeting.my_note?.version,
      });
      notify.success('Private note saved.');
      onSaved();
    } catch (failure) {
      notify.error(errorMessage(failure, 'The note could not be saved.'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <li className="grid gap-2 border-slate-100 border-b px-5 py-3 text-sm last:border-0">
      <p className="font-medium text-slate-800">
        {formatLongDate(meeting.date)}: {meeting.manager_name} and {meeting.report_name}
      </p>
      <ul className="list-disc pl-5 text-slate-700">
        {meeting.agenda.map((item) => (
          <li key={item.id} className={item.done ? 'line-through' : undefined}>
            {item.text} <span className="text-slate-500">({item.added_by_name})</span>
          </li>
        ))}
      </ul>
      <label className="grid gap-1" htmlFor={`note-${meeting.id}`}>
        <span className="text-slate-600">My private note (only you can read it)</span>
      </label>
      <Textarea id={`note-${meeting.id}`} value={note} onChange={(event) => setNote(event.target.value)} rows={3} />
      <div>
        <Button size="sm" onClick={save} disabled={saving}>
          {saving ? 'Saving...' : 'Save note'}
        </Button>
      </div>
    </li>
  );
}
