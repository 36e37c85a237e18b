import { zodResolver } from '@hookform/resolvers/zod';
import { type BankDetailsInput, bankDetailsInput, type SelfServiceProfile } from '@wattle/shared/self-service';
import { ShieldCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '@/components/forms/dialog-form';
import { FormDialog } from '@/components/forms/form-dialog';
import { InputField } from '@/components/forms/input-field';
import { useResetOnClose } from '@/components/forms/use-reset-on-close';
import { notify } from '@/lib/notify';
import { useMfaStatus } from '../api/mfa';
import { changeOwnBankDetails } from '../api/self-service';

export const BANK_CHANGED = 'Your bank details were changed. Your payroll team has been told by e-mail.';

const FIELDS = ['bank_bsb', 'bank_account_number', 'password', 'code'] as const;

interface BankForm {
  organization_id: number;
  version: number;
  bank_bsb: string;
  bank_account_number: string;
  password: string;
  code: string;
}

/**
 * Changing the bank details re-authenticates: the account's password, and the authenticator code
 * (or a recovery code) when MFA is on. Payroll and the employee are e-mailed about every change.
 */
export function BankDetailsDialog({
  open,
  onOpenChange,
  profile,
  organizationId,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: SelfServiceProfile;
  organizationId: number;
  onSaved: (profile: SelfServiceProfile) => void;
}) {
  const { data: mfa } = useMfaStatus();
  const blank = {
    organization_id: organizationId,
    version: profile.version,
    bank_bsb: '',
    bank_account_number: '',
    password: '',
    code: '',
  };
  const form = useForm<BankForm>({ resolver: zodResolver(bankDetailsInput) as never, defaultValues: blank });
  const { reset, resetField } = form;
  const close = useResetOnClose(form, blank, onOpenChange);
  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Change bank details"
      description="Where your pay goes. Confirm with your password: payroll and you are e-mailed about the change."
    >
      <DialogForm
        form={form}
        fields={FIELDS}
        errorText={(_error, message) => {
          // The BSB and account number stay as typed; a secret is typed again.
          resetField('password', { keepError: true });
          resetField('code', { keepError: true });
          return message;
        }}
        submitLabel="Change bank details"
        pendingLabel="Changing..."
        onSubmit={async (values) => {
          const input: BankDetailsInput = { ...values, organization_id: organizationId, version: profile.version };
          const saved = await changeOwnBankDetails(input);
          onSaved(saved);
          notify.success(BANK_CHANGED);
          reset(blank);
          onOpenChange(false);
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            form={form}
            name="bank_bsb"
            label="BSB"
            hint="Six digits, e.g. 062-000."
            required
            inputMode="numeric"
            autoComplete="off"
          />
          <InputField
            form={form}
            name="bank_account_number"
            label="Account Number"
            hint="5 to 10 digits."
            required
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <div className="space-y-4 rounded-lg bg-slate-50 p-4">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
            <ShieldCheck aria-hidden="true" className="size-4 text-brand-600" />
            Confirm it's you
          </p>
          <InputField
            form={form}
            name="password"
            label="Password"
            required
            type="password"
            autoComplete="current-password"
          />
          {mfa?.enabled ? (
            <InputField
              form={form}
              name="code"
              label="Authenticator code"
              hint="The 6-digit code from your app, or a recovery code."
              required
              autoComplete="one-time-code"
            />
          ) : null}
        </div>
      </DialogForm>
    </FormDialog>
  );
}
