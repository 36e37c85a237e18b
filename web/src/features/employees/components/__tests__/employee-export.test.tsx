import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUILT_IN_PERMISSIONS } from '@wattle/shared/permissions';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_TRUNCATED } from '@/components/ui/export-button';
import { parseUrl, renderWithOrganization, testOrganization } from '@/testing/render-with-organization';
import { EmployeeDirectory } from '../employee-directory';

const emptyPage = { data: { data: [], next_cursor: null, per_page: 20, total: 0 } };

/** Answers the list as JSON and the export as a CSV file. */
function stubApi(exportHeaders: Record<string, string> = {}) {
  const mock = vi.fn(async (input: RequestInfo | URL) => {
    const url = parseUrl(String(input));
    if (url.pathname.endsWith('/employees/export'))
      return new Response('Employee Code\r\nEMP-1', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="employees-2026-11-25.csv"',
          'X-Export-Truncated': 'false',
          ...exportHeaders,
        },
      });
    return new Response(JSON.stringify(emptyPage), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

describe('Export CSV on the directory', { timeout: 15_000 }, () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the list with its current search, named by the API, and says so', async () => {
    const fetch = stubApi();
    const success = vi.spyOn(toast, 'success');
    const user = userEvent.setup();
    renderWithOrganization(<EmployeeDirectory />);
    await user.type(screen.getByRole('searchbox', { name: 'Search employees' }), 'mia');
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => parseUrl(String(url)).searchParams.get('search') === 'mia')).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['employees-2026-11-25.csv']));
    const asked = fetch.mock.calls
      .map(([url]) => parseUrl(String(url)))
      .find((url) => url.pathname.endsWith('/export'));
    expect(asked?.searchParams.get('search')).toBe('mia');
    expect(asked?.searchParams.get('organization_id')).toBe(String(testOrganization.id));
    expect(asked?.searchParams.has('cursor')).toBe(false);
    expect(success).toHaveBeenCalledWith('Downloaded employees-2026-11-25.csv.');
  });

  it('warns when the file holds only the first rows', async () => {
    stubApi({ 'X-Export-Truncated': 'true' });
    const warning = vi.spyOn(toast, 'warning');
    const user = userEvent.setup();
    renderWithOrganization(<EmployeeDirectory />);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith(EXPORT_TRUNCATED));
  });

  it('is not offered to a role without the export permission', async () => {
    stubApi();
    renderWithOrganization(<EmployeeDirectory />, {
      ...testOrganization,
      role: 'manager',
      permissions: BUILT_IN_PERMISSIONS.manager,
    });
    await screen.findByText('No employees found.');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});
