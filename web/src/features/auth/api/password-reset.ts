import type { PasswordResetInput, PasswordResetRequestInput } from '@wattle/shared/auth';
import { api } from '@/lib/api-client';

/** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export function requestPasswordReset(input: PasswordResetRequestInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/password-reset', input);
}

/** Sets a new password with the link's token; every session of the account ends. */
export function resetPassword(input: PasswordResetInput): Promise<void> {
  return api.post<void>('/password-reset/confirm', input);
}
