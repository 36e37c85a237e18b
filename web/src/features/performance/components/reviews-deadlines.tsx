import { REVIEW_STAGE_LABELS, type ReviewStage } from '@wattle/shared/reviews';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { InputField } from '@/components/forms/input-field';
import type { ReviewCycle } from '../api/reviews';

type DeadlineValues = { stages: { stage: ReviewStage; due_date: string }[] };

/**
 * HR moves a cycle's stage deadlines (`PUT /performance/cycles/{id}/deadlines`); a launched
 * cycle's reminders (two days before each, 9 am) move with them.
 */
export function DeadlinesForm({
  cycle,
  onSave,
}: {
  cycle: ReviewCycle;
  onSave: (stages: DeadlineValues['stages']) => Promise<void>;
}) {
  const form = useForm<DeadlineValues>({ defaultValues: { stages: cycle.stages.map((item) => ({ ...item })) } });
  return (
    <DialogForm
      form={form}
      fields={['stages']}
      submitLabel="Save deadlines"
      pendingLabel="Saving..."
      onSubmit={async (values) => {
        const blank = values.stages.findIndex((item) => !item.due_date);
        if (blank >= 0) {
          form.setError(`stages.${blank}.due_date`, { message: 'Choose the deadline.' });
          return;
        }
        await onSave(values.stages);
      }}
    >
      <p className="text-slate-600 text-sm">
        Reminders go by e-mail and in the bell two days before each deadline, at 9 am, to those with work left.
      </p>
      {cycle.stages.map((item, index) => (
        <InputField
          key={item.stage}
          form={form}
          name={`stages.${index}.due_date` as const}
          label={REVIEW_STAGE_LABELS[item.stage]}
          type="date"
          required
        />
      ))}
    </DialogForm>
  );
}
