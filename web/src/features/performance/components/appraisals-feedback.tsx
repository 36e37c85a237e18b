import { zodResolver } from '@hookform/resolvers/zod';
import { formatLongDate } from '@wattle/shared/calendar';
import {
  FEEDBACK_KIND_LABELS,
  type Feedback,
  feedbackInput,
  PRAISE_VISIBILITIES,
  PRAISE_VISIBILITY_LABELS,
} from '@wattle/shared/performance-feedback';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { type DialogOnProps, FormDialog } from '@/components/forms/form-dialog';
import { SelectField, TextareaField } from '@/components/forms/input-field';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ListError } from '@/components/ui/list-error';
import { Options } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/lib/notify';
import { useAppraisalActions, useColleagues, useFeedback } from '../api/appraisals';

export const FEEDBACK_EMPTY = 'No feedback yet. Praise a colleague to start.';
export const NO_OWN_FEEDBACK =
  'Feedback is about people with an employee record, and your membership has none; you can still give praise.';

/** One feedback item: who, what, when (and a request's answer). */
export function FeedbackEntry({ item }: { item: Feedback }) {
  return (
    <li className="border-slate-100 border-b px-5 py-3 text-sm last:border-0">
      <p className="font-medium text-slate-800">
        {FEEDBACK_KIND_LABELS[item.kind]}: {item.author_name} → {item.employee_name}
        {item.visibility === 'private' ? ' (private)' : ''}
      </p>
      <p className="whitespace-pre-line text-slate-700">{item.body}</p>
      {item.response ? <p className="mt-1 text-slate-600">Answer: {item.response}</p> : null}
      <p className="text-slate-500 text-xs">{formatLongDate(item.created_at.slice(0, 10))}</p>
    </li>
  );
}

/**
 * The caller's feedback feed, with "Give praise" and "Request feedback" (issue 29 §3). A member
 * without an employee record (an owner who runs the business) has no feed and asks nobody about
 * themselves (the API answers 422 to both); they may still praise.
 */
export function AppraisalFeedback({
  organizationId,
  employeeId,
}: {
  organizationId: number;
  employeeId: number | null;
}) {
  const { data, error, isLoading, mutate } = useFeedback(employeeId ? organizationId : null, 'about');
  const [open, setOpen] = useState<'praise' | 'request' | null>(null);
  return (
    <Card>
      <CardHeader title="Feedback">
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setOpen('praise')}>Give praise</Button>
          {employeeId ? (
            <Button variant="secondary" onClick={() => setOpen('request')}>
              Request feedback
            </Button>
          ) : null}
        </div>
      </CardHeader>
      {!employeeId ? (
        <p className="px-5 py-6 text-slate-600 text-sm">{NO_OWN_FEEDBACK}</p>
      ) : isLoading ? (
        <Spinner label="Loading feedback..." />
      ) : error ? (
        <ListError message="Feedback could not be loaded." onRetry={() => mutate()} />
      ) : (data?.data ?? []).length === 0 ? (
        <p className="px-5 py-6 text-slate-600 text-sm">{FEEDBACK_EMPTY}</p>
      ) : (
        <ul>
          {data?.data.map((item) => (
            <FeedbackEntry key={item.id} item={item} />
          ))}
        </ul>
      )}
      <FormDialog
        open={open}
        onClose={() => setOpen(null)}
        title={(kind) => (kind === 'praise' ? 'Give praise' : 'Request feedback about yourself')}
      >
        {(kind) => <FeedbackForm organizationId={organizationId} kind={kind} onClose={() => setOpen(null)} />}
      </FormDialog>
    </Card>
  );
}

function FeedbackForm({ organizationId, kind, onClose }: DialogOnProps<'kind', 'praise' | 'request'>) {
  const people = useColleagues(organizationId);
  const { post } = useAppraisalActions(organizationId);
  const form = useForm({
    resolver: zodResolver(feedbackInput),
    defaultValues: {
      organization_id: String(organizationId),
      kind,
      employee_id: '',
      asked_employee_id: '',
      visibility: 'team',
      body: '',
    } as never,
  });
  const save = async (values: Record<string, unknown>) => {
    await post('/performance/feedback', values);
    notify.success(kind === 'praise' ? 'Praise sent.' : 'Feedback requested.');
    onClose();
  };
  const options = (people.data ?? []).map((person) => (
    <option key={person.id} value={person.id}>
      {person.first_name} {person.last_name}
    </option>
  ));
  return (
    <DialogForm
      form={form}
      onSubmit={save}
      fields={['employee_id', 'asked_employee_id', 'visibility', 'body']}
      submitLabel={kind === 'praise' ? 'Send praise' : 'Send request'}
      pendingLabel="Sending..."
    >
      <SelectField
        form={form}
        name={kind === 'praise' ? 'employee_id' : 'asked_employee_id'}
        label={kind === 'praise' ? 'Who to praise' : 'Who to ask'}
        defaultValue=""
        required
        hint={people.error ? 'Colleagues could not be loaded.' : undefined}
      >
        <option value="">Choose a colleague</option>
        {options}
      </SelectField>
      {kind === 'praise' ? (
        <SelectField form={form} name="visibility" label="Who may see it" required>
          <Options values={PRAISE_VISIBILITIES} labels={PRAISE_VISIBILITY_LABELS} />
        </SelectField>
      ) : null}
      <TextareaField
        form={form}
        name="body"
        label={kind === 'praise' ? 'Praise' : 'What would you like feedback on?'}
        required
      />
    </DialogForm>
  );
}
