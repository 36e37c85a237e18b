import { Info } from 'lucide-react';

/** Wattle HR has no self-service reset: accounts are managed by an administrator. */
export function ForgotPasswordNotice() {
  return (
    <div id="forgot" className="flex gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2.5 text-sm text-sky-900">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>Passwords are reset by your administrator. Ask them to set a new password for your account.</p>
    </div>
  );
}
