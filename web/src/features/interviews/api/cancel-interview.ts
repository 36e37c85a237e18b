import type { Interview } from '@wattle/shared/hiring';
import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';
import { interviewsKey, useRevalidateInterviews } from './keys';

export function cancelInterview(id: number): Promise<Interview> {
  return api.patch<Interview>(`/recruitment/interviews/${id}/cancel`);
}

export function useCancelInterview(organizationId: number) {
  const revalidate = useRevalidateInterviews(organizationId);
  return useSWRMutation(interviewsKey(organizationId), (_key, { arg: id }: { arg: number }) => cancelInterview(id), {
    onSuccess: () => void revalidate(),
    populateCache: false,
    revalidate: false,
  });
}
