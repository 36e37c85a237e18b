import { toNestErrors } from '@hookform/resolvers';
import {
  createCycleInput,
  MIN_PEER_THRESHOLD,
  QUESTION_KINDS,
  type QuestionKind,
  REVIEW_STAGE_LABELS,
  REVIEW_STAGES,
  type ReviewStage,
} from '@wattle/shared/reviews';
import { useState } from 'react';
import { type FieldError, type Resolver, type UseFormReturn, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm } from '@/components/forms/dialog-form';
import { type DialogOnProps, FormDialog } from '@/components/forms/form-dialog';
import { InputField, SelectField } from '@/components/forms/input-field';
import { Button } from '@/components/ui/button';
import { Options } from '@/components/ui/select';
import { useEmployeeOptions } from '@/lib/api/get-employee-options';
import { notify } from '@/lib/notify';
import { useReviewActions } from '../api/reviews';

/** What the form holds (text, as inputs give it); `toPayload` makes the API's body of it. */
export interface CycleFormValues {
  name: string;
  employee_ids: string[];
  questions: {
    kind: QuestionKind;
    text: string;
    competency: string;
    scale: { label: string; description: string }[];
  }[];
  stages: { stage: ReviewStage; on: boolean; due_date: string }[];
  max_peers: string;
  peer_threshold: string;
}
export type CycleInput = z.output<typeof createCycleInput>;

const KIND_LABELS: Record<QuestionKind, string> = { rating: 'Rating', text: 'Text', competency: 'Competency' };

/** A five-point scale whose points say what they mean (a rating or competency question starts with it). */
export const DEFAULT_SCALE = [
  { label: 'Below expectations', description: 'Often misses what the role needs.' },
  { label: 'Partly meets', description: 'Meets some of what the role needs.' },
  { label: 'Meets expectations', description: 'Consistently does what the role needs.' },
  { label: 'Exceeds', description: 'Often goes beyond what the role needs.' },
  { label: 'Outstanding', description: 'Far beyond the role; a model for others.' },
];
const newQuestion = (kind: QuestionKind = 'rating', text = '') => ({
  kind,
  text,
  competency: '',
  scale: DEFAULT_SCALE.map((point) => ({ ...point })),
});
const DEFAULT_STAGES: readonly ReviewStage[] = ['nominate', 'peer', 'self', 'manager', 'share', 'acknowledge'];

/** The API's body of the form: the chosen stages, the scale's values 1, 2, 3 ... in order. */
export function toPayload(organizationId: number, values: CycleFormValues) {
  return {
    organization_id: organizationId,
    name: values.name,
    // One checkbox alone gives its value (or false), several give an array.
    employee_ids: ([values.employee_ids] as unknown[]).flat().filter((id): id is string => typeof id === 'string'),
    questions: values.questions.map((question) => ({
      kind: question.kind,
      text: question.text,
      ...(question.kind === 'competency' && question.competency.trim() ? { competency: question.competency } : {}),
      ...(question.kind === 'text'
        ? {}
        : {
            scale: question.scale.map((point, index) => ({
              value: index + 1,
              label: point.label,
              ...(point.description.trim() ? { description: point.description } : {}),
            })),
          }),
    })),
    stages: values.stages.filter((item) => item.on).map(({ stage, due_date }) => ({ stage, due_date })),
    max_peers: values.max_peers.trim() === '' ? Number.NaN : Number(values.max_peers),
    peer_threshold: values.peer_threshold.trim() === '' ? Number.NaN : Number(values.peer_threshold),
  };
}

/**
 * Checks the form with the API's own schema (shared/src/reviews.ts) on its body; a stage's error
 * goes back under the stage's row of the form (the body holds only the chosen stages).
 */
