import { type Offer, offerStatusInput } from '@wattle/shared/hiring';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useRevalidateSelection } from './keys';

export type OfferAnswer = z.output<typeof offerStatusInput>['status'];

export interface AnswerOfferArg {
  id: number;
  status: OfferAnswer;
}

/** Accepted hires the applicant, Declined rejects them, Withdrawn sends them back to interview. */
export function answerOffer({ id, status }: AnswerOfferArg): Promise<Offer> {
  return api.patch<Offer>(`/recruitment/offers/${id}/status`, offerStatusInput.parse({ status }));
}

export function useAnswerOffer(organizationId: number) {
  const revalidate = useRevalidateSelection(organizationId);
  return useSWRMutation(
    ['organizations', organizationId, 'offers'],
    (_key, { arg }: { arg: AnswerOfferArg }) => answerOffer(arg),
    // A 409 (already answered elsewhere) reloads too, so the screen shows where it stands.
    { onSuccess: () => void revalidate(), onError: () => void revalidate(), populateCache: false, revalidate: false },
  );
}
