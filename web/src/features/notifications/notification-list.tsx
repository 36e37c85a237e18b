import { Link } from 'react-router-dom';
import { ListError } from '@/components/ui/list-error';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { markAllNotificationsRead, markNotificationRead, useNotifications } from './notifications-api';

const timeFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** The bell's list: newest first, unread marked; opening one marks it read and goes to the request. */
export function NotificationList({ organizationId, onNavigate }: { organizationId: number; onNavigate: () => void }) {
  const { data, error, isLoading, mutate } = useNotifications(organizationId);
  const items = data?.data ?? [];
  const unread = data?.unread_count ?? 0;

  const readAll = async () => {
    try {
      await markAllNotificationsRead(organizationId);
      await mutate();
    } catch (failure) {
      console.error(failure);
      notify.error('The notifications could not be marked read.');
    }
  };

  return (
    <div>
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <p className="font-semibold text-slate-900">Notifications</p>
        {unread > 0 ? (
          <button
            type="button"
            onClick={readAll}
            className="text-xs font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Mark all read
          </button>
        ) : null}
      </div>
      {isLoading && !data ? (
        <p className="p-4 text-slate-600">Loading notifications...</p>
      ) : error ? (
        <ListError className="p-4" message="The notifications could not be loaded." onRetry={() => mutate()} />
      ) : items.length === 0 ? (
        <p className="p-4 text-slate-600">No notifications.</p>
      ) : (
        <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto" aria-label="Notifications">
          {items.map((item) => (
            <li key={item.notification_id}>
              <Link
                to={item.link}
                onClick={() => {
                  onNavigate();
                  if (!item.read) void markNotificationRead(item.notification_id).then(() => mutate());
                }}
                className={cn(
                  'block px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600',
                  !item.read && 'bg-brand-50/40',
                )}
              >
                <span className="flex items-start gap-2">
                  {!item.read ? (
                    <>
                      <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600" />
                      <span className="sr-only">Unread:</span>
                    </>
                  ) : null}
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">{item.title}</span>
                    <span className="block text-slate-600">{item.body}</span>
                    <span className="mt-1 block text-xs text-slate-500">
                      {timeFormat.format(new Date(item.created_at))}
                    </span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
