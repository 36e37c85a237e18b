import { zodResolver } from '@hookform/resolvers/zod';
import { GOAL_CONFIDENCE_LABELS, GOAL_CONFIDENCES, type Goal, goalCheckInInput } from '@wattle/shared/goals';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '@/components/forms/dialog-form';
import { type DialogOnProps, FormDialog } from '@/components/forms/form-dialog';
import { InputField, SelectField, TextareaField } from '@/components/forms/input-field';
import { Options } from '@/components/ui/select';
import { notify } from '@/lib/notify';
import { useGoalActions } from '../api/goals';

const FIELDS = ['values', 'confidence', 'comment'] as const;

/** "Check in": each key result's value now, a confidence and a comment. */
export function CheckInDialog({ organizationId, goal, onClose }: DialogOnProps<'goal', Goal | null>) {
  return (
    <FormDialog open={goal} onClose={onClose} title="Check in" description={(target) => target.title}>
      {(target) => <CheckInForm organizationId={organizationId} goal={target} onClose={onClose} />}
    </FormDialog>
  );
}

function CheckInForm({ organizationId, goal, onClose }: { organizationId: number; goal: Goal; onClose: () => void }) {
  const [defaults] = useState({
    values: goal.key_results.map((result) => ({ key_result_id: String(result.id), value: String(result.current) })),
    confidence: goal.confidence ?? 'on_track',
    comment: '',
  });
  const form = useForm({ resolver: zodResolver(goalCheckInInput), defaultValues: defaults as never });
  const { checkIn } = useGoalActions(organizationId);
  const save = async (values: z.output<typeof goalCheckInInput>) => {
    const { version: _version, ...input } = values;
    const answer = await checkIn(goal, input);
    notify.success(`Checked in: ${answer.goal.progress}%.`);
    onClose();
  };
  return (
    <DialogForm form={form} onSubmit={save} fields={FIELDS as never} submitLabel="Check in" pendingLabel="Saving...">
      {goal.key_results.map((result, index) =>
        result.kind === 'boolean' ? (
          <SelectField key={result.id} form={form} name={`values.${index}.value` as never} label={result.title}>
            <option value="0">Not done</option>
            <option value="1">Done</option>
          </SelectField>
        ) : (
          <InputField
            key={result.id}
            form={form}
            name={`values.${index}.value` as never}
            label={result.title}
            inputMode="decimal"
            hint={`From ${result.start} to ${result.target}${result.unit ? ` ${result.unit}` : ''}${result.kind === 'percentage' ? ' %' : ''}`}
          />
        ),
      )}
      <SelectField form={form} name={'confidence' as never} label="Confidence">
        <Options values={GOAL_CONFIDENCES} labels={GOAL_CONFIDENCE_LABELS} />
      </SelectField>
      <TextareaField form={form} name={'comment' as never} label="Comment" rows={3} />
    </DialogForm>
  );
}
