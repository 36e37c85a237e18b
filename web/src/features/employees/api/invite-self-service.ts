import type { Invitation } from '@wattle/shared/members';
import { api } from '@/lib/api-client';

/** Invites the record's person to self-service (their personal e-mail unless another is given). */
export function inviteToSelfService(employeeId: number, email?: string): Promise<Invitation> {
  return api.post<Invitation>(`/employees/${employeeId}/self-service-invitation`, email ? { email } : {});
}
