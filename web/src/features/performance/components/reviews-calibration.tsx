import {
  type CalibrationRow,
  PERFORMANCE_RATING_LABELS,
  PERFORMANCE_RATINGS,
  POTENTIAL_LABELS,
  POTENTIALS,
  type Potential,
  startingRating,
} from '@wattle/shared/review-calibration';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { actionsColumn, DataTable, shownPager } from '@/components/data-table/data-table';
import { RowAction } from '@/components/data-table/row-action';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { SelectField, TextareaField } from '@/components/forms/input-field';
import { Card } from '@/components/ui/card';
import { useCursorPages } from '@/components/ui/cursor-pager';
import { ExportButton } from '@/components/ui/export-button';
import { Options } from '@/components/ui/select';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/permissions';
import { useCalibration, useCalibrationActions } from '../api/calibration';
import type { ReviewCycle } from '../api/reviews';
import { CalibrationImport } from './reviews-calibration-import';
import { NineBox } from './reviews-nine-box';

export const CALIBRATION_EMPTY = 'No reviewees in this cycle yet.';

const ratingLabel = (rating: number | null) =>
  rating === null ? '–' : `${rating} – ${PERFORMANCE_RATING_LABELS[Math.round(rating)] ?? ''}`;

/**
 * Calibration of a cycle (HR and senior managers: performance approve over the whole
 * organization): the reviewees' manager ratings beside the calibrated rating and potential, in the
 * table and a 9-box; an adjustment with its reason (audited); the CSV out and back in.
 */
export function CalibrationCard({ organizationId, cycle }: { organizationId: number; cycle: ReviewCycle }) {
  const pages = useCursorPages(String(cycle.id));
  const { data, error, isLoading, isValidating, mutate } = useCalibration(organizationId, cycle.id, pages.cursor);
  const actions = useCalibrationActions(organizationId, cycle.id);
  const exports = useCan('performance', 'export', 'organization');
  const [adjusting, setAdjusting] = useState<CalibrationRow | null>(null);
  const open = data?.open ?? false;
  const rows = data?.data ?? [];
  return (
    <Card className="mb-6 space-y-4 p-4" role="region" aria-label={`Calibration of ${cycle.name}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-lg">Calibration: {cycle.name}</h2>
        {exports ? (
          <ExportButton
            path={`/performance/cycles/${cycle.id}/calibration/csv`}
            fallbackName="calibration.csv"
            label="Export CSV"
          />
        ) : null}
      </div>
      {data && !open ? (
        <p className="text-slate-600 text-sm">
          {data.cycle.status === 'shared'
            ? 'The cycle is shared: calibration is closed.'
            : 'Calibration opens once the cycle is launched.'}
        </p>
      ) : null}
      {open ? <CalibrationImport importCsv={actions.importCsv} /> : null}
      <DataTable
        label="Calibration"
        rows={rows}
        rowKey={(row) => row.employee_id}
        loading={isLoading}
        loadingText="Loading the ratings..."
        error={error}
        onRetry={() => mutate()}
        empty={CALIBRATION_EMPTY}
        busy={isValidating}
        pager={shownPager('Calibration pages', pages, data?.next_cursor, rows.length, isValidating)}
        columns={[
          { header: 'Employee', cell: (row) => row.employee_name },
          { header: 'Manager', cell: (row) => row.manager_name ?? '–' },
          { header: 'Manager rating', cell: (row) => (row.manager_rating === null ? '–' : row.manager_rating) },
          { header: 'Calibrated rating', cell: (row) => ratingLabel(row.calibrated_rating) },
          { header: 'Potential', cell: (row) => (row.potential ? POTENTIAL_LABELS[row.potential] : '–') },
          { header: 'Reason', cell: (row) => row.reason ?? '–' },
          open &&
            actionsColumn<CalibrationRow>((row) => (
              <RowAction label={`Adjust ${row.employee_name}`} onClick={() => setAdjusting(row)}>
                Adjust
              </RowAction>
            )),
        ]}
      />
      {data?.next_cursor || pages.page > 1 ? (
        <p className="text-slate-600 text-sm">
          {data?.per_page ?? 100} reviewees a page: the 9-box places this page’s; the CSV export holds them all.
        </p>
      ) : null}
      {rows.length > 0 ? <NineBox rows={rows} onPick={open ? setAdjusting : undefined} /> : null}
      <FormDialog
        open={adjusting}
        onClose={() => setAdjusting(null)}
        title={(row) => `Adjust ${row.employee_name}`}
        description={(row) =>
          `Manager rating: ${row.manager_rating ?? 'none yet'}. The change and its reason are audited.`
        }
      >
        {(row) => (
          <AdjustForm
            row={row}
            onSave={async (change) => {
              await actions.calibrate(row, change);
              notify.success(`Calibration of ${row.employee_name} saved.`);
              setAdjusting(null);
            }}
          />
        )}
      </FormDialog>
    </Card>
  );
}

interface AdjustValues {
  calibrated_rating: string;
  potential: Potential | '';
  reason: string;
}

function AdjustForm({
  row,
  onSave,
}: {
  row: CalibrationRow;
  onSave: (change: { calibrated_rating: number; potential: Potential; reason: string }) => Promise<void>;
}) {
  // Also the select's own default: without it the form took the first option's value on the dialog's second render.
  const starting = String(row.calibrated_rating ?? startingRating(row.manager_rating) ?? 3);
  const form = useForm<AdjustValues>({
    defaultValues: {
      calibrated_rating: starting,
      potential: row.potential ?? '',
      reason: '',
    },
  });
  return (
    <DialogForm
      form={form}
      fields={['calibrated_rating', 'potential', 'reason']}
      submitLabel="Save"
      pendingLabel="Saving..."
      onSubmit={async (values) => {
        if (values.potential === '') {
          form.setError('potential', { message: 'Choose a potential: low, medium or high.' });
          return;
        }
        if (values.reason.trim() === '') {
          form.setError('reason', { message: 'Give the reason for the change.' });
          return;
        }
        await onSave({
          calibrated_rating: Number(values.calibrated_rating),
          potential: values.potential,
          reason: values.reason.trim(),
        });
      }}
    >
      <SelectField form={form} name="calibrated_rating" label="Calibrated rating" required>
        <Options values={PERFORMANCE_RATINGS.map(String)} labels={ratingOptions} />
      </SelectField>
      <SelectField form={form} name="potential" label="Potential" required>
        <option value="">Choose...</option>
        <Options values={POTENTIALS} labels={POTENTIAL_LABELS} />
      </SelectField>
      <TextareaField form={form} name="reason" label="Reason" required rows={3} maxLength={500} />
    </DialogForm>
  );
}

const ratingOptions = Object.fromEntries(
  PERFORMANCE_RATINGS.map((rating) => [String(rating), `${rating} – ${PERFORMANCE_RATING_LABELS[rating]}`]),
);
