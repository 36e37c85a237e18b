import type { OvertimeDecisionKind, TimesheetOvertimeRow } from '@wattle/shared/timesheet-constants';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { type DialogOnProps, FormDialog, type FormOnProps } from '@/components/forms/form-dialog';
import { TextareaField } from '@/components/forms/input-field';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useTimesheetActions } from '../api/timesheets';
import { formatMinutes } from './format';

export interface OvertimeChoice {
  row: TimesheetOvertimeRow;
  decision: OvertimeDecisionKind;
}

export const DECISION_TITLES: Record<OvertimeDecisionKind, string> = {
  pay: 'Pay as overtime',
  time_off: 'Take as time off',
};

const weekText = (row: TimesheetOvertimeRow) => `week of ${formatDate(row.week_start, 'medium')}`;

/** What deciding a week's overtime does, as the dialog says it. */
export function decisionText({ row, decision }: OvertimeChoice): string {
  const hours = `${formatMinutes(row.minutes)} h of overtime`;
  return decision === 'pay'
    ? `The ${hours} are paid at the overtime rates in the pay run of the period.`
    : `The ${hours} are not paid: they are credited to ${row.employee_name}'s time off in lieu when the pay run of the period is finalised (${row.time_off_rule}). Time off instead of payment needs the employee's written agreement.`;
}

/** Confirms a week's overtime decision, with an optional comment; toasts when saved. */
export function OvertimeDecisionDialog({
  organizationId,
  choice,
  onClose,
}: DialogOnProps<'choice', OvertimeChoice | null>) {
  return (
    <FormDialog
      open={choice}
      onClose={onClose}
      title={(value) => DECISION_TITLES[value.decision]}
      description={(value) => `${value.row.employee_name}, ${weekText(value.row)}`}
    >
      {(value) => <DecisionForm organizationId={organizationId} choice={value} onDone={onClose} />}
    </FormDialog>
  );
}

function DecisionForm({ organizationId, choice, onDone }: FormOnProps<'choice', OvertimeChoice>) {
  const actions = useTimesheetActions(organizationId);
  const form = useForm({ defaultValues: { comment: '' } });
  const { row, decision } = choice;
  return (
    <DialogForm
      form={form}
      fields={['comment']}
      submitLabel={DECISION_TITLES[decision]}
      pendingLabel="Saving..."
      onSubmit={async ({ comment }) => {
        await actions.decideOvertime(row.timesheet_id, row.week_start, decision, row.version, comment);
        notify.success(
          `${row.employee_name}'s overtime in the ${weekText(row)} ${decision === 'pay' ? 'will be paid as overtime' : 'will be taken as time off'}.`,
        );
        onDone();
      }}
    >
      <p className="text-sm text-slate-600">
        {decisionText(choice)}
        {decision === 'time_off' && row.time_off_unverified ? (
          <Badge tone="amber" className="ml-1">
            Unverified
          </Badge>
        ) : null}
      </p>
      <TextareaField form={form} name="comment" label="Comment" rows={3} maxLength={1000} />
    </DialogForm>
  );
}