const cycleResolver =
  (organizationId: number): Resolver<CycleFormValues, unknown, CycleInput> =>
  async (values, _context, options) => {
    const parsed = createCycleInput.safeParse(toPayload(organizationId, values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const chosen = values.stages.flatMap((item, index) => (item.on ? [index] : []));
    const flat: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const path = [...issue.path];
      if (path[0] === 'stages' && typeof path[1] === 'number') path[1] = chosen[path[1]] ?? path[1];
      const name = path.join('.');
      flat[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };

/** An array's own error (e.g. "Add at least one question."), as react-hook-form keeps it. */
function arrayError(
  form: UseFormReturn<CycleFormValues, unknown, CycleInput>,
  name: 'questions' | 'stages' | 'employee_ids',
) {
  const error = form.formState.errors[name] as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

/** "New review cycle" (HR): name, reviewees, the template of questions, the stages with deadlines, peers. */
export function CycleDialog({ organizationId, open, onClose }: DialogOnProps<'open', boolean>) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="New review cycle"
      description="A draft: nothing is sent until you launch it."
      className="sm:max-w-2xl"
    >
      <CycleForm organizationId={organizationId} onClose={onClose} />
    </FormDialog>
  );
}

function CycleForm({ organizationId, onClose }: { organizationId: number; onClose: () => void }) {
  const [defaults] = useState<CycleFormValues>(() => ({
    name: '',
    employee_ids: [],
    questions: [
      newQuestion('rating', 'Overall, how well did they deliver this cycle?'),
      newQuestion('text', 'What should they keep doing, and what could they do differently?'),
    ],
    stages: REVIEW_STAGES.map((stage) => ({ stage, on: DEFAULT_STAGES.includes(stage), due_date: '' })),
    max_peers: '5',
    peer_threshold: String(MIN_PEER_THRESHOLD),
  }));
  const form = useForm<CycleFormValues, unknown, CycleInput>({
    resolver: cycleResolver(organizationId),
    defaultValues: defaults,
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const stages = form.watch('stages');
  const employees = useEmployeeOptions(organizationId);
  const { create } = useReviewActions(organizationId);

  const save = async (values: CycleInput) => {
    await create(values);
    notify.success('Review cycle saved as a draft.');
    onClose();
  };

  return (
    <DialogForm
      form={form}
      onSubmit={save}
      fields={['name', 'employee_ids', 'questions', 'stages', 'max_peers', 'peer_threshold']}
      submitLabel="Save cycle"
      pendingLabel="Saving..."
    >
      <InputField form={form} name="name" label="Cycle name" required maxLength={120} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-slate-900 text-sm">Reviewees</legend>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              form.setValue(
                'employee_ids',
                (employees.data ?? []).map((employee) => String(employee.id)),
                { shouldDirty: true },
              )
            }
          >
            Choose everyone
          </Button>
          <Button variant="ghost" size="sm" onClick={() => form.setValue('employee_ids', [], { shouldDirty: true })}>
            Clear
          </Button>
        </div>
        {employees.error ? <p className="text-red-700 text-sm">Employees could not be loaded.</p> : null}
        <div className="grid max-h-48 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2">
          {(employees.data ?? []).map((employee) => (
            <label key={employee.id} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={String(employee.id)} {...form.register('employee_ids')} />
              {employee.first_name} {employee.last_name}
            </label>
          ))}
        </div>
        <FieldMessage text={arrayError(form, 'employee_ids')} />
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-medium text-slate-900 text-sm">Questions</legend>
        {questions.fields.map((field, index) => (
          <QuestionEditor key={field.id} form={form} index={index} onRemove={() => questions.remove(index)} />
        ))}
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => questions.append(newQuestion())}
        >
          Add question
        </Button>
        <FieldMessage text={arrayError(form, 'questions')} />
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-slate-900 text-sm">Stages and deadlines</legend>
        {REVIEW_STAGES.map((stage, index) => (
          <div key={stage} className="grid grid-cols-[1fr_auto] items-start gap-2 sm:grid-cols-[14rem_1fr]">
            <label className="flex items-center gap-2 pt-2 text-sm">
              <input type="checkbox" {...form.register(`stages.${index}.on`)} />
              {REVIEW_STAGE_LABELS[stage]}
            </label>
            {stages[index]?.on ? (
              <InputField
                form={form}
                name={`stages.${index}.due_date`}
                label={`${REVIEW_STAGE_LABELS[stage]} due`}
                type="date"
              />
            ) : (
              <span />
            )}
          </div>
        ))}
        <FieldMessage text={arrayError(form, 'stages')} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          form={form}
          name="max_peers"
          label="Most peers a reviewee may nominate"
          inputMode="numeric"
          required
        />
        <InputField
          form={form}
          name="peer_threshold"
          label="Peer threshold"
          hint={`Peer answers are shown, averaged, only when at least this many answered (never below ${MIN_PEER_THRESHOLD}).`}
          inputMode="numeric"
          required
        />
      </div>
    </DialogForm>
  );
}

function FieldMessage({ text }: { text: string | undefined }) {
  return text ? (
    <p role="alert" className="text-red-700 text-sm">
      {text}
    </p>
  ) : null;
}

/** One question: its kind, text, a competency's name, and a rated question's scale (each point described). */
function QuestionEditor({
  form,
  index,
  onRemove,
}: {
  form: UseFormReturn<CycleFormValues, unknown, CycleInput>;
  index: number;
  onRemove: () => void;
}) {
  const kind = form.watch(`questions.${index}.kind`);
  const scale = useFieldArray({ control: form.control, name: `questions.${index}.scale` });
  const number = index + 1;
  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 p-3">
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <SelectField
          form={form}
          name={`questions.${index}.kind`}
          label={`Question ${number} kind`}
          // A select added with a field array shows its first option otherwise (not the item's kind).
          defaultValue={form.getValues(`questions.${index}.kind`)}
        >
          <Options values={QUESTION_KINDS} labels={KIND_LABELS} />
        </SelectField>
        <InputField form={form} name={`questions.${index}.text`} label={`Question ${number}`} maxLength={500} />
      </div>
      {kind === 'competency' ? (
        <InputField form={form} name={`questions.${index}.competency`} label={`Question ${number} competency`} />
      ) : null}
      {kind === 'text' ? null : (
        <fieldset className="grid gap-2">
          <legend className="text-slate-700 text-sm">Question {number} scale (1 is lowest)</legend>
          {scale.fields.map((point, pointIndex) => (
            <div key={point.id} className="grid gap-2 sm:grid-cols-[12rem_1fr]">
              <InputField
                form={form}
                name={`questions.${index}.scale.${pointIndex}.label`}
                label={`Q${number} point ${pointIndex + 1}`}
                maxLength={60}
              />
              <InputField
                form={form}
                name={`questions.${index}.scale.${pointIndex}.description`}
                label={`Q${number} point ${pointIndex + 1} description`}
                maxLength={300}
              />
            </div>
          ))}
          <div className="flex flex-wrap gap-2">
            {scale.fields.length < 10 ? (
              <Button variant="outline" size="sm" onClick={() => scale.append({ label: '', description: '' })}>
                Add point
              </Button>
            ) : null}
            {scale.fields.length > 2 ? (
              <Button variant="ghost" size="sm" onClick={() => scale.remove(scale.fields.length - 1)}>
                Remove last point
              </Button>
            ) : null}
          </div>
        </fieldset>
      )}
      {form.getValues('questions').length > 1 ? (
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={onRemove}>
          Remove question {number}
        </Button>
      ) : null}
    </div>
  );
}
