import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppNotification } from '@wattle/shared/leave-request-constants';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { NotificationsButton } from '../notifications-button';

const note = (id: number, read: boolean): AppNotification => ({
  notification_id: id,
  kind: 'leave_submitted',
  title: 'Leave request from Will Worker',
  body: `Will Worker asked for 15.20 hours of annual leave, request ${id}.`,
  link: `/dashboard/attendance/requests?view=to_approve&request=${id}`,
  read,
  created_at: '2026-11-25T01:00:00.000Z',
});

describe('the notification bell', () => {
  it('shows the unread count, lists the newest on open, and marks them all read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let unread = 2;
    const posts: string[] = [];
    stubFetch((url, init) => {
      const { pathname } = parseUrl(url);
      if (init.method === 'POST' && pathname.endsWith('/notifications/read-all')) {
        posts.push(String(init.body));
        unread = 0;
        return { status: 200, body: { data: { marked: 2 } } };
      }
      if (pathname.endsWith('/notifications')) {
        return {
          status: 200,
          body: { data: { data: [note(2, unread === 0), note(1, unread === 0)], unread_count: unread } },
        };
      }
      return { status: 404, body: { message: 'Not found.' } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<NotificationsButton />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    expect(await screen.findByText('Will Worker asked for 15.20 hours of annual leave, request 2.')).toBeTruthy();
    expect(screen.getAllByText('Unread:')).toHaveLength(2);
    expect(screen.getAllByRole('link')[0]?.getAttribute('href')).toBe(
      '/dashboard/attendance/requests?view=to_approve&request=2',
    );
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryAllByText('Unread:')).toHaveLength(0));
    expect(posts).toEqual([JSON.stringify({ organization_id: 3 })]);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });
});
