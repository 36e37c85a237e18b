import { Popover } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '@/features/notifications/notifications-api';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { NotificationsTriggerContent, notificationsTriggerClasses } from './header-triggers';

/** The list loads when the bell is first opened: the app shell carries only the button and its badge. */
const NotificationList = lazy(() =>
  import('@/features/notifications/notification-list').then((module) => ({ default: module.NotificationList })),
);

export function NotificationsButton() {
  const { organization } = useSelectedOrganization();
  const organizationId = organization?.id ?? null;
  const { data } = useNotifications(organizationId);
  const [open, setOpen] = useState(false);
  const unread = data?.unread_count ?? 0;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        className={`${notificationsTriggerClasses} relative`}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      >
        <NotificationsTriggerContent />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="notifications-badge"
            className="absolute -top-0.5 -right-0.5 flex min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-4 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white text-sm shadow-lg focus:outline-none"
        >
          <Suspense fallback={<p className="p-4 text-slate-600">Loading notifications...</p>}>
            {organizationId ? (
              <NotificationList organizationId={organizationId} onNavigate={() => setOpen(false)} />
            ) : (
              <p className="p-4 text-slate-600">No notifications.</p>
            )}
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
