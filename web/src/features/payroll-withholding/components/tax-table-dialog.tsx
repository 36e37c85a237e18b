import { parseRows } from '@wattle/shared/coefficient-rows';
import {
  LOADED_TABLE_SCALE_LABELS,
  LOADED_TABLE_SCALES,
  type LoadedTableScale,
  type LoadedTaxTableInput,
} from '@wattle/shared/payroll-withholding';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField, SelectField } from '@/components/forms/input-field';
import { Field } from '@/components/ui/field';
import { Options } from '@/components/ui/select';
import { notify } from '@/lib/notify';
import {
  MedicareFiguresFields,
  type MedicareFiguresValues,
  NO_MEDICARE_FIGURES,
  parseMedicareFigures,
} from './medicare-figures-fields';

interface TableFormValues {
  name: string;
  applies_from: string;
  applies_to: string;
  scale: LoadedTableScale;
  rows: string;
  study_loan_rows: string;
  medicare_levy_adjustment: MedicareFiguresValues;
}

const FIELDS = [
  'name',
  'applies_from',
  'applies_to',
  'scale',
  'rows',
  'study_loan_rows',
  'medicare_levy_adjustment',
] as const;
/** Scales whose tables may carry the Medicare levy adjustment figures. */
const MEDICARE_SCALES: readonly LoadedTableScale[] = ['2', '6'];
export const ROWS_FORMAT_MESSAGE =
  'One row a line: weekly earnings less than (whole dollars), a and b; the last line starts with "over".';
const textareaClasses =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-red-500';

/** Load a Schedule 1 scale (and optionally its Schedule 8 rows): for pay dates the product does not cover, or to replace a built-in table. */
export function TaxTableDialog({
  open,
  onClose,
  onLoad,
}: {
  open: boolean;
  onClose: () => void;
  onLoad: (input: LoadedTaxTableInput) => Promise<unknown>;
}) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Load Tax Table"
      description="Copy a scale of the ATO’s Schedule 1 statement of formulas. For its pay dates it replaces the built-in table."
    >
      <TableForm onLoad={onLoad} onDone={onClose} />
    </FormDialog>
  );
}

function TableForm({
  onLoad,
  onDone,
}: {
  onLoad: (input: LoadedTaxTableInput) => Promise<unknown>;
  onDone: () => void;
}) {
  const form = useForm<TableFormValues>({
    defaultValues: {
      name: '',
      applies_from: '',
      applies_to: '',
      scale: '2',
      rows: '',
      study_loan_rows: '',
      medicare_levy_adjustment: NO_MEDICARE_FIGURES,
    },
  });
  const {
    register,
    setError,
    watch,
    formState: { errors },
  } = form;
  const medicareScale = MEDICARE_SCALES.includes(watch('scale'));

  const submit = async (values: TableFormValues) => {
    const rows = parseRows(values.rows);
    const studyRows = values.study_loan_rows.trim() ? parseRows(values.study_loan_rows) : undefined;
    if (!rows || rows.length === 0) {
      setError('rows', { type: 'format', message: ROWS_FORMAT_MESSAGE });
      return;
    }
    if (studyRows === null) {
      setError('study_loan_rows', { type: 'format', message: ROWS_FORMAT_MESSAGE });
      return;
    }
    // Only a scale 2 or 6 table carries them; on another scale what was typed is not sent.
    const medicare = MEDICARE_SCALES.includes(values.scale)
      ? parseMedicareFigures(values.medicare_levy_adjustment)
      : { ok: true as const };
    if (!medicare.ok) {
      for (const [key, message] of Object.entries(medicare.errors))
        setError(`medicare_levy_adjustment.${key as keyof MedicareFiguresValues}`, { type: 'format', message });
      return;
    }
    await onLoad({
      name: values.name,
      applies_from: values.applies_from,
      applies_to: values.applies_to,
      scale: values.scale,
      rows,
      ...(studyRows ? { study_loan_rows: studyRows } : {}),
      ...(medicare.figures ? { medicare_levy_adjustment: medicare.figures } : {}),
    });
    notify.success(`${values.name.trim()} loaded.`);
    onDone();
  };

  return (
    <DialogForm form={form} fields={FIELDS} onSubmit={submit} submitLabel="Load Table" pendingLabel="Loading...">
      <InputField
        form={form}
        name="name"
        label="Name"
        required
        hint="e.g. Schedule 1 from 1 July 2027, scale 2"
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="applies_from" label="First pay date" required type="date" />
        <InputField form={form} name="applies_to" label="Last pay date" required type="date" />
      </div>
      <SelectField form={form} name="scale" label="Scale" required>
        <Options values={LOADED_TABLE_SCALES} labels={LOADED_TABLE_SCALE_LABELS} />
      </SelectField>
      <Field
        label="Rows"
        required
        hint={`${ROWS_FORMAT_MESSAGE} Scale 4: one line "over 0.47 0".`}
        error={errors.rows?.message}
      >
        {(c) => <textarea {...c} {...register('rows')} rows={6} className={textareaClasses} spellCheck={false} />}
      </Field>
      <Field
        label="Study loan rows (Schedule 8)"
        hint="Optional: the component rows for this scale, in the same form."
        error={errors.study_loan_rows?.message}
      >
        {(c) => (
          <textarea {...c} {...register('study_loan_rows')} rows={4} className={textareaClasses} spellCheck={false} />
        )}
      </Field>
      {medicareScale ? (
        <MedicareFiguresFields
          form={form}
          error={(errors.medicare_levy_adjustment as { message?: string } | undefined)?.message}
        />
      ) : null}
    </DialogForm>
  );
}
