import type { PayConditionSetView } from '@wattle/shared/pay-conditions/index';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { payrollSetupKey } from './keys';

/** The pay condition sets employee pay can choose: the built-in awards, then the organization's own. */
export function usePayConditionSets(organizationId: number | null) {
  return useSWR(organizationId ? [...payrollSetupKey(organizationId), 'pay-conditions'] : null, () =>
    api.get<PayConditionSetView[]>(`/organizations/${organizationId}/pay-conditions`),
  );
}
