import type { User } from '@wattle/shared/auth';
import { Bell, Search } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { initials } from '@/lib/initials';

/**
 * What the top bar's menu buttons show. The menus themselves (radix popover and dropdown, with
 * their positioning engine) load just after the page, so these also stand in until they arrive.
 */
export const notificationsTriggerClasses = buttonClasses({ variant: 'ghost', size: 'icon' });

export function NotificationsTriggerContent() {
  return <Bell aria-hidden="true" className="size-5" />;
}

export const profileTriggerClasses =
  'flex shrink-0 items-center gap-2 rounded-full p-0.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 md:rounded-lg md:pr-2';

export function ProfileTriggerContent({ user }: { user: User | null }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-full bg-slate-900 text-sm font-semibold text-brand-300"
      >
        {/* Nobody's yet in the pre-rendered first view (src/app/first-view.tsx): no "?" meanwhile. */}
        {user ? initials(user.name) : null}
      </span>
      {/* Named by its content (no aria-label), so the visible name is part of the accessible one. */}
      <span className="sr-only">Profile menu</span>
      <span className="hidden max-w-[10rem] truncate text-sm font-medium text-slate-800 md:block">{user?.name}</span>
    </>
  );
}

/** The notifications button until its popover has loaded (announced as not yet available). */
export function NotificationsPlaceholder() {
  return (
    <button type="button" aria-disabled="true" className={notificationsTriggerClasses} aria-label="Notifications">
      <NotificationsTriggerContent />
    </button>
  );
}

/** The profile button until its menu has loaded. */
export function ProfilePlaceholder({ user }: { user: User | null }) {
  return (
    <button type="button" aria-disabled="true" className={profileTriggerClasses}>
      <ProfileTriggerContent user={user} />
    </button>
  );
}

/** The magnifier inside the search box: the same in the placeholder and in the box itself. */
export function SearchBoxIcon() {
  return (
    <Search
      aria-hidden="true"
      className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
    />
  );
}

/** The search box until its results list has loaded (it looks the same; typing waits for it). */
export function SearchPlaceholder() {
  return (
    <div className="relative w-full max-w-sm">
      <SearchBoxIcon />
      <input
        type="text"
        aria-label="Search"
        aria-disabled="true"
        readOnly
        placeholder="Search people and jobs..."
        className="h-9 w-full rounded-lg border border-slate-200 bg-slate-50 pr-3 pl-9 text-sm placeholder:text-slate-400"
      />
    </div>
  );
}
