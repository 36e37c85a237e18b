import type { Offer, offerInput } from '@wattle/shared/hiring';
import useSWRMutation from 'swr/mutation';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useRevalidateSelection } from './keys';

export type OfferValues = z.output<typeof offerInput>;

export function makeOffer(input: OfferValues): Promise<Offer> {
  return api.post<Offer>('/recruitment/offers', input);
}

/** Sends an offer: the applicant moves to 'offer' and the candidate to Offer Extended. */
export function useMakeOffer(organizationId: number) {
  const revalidate = useRevalidateSelection(organizationId);
  return useSWRMutation(
    ['organizations', organizationId, 'offers'],
    (_key, { arg }: { arg: OfferValues }) => makeOffer(arg),
    { onSuccess: () => void revalidate(), populateCache: false, revalidate: false },
  );
}
