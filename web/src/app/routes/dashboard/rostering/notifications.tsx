import { NotificationsPage } from '@/features/rostering/components/notifications-page';

export default function RosterNotificationsRoute() {
  return <NotificationsPage />;
}
