import type { Offer } from '@wattle/shared/hiring';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const offerKey = (organizationId: number, offerId: number) =>
  ['organizations', organizationId, 'offers', 'one', offerId] as const;

export function getOffer(offerId: number): Promise<Offer> {
  return api.get<Offer>(`/recruitment/offers/${offerId}`);
}

/** One offer, starting from the copy the table already holds. */
export function useOffer(organizationId: number, offer: Offer | null) {
  return useSWR(offer ? offerKey(organizationId, offer.id) : null, ([, , , , id]) => getOffer(id), {
    fallbackData: offer ?? undefined,
  });
}
