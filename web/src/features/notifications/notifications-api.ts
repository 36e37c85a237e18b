import type { NotificationList } from '@wattle/shared/leave-request-constants';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export const notificationsKey = (organizationId: number) => ['organizations', organizationId, 'notifications'] as const;

/** The caller's newest notifications and unread count, refreshed every minute and on focus. */
export function useNotifications(organizationId: number | null) {
  return useSWR(
    organizationId ? notificationsKey(organizationId) : null,
    () => api.get<NotificationList>(`/notifications?organization_id=${organizationId}`),
    { refreshInterval: 60_000 },
  );
}

export const markNotificationRead = (id: number) => api.patch(`/notifications/${id}/read`);
export const markAllNotificationsRead = (organizationId: number) =>
  api.post('/notifications/read-all', { organization_id: organizationId });
