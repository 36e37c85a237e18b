import type { WithholdingAnswer, WithholdingRequest } from '@wattle/shared/payroll-withholding';
import { api } from '@/lib/api-client';

/** `POST /payroll/withholding`: the amount to withhold from one payment (a read: nothing is saved). */
export const calculateWithholding = (input: WithholdingRequest) =>
  api.post<WithholdingAnswer>('/payroll/withholding', input);
