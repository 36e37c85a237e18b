import { zodResolver } from '@hookform/resolvers/zod';
import { EXIT_REASON_LABELS } from '@wattle/shared/employee-lifecycle';
import { type FinalPay, type FinalPayFigure, type FinalPayInput, finalPayInput } from '@wattle/shared/final-pay';
import { formatAudAmount } from '@wattle/shared/money';
import { PAY_LINE_KIND_LABELS } from '@wattle/shared/payroll-constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog, type FormOnProps } from '@/components/forms/form-dialog';
import { InputField, SelectField } from '@/components/forms/input-field';
import { ErrorAlert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { notify } from '@/lib/notify';
import { useFinalPay, useRemoveFinalPay, useSetUpFinalPay } from '../api/final-pay';

interface FinalPayDialogProps {
  organizationId: number;
  employeeId: number;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Final Pay (issue 30 §1), from a recorded exit: what the leaver is owed — unused annual leave with
 * its loading, long service leave, pay in lieu of notice, redundancy pay and any other termination
 * payment — set up as items the next pay run pays, withheld by the ATO's Schedules 7 and 11.
 */
export function FinalPayDialog({ organizationId, employeeId, name, open, onOpenChange }: FinalPayDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Final Pay"
      description={`${name}'s termination pay: the first pay run paying on or after the last working day pays it.`}
      className="sm:max-w-2xl"
    >
      <FinalPayBody organizationId={organizationId} employeeId={employeeId} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function FinalPayBody({ organizationId, employeeId, onDone }: FormOnProps<'employeeId', number>) {
  const { data, error, isLoading } = useFinalPay(organizationId, employeeId);
  if (isLoading) return <Spinner label="Loading the final pay..." />;
  if (error || !data) {
    return <ErrorAlert>{error instanceof Error ? error.message : 'The final pay could not be loaded.'}</ErrorAlert>;
  }
  return (
    <div className="grid gap-4">
      <Summary finalPay={data} />
      {data.items.length > 0 ? (
        <SetUpItems organizationId={organizationId} finalPay={data} onDone={onDone} />
      ) : (
        <FinalPayForm organizationId={organizationId} finalPay={data} />
      )}
    </div>
  );
}

function FigureText({ label, figure }: { label: string; figure: FinalPayFigure }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2 text-slate-900">
        {figure.amount === null ? 'Not in this build: enter it below' : formatAudAmount(figure.amount)}
        <Badge tone={figure.verified ? 'green' : 'amber'}>{figure.verified ? 'Verified' : 'Unverified'}</Badge>
        <a className="text-brand-700 underline" href={figure.source_url} target="_blank" rel="noreferrer">
          Source
        </a>
      </dd>
    </>
  );
}

function Summary({ finalPay }: { finalPay: FinalPay }) {
  const { notice, redundancy, figures } = finalPay;
  return (
    <dl className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm sm:grid-cols-[12rem_1fr]">
      <dt className="text-slate-500">Last working day</dt>
      <dd className="font-medium text-slate-900">{formatDate(finalPay.last_working_day)}</dd>
      <dt className="text-slate-500">Reason</dt>
      <dd className="text-slate-900">
        {EXIT_REASON_LABELS[finalPay.reason]} (STP cessation type {finalPay.cessation_code})
      </dd>
      <dt className="text-slate-500">Service</dt>
      <dd className="text-slate-900">
        {finalPay.years_of_service} complete year{finalPay.years_of_service === 1 ? '' : 's'}; ordinary weekly pay{' '}
        {formatAudAmount(finalPay.weekly_pay)}
      </dd>
      <dt className="text-slate-500">Annual leave balance</dt>
      <dd className="text-slate-900">
        {finalPay.annual_leave.balance_hours} h
        {finalPay.annual_leave.loading_rate ? `, loading ${finalPay.annual_leave.loading_rate}%` : ''}
      </dd>
      {finalPay.long_service_leave ? (
        <>
          <dt className="text-slate-500">Long service leave</dt>
          <dd className="text-slate-900">{finalPay.long_service_leave.balance_hours} h</dd>
        </>
      ) : null}
      <dt className="text-slate-500">NES notice (s 117)</dt>
      <dd className="text-slate-900">
        {notice.nes_weeks} weeks{notice.given_weeks !== null ? `; ${notice.given_weeks} given` : ''}
      </dd>
      <dt className="text-slate-500">NES redundancy (s 119)</dt>
      <dd className="text-slate-900">
        {redundancy.nes_weeks} weeks
        <span className="block text-xs text-slate-500">{redundancy.small_business_note}</span>
      </dd>
      <FigureText label={`ETP cap ${figures.year}`} figure={figures.etp_cap} />
      <FigureText label="Tax-free redundancy base" figure={figures.redundancy_base} />
      <FigureText label="… per year of service" figure={figures.redundancy_per_year} />
    </dl>
  );
}

function SetUpItems({ organizationId, finalPay, onDone }: FormOnProps<'finalPay', FinalPay>) {
  const remove = useRemoveFinalPay(organizationId, finalPay.employee_id);
  const [confirming, setConfirming] = useState(false);
  const unpaid = finalPay.items.some((item) => item.paid_in_run_id === null);
  return (
    <div className="grid gap-3">
      <h3 className="text-sm font-semibold text-slate-900">Set up</h3>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
        {finalPay.items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 p-2">
            <span className="min-w-0 break-words text-slate-900">
              {item.description}
              <span className="block text-xs text-slate-500">
                {PAY_LINE_KIND_LABELS[item.kind]} · {item.termination_code}
                {item.paid_in_run_id !== null ? ` · paid in pay run ${item.paid_in_run_id}` : ' · not paid yet'}
              </span>
            </span>
            <span className="font-medium text-slate-900 tabular-nums">{formatAudAmount(item.amount ?? '0')}</span>
          </li>
        ))}
      </ul>
      {finalPay.notes.map((note) => (
        <p key={note} className="text-sm text-amber-800">
          {note}
        </p>
      ))}
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Close
        </Button>
        {unpaid ? (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Remove Final Pay
          </Button>
        ) : null}
      </DialogFooter>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove Final Pay"
        description="Remove the final pay's items that no pay run has paid yet? You can set it up again."
        confirmLabel="Remove Final Pay"
        busyLabel="Removing..."
        onConfirm={async () => {
          await remove.trigger();
          notify.success(`Final pay removed for ${finalPay.employee_name}.`);
        }}
      />
    </div>
  );
}

