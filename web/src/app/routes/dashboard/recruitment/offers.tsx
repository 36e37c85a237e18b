import { SelectionOffers } from '@/features/offers/components/selection-offers';

export default function OffersRoute() {
  return <SelectionOffers />;
}
