import { HolidaysPage } from '@/features/leave/components/holidays-page';

export default function HolidaysRoute() {
  return <HolidaysPage />;
}