const FIELDS = [
  'annual_leave_hours',
  'long_service_leave_hours',
  'notice_in_lieu_weeks',
  'redundancy_weeks',
  'other_etp_amount',
  'other_etp_description',
  'death_benefit_to',
  'etp_cap',
  'redundancy_base',
  'redundancy_per_year',
] as const;

function FinalPayForm({ organizationId, finalPay }: { organizationId: number; finalPay: FinalPay }) {
  const setUp = useSetUpFinalPay(organizationId, finalPay.employee_id);
  const redundant = finalPay.reason === 'redundancy';
  const form = useForm({
    resolver: zodResolver(finalPayInput),
    defaultValues: {
      annual_leave_hours: finalPay.reason === 'deceased' ? '0' : finalPay.annual_leave.balance_hours,
      long_service_leave_hours: '0',
      notice_in_lieu_weeks: finalPay.notice.suggested_in_lieu_weeks,
      redundancy_weeks: redundant ? finalPay.redundancy.nes_weeks : 0,
      genuine_redundancy: redundant,
      invalidity: finalPay.reason === 'ill_health',
      other_etp_amount: '',
      other_etp_description: '',
      death_benefit_to: undefined,
      etp_cap: '',
      redundancy_base: '',
      redundancy_per_year: '',
    } as FinalPayInput,
  });
  const { register } = form;
  return (
    <DialogForm
      form={form}
      fields={FIELDS}
      submitLabel="Set Up Final Pay"
      pendingLabel="Setting up..."
      onSubmit={async (values) => {
        await setUp.trigger(values as FinalPayInput);
        notify.success(`Final pay set up for ${finalPay.employee_name}: the next pay run pays it.`);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="annual_leave_hours" label="Unused annual leave (hours)" inputMode="decimal" />
        <InputField
          form={form}
          name="long_service_leave_hours"
          label="Long service leave (hours)"
          inputMode="decimal"
        />
        <InputField form={form} name="notice_in_lieu_weeks" label="Pay in lieu of notice (weeks)" inputMode="decimal" />
        <InputField form={form} name="redundancy_weeks" label="Redundancy pay (weeks)" inputMode="decimal" />
        <InputField form={form} name="other_etp_amount" label="Other termination payment" inputMode="decimal" />
        <InputField form={form} name="other_etp_description" label="Its description" />
      </div>
      <div className="grid gap-2 text-sm text-slate-800">
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-1" {...register('genuine_redundancy')} />
          Genuine redundancy (tax-free up to the year’s limit; leave as Lump Sum A)
        </label>
        <label className="flex items-start gap-2">
          <input type="checkbox" className="mt-1" {...register('invalidity')} />
          Invalidity or early retirement scheme (leave as Lump Sum A)
        </label>
      </div>
      {finalPay.reason === 'deceased' ? (
        <SelectField form={form} name="death_benefit_to" label="Death benefit paid to">
          <option value="">Choose…</option>
          <option value="dependant">A dependant</option>
          <option value="non_dependant">A non-dependant</option>
          <option value="trustee">The trustee of the estate</option>
        </SelectField>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-sm text-slate-600">
          The year’s ATO figures, where missing or to replace an unverified one (an owner’s entry):
        </legend>
        <InputField
          form={form}
          name="etp_cap"
          label="ETP cap"
          inputMode="decimal"
          placeholder={finalPay.figures.etp_cap.amount ?? ''}
        />
        <InputField
          form={form}
          name="redundancy_base"
          label="Tax-free base"
          inputMode="decimal"
          placeholder={finalPay.figures.redundancy_base.amount ?? ''}
        />
        <InputField
          form={form}
          name="redundancy_per_year"
          label="Per year of service"
          inputMode="decimal"
          placeholder={finalPay.figures.redundancy_per_year.amount ?? ''}
        />
      </fieldset>
    </DialogForm>
  );
}
