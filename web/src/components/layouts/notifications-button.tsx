import { Popover } from 'radix-ui';
import { NotificationsTriggerContent, notificationsTriggerClasses } from './header-triggers';

export function NotificationsButton() {
  return (
    <Popover.Root>
      <Popover.Trigger className={notificationsTriggerClasses} aria-label="Notifications">
        <NotificationsTriggerContent />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-64 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-lg focus:outline-none"
        >
          <p className="font-semibold text-slate-900">Notifications</p>
          <p className="mt-2 text-slate-600">No notifications.</p>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
