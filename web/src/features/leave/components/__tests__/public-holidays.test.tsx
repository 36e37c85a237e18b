import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayIn } from '@wattle/shared/calendar';
import type { PublicHoliday } from '@wattle/shared/public-holidays';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { organizationAs, parseUrl, renderWithOrganization } from '@/testing/render-with-organization';
import { HolidaysPage } from '../holidays-page';
import { NATIONAL_ONLY_TEXT } from '../public-holidays';

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const year = Number(todayIn('Australia/Sydney').slice(0, 4));
const SA: PublicHoliday[] = [
  {
    id: `${year}1224-christmas-eve`,
    date: `${year}-12-24`,
    name: 'Christmas Eve',
    from_time: '19:00',
    source: 'generated',
    version: 0,
  },
  {
    id: `${year}1225-christmas-day`,
    date: `${year}-12-25`,
    name: 'Christmas',
    source: 'generated',
    corrected: { date: `${year}-12-25`, name: 'Christmas Day' },
    version: 1,
  },
  {
    id: `${year}0309-show-day`,
    date: `${year}-03-09`,
    name: 'Show Day',
    source: 'organization',
    states: ['SA', 'NSW'],
    version: 1,
  },
];
const NATIONAL: PublicHoliday[] = [
  { id: `${year}0101-new-year-s-day`, date: `${year}-01-01`, name: "New Year's Day", source: 'generated', version: 0 },
];

const REMOVED: PublicHoliday[] = [
  {
    id: `${year}1226-proclamation-day`,
    date: `${year}-12-26`,
    name: 'Proclamation Day',
    source: 'generated',
    version: 0,
  },
];

function answer(url: string, init: RequestInit) {
  const { pathname, searchParams } = parseUrl(url);
  if (pathname.endsWith('/organizations/3/public-holidays') && (init.method ?? 'GET') === 'GET') {
    const state = searchParams.get('state');
    return {
      status: 200,
      body: { data: { year, state, data: state === 'SA' ? SA : NATIONAL, removed: state === 'SA' ? REMOVED : [] } },
    };
  }
  return { status: 404, body: { message: 'Not found.' } };
}

describe('Holidays and Calendars', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toasts.success.mockClear();
  });

  it("shows national holidays without a state, then a state's list with part days and the organization's marks", async () => {
    stubFetch(answer);
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<HolidaysPage />);
    expect(screen.getByRole('heading', { name: 'Holidays and Calendars' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Public holidays', selected: true })).toBeTruthy();
    expect(await screen.findByText("New Year's Day")).toBeTruthy();
    expect(screen.getByText(NATIONAL_ONLY_TEXT)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('State'), 'SA');
    const eve = (await screen.findByText('Christmas Eve')).closest('tr') as HTMLElement;
    expect(within(eve).getByText(`Thu, 24 Dec ${year}`.replace('Thu', weekday(`${year}-12-24`)))).toBeTruthy();
    expect(within(eve).getByText('From 19:00')).toBeTruthy();
    const corrected = screen.getByText('Christmas').closest('tr') as HTMLElement;
    expect(within(corrected).getByText('Corrected')).toBeTruthy();
    expect(within(corrected).getByText(`Was Christmas Day, 25 Dec ${year}`)).toBeTruthy();
    const added = screen.getByText('Show Day').closest('tr') as HTMLElement;
    expect(within(added).getByText('Added by your organization')).toBeTruthy();
    expect(within(added).getByText('For SA, NSW')).toBeTruthy();
    expect(screen.queryByText(NATIONAL_ONLY_TEXT)).toBeNull();
  });

  it('adds a day for the state on screen, keeping what was typed on a 422', async () => {
    const posts: unknown[] = [];
    stubFetch((url, init) => {
      if (init.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        return posts.length === 1
          ? {
              status: 422,
              body: {
                message: 'The given data was invalid.',
                errors: { name: ['This holiday is already on the list.'] },
              },
            }
          : { status: 201, body: { data: SA[2] } };
      }
      return answer(url, init);
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<HolidaysPage />);
    await user.selectOptions(screen.getByLabelText('State'), 'SA');
    await user.click(await screen.findByRole('button', { name: 'Add Holiday' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Holiday' });
    await user.clear(within(dialog).getByLabelText('Date'));
    await user.type(within(dialog).getByLabelText('Date'), `${year}-03-09`);
    await user.type(within(dialog).getByLabelText('Name'), 'Show Day');
    expect((within(dialog).getByRole('checkbox', { name: 'SA' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('checkbox', { name: 'NSW' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Holiday' }));
    expect(await within(dialog).findByText('This holiday is already on the list.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Show Day');
    expect(posts[0]).toEqual({ date: `${year}-03-09`, name: 'Show Day', from_time: null, states: ['NSW', 'SA'] });
    await user.click(within(dialog).getByRole('button', { name: 'Add Holiday' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith('Show Day added to the public holidays.'));
  });

  it('removes a day after confirmation, naming it by its row', async () => {
    const deleted: string[] = [];
    stubFetch((url, init) => {
      if (init.method === 'DELETE') {
        deleted.push(parseUrl(url).pathname);
        return { status: 204 };
      }
      return answer(url, init);
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<HolidaysPage />);
    await user.click(
      await screen.findByRole('button', {
        name: `Remove New Year's Day on ${weekday(`${year}-01-01`)}, 1 Jan ${year}`,
      }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Holiday' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(deleted).toEqual([`/api/v1/organizations/3/public-holidays/${year}0101-new-year-s-day`]),
    );
    expect(toasts.success).toHaveBeenCalledWith("New Year's Day removed from the public holidays.");
  });

  it('lists the days the organization removed, each with Restore', async () => {
    const posts: string[] = [];
    stubFetch((url, init) => {
      if (init.method === 'POST') {
        posts.push(parseUrl(url).pathname);
        return { status: 200, body: { data: REMOVED[0] } };
      }
      return answer(url, init);
    });
    const user = userEvent.setup({ delay: null });
    renderWithOrganization(<HolidaysPage />);
    await user.selectOptions(await screen.findByLabelText('State'), 'SA');
    const removed = await screen.findByRole('region', { name: 'Removed by your organization' });
    await user.click(
      within(removed).getByRole('button', {
        name: `Restore Proclamation Day on ${weekday(`${year}-12-26`)}, 26 Dec ${year}`,
      }),
    );
    await waitFor(() =>
      expect(posts).toEqual([`/api/v1/organizations/3/public-holidays/${year}1226-proclamation-day/restore`]),
    );
    expect(toasts.success).toHaveBeenCalledWith('Proclamation Day restored to the public holidays.');
  });

  it('offers no changes to a member who may only view leave', async () => {
    stubFetch(answer);
    renderWithOrganization(<HolidaysPage />, organizationAs('employee'));
    expect(await screen.findByText("New Year's Day")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Holiday' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('offers Retry when the list cannot be loaded', async () => {
    stubFetch(() => ({ status: 500, body: { message: 'Something went wrong.' } }));
    renderWithOrganization(<HolidaysPage />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

function weekday(date: string) {
  return new Intl.DateTimeFormat('en-AU', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
