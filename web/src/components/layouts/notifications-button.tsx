import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { buttonClasses } from '@/components/ui/button';

export function NotificationsButton() {
  return (
    <Popover.Root>
      <Popover.Trigger className={buttonClasses({ variant: 'ghost', size: 'icon' })} aria-label="Notifications">
        <Bell aria-hidden="true" className="size-5" />
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
