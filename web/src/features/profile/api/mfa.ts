import type { MfaConfirmInput, MfaDisableInput, MfaEnrolment, MfaRecoveryCodes, MfaStatus } from '@wattle/shared/mfa';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const mfaStatusKey = ['mfa'] as const;

export function useMfaStatus() {
  return useSWR(mfaStatusKey, () => api.get<MfaStatus>('/mfa'));
}

export function startMfaEnrolment(): Promise<MfaEnrolment> {
  return api.post<MfaEnrolment>('/mfa/enrolment');
}

export function confirmMfaEnrolment(input: MfaConfirmInput): Promise<MfaRecoveryCodes> {
  return api.post<MfaRecoveryCodes>('/mfa/enrolment/confirm', input);
}

export function disableMfa(input: MfaDisableInput): Promise<void> {
  return api.delete('/mfa', input);
}
