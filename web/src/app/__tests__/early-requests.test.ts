import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_BASE_PATH, STORAGE_KEYS } from '@wattle/shared/constants';
import { CONTENT_SECURITY_POLICY_DIRECTIVES } from '@wattle/shared/security-headers';
import { afterEach, describe, expect, it } from 'vitest';
import { employeeSearchParams, getEmployees } from '@/features/employees/api/get-employees';
import { getOrganizations } from '@/features/organizations/api/get-organizations';
import { ApiError } from '@/lib/api-client';
import { stubFetch } from '@/testing/fetch';

/** index.html's one inline script: the API reads it starts before the app has loaded. */
const html = readFileSync(join(import.meta.dirname, '../../../index.html'), 'utf8');
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

function openPage(path: string) {
  window.history.replaceState(null, '', path);
  new Function(inlineScripts[0] ?? '')();
}

// Through the app's own storage keys: the inline script names them literally, so a renamed key
// fails here instead of silently ending the early reads.
function signIn(token = 'abc', organizationId = '7') {
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  localStorage.setItem(STORAGE_KEYS.selectedOrgId, organizationId);
}

afterEach(() => {
  delete window.wattleEarlyRequests;
  window.history.replaceState(null, '', '/');
});

describe("index.html's early requests", () => {
  it('is the one inline script, and the Content-Security-Policy allows it by its hash', () => {
    expect(inlineScripts).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inlineScripts[0] ?? '')
      .digest('base64');
    expect(CONTENT_SECURITY_POLICY_DIRECTIVES['script-src']).toContain(`'sha256-${hash}'`);
  });

  it('on the employee list, sends the requests the app makes, as the api client sends them', async () => {
    signIn();
    const fetch = stubFetch(() => ({ status: 200, body: { data: [] } }));
    openPage('/dashboard/employees');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      `${API_BASE_PATH}/organizations`,
      `${API_BASE_PATH}/employees?${employeeSearchParams(7, { lifecycle: 'current' })}`,
    ]);
    for (const [, init] of fetch.mock.calls) {
      expect(init).toEqual({ headers: { Accept: 'application/json', Authorization: 'Bearer abc' } });
    }

    // The app's own reads take those answers instead of asking again, each once.
    await getOrganizations();
    await getEmployees(7, { lifecycle: 'current' });
    expect(fetch).toHaveBeenCalledTimes(2);
    await getOrganizations();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('other dashboard pages get the organizations only; signed out or on /login, nothing', () => {
    const fetch = stubFetch(() => ({ status: 200, body: { data: [] } }));
    openPage('/dashboard/employees');
    signIn();
    openPage('/login');
    expect(fetch).not.toHaveBeenCalled();
    openPage('/dashboard/employees/manage');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([`${API_BASE_PATH}/organizations`]);
  });

  it('preloads the chunks the build lists: signed out the sign-in page’s, signed in the dashboard’s', () => {
    const chunks = document.createElement('script');
    chunks.type = 'application/json';
    chunks.id = 'route-chunks';
    chunks.textContent = JSON.stringify({
      login: ['/assets/login.js'],
      dashboard: ['/assets/layout.js', '/assets/logo.js'],
      employees: ['/assets/list.js', '/assets/logo.js'],
    });
    document.head.append(chunks);
    const preloaded = () => {
      const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
      for (const link of links) link.remove();
      return links.map((link) => link.getAttribute('href'));
    };
    try {
      stubFetch(() => ({ status: 200, body: { data: [] } }));
      openPage('/login');
      expect(preloaded()).toEqual(['/assets/login.js']);
      openPage('/dashboard/employees');
      expect(preloaded()).toEqual(['/assets/login.js']);
      signIn();
      openPage('/login');
      expect(preloaded()).toEqual([]);
      openPage('/dashboard/employees');
      expect(preloaded()).toEqual(['/assets/layout.js', '/assets/logo.js', '/assets/list.js']);
      openPage('/dashboard/leave');
      expect(preloaded()).toEqual(['/assets/layout.js', '/assets/logo.js']);
    } finally {
      chunks.remove();
    }
  });

  it('shows a pre-rendered first view: signed out the sign-in page’s (also on a dashboard page), signed in the directory’s', () => {
    const firstView = () => {
      const view = document.documentElement.dataset.firstView;
      delete document.documentElement.dataset.firstView;
      return view;
    };
    openPage('/login');
    expect(firstView()).toBe('login');
    openPage('/dashboard/employees');
    expect(firstView()).toBe('login');
    openPage('/invitation');
    expect(firstView()).toBeUndefined();
    signIn();
    openPage('/login');
    expect(firstView()).toBeUndefined();
    // Signed in, the directory shows its shell and heading (other dashboard pages the spinner).
    openPage('/dashboard/employees');
    expect(firstView()).toBe('directory');
    openPage('/dashboard/employees/manage');
    expect(firstView()).toBeUndefined();
    // Someone the app has seen cannot view the directory gets the spinner there, and no early directory read.
    const fetch = stubFetch(() => ({ status: 200, body: { data: [] } }));
    localStorage.setItem(STORAGE_KEYS.directoryFirstView, '0');
    openPage('/dashboard/employees');
    expect(firstView()).toBeUndefined();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([`${API_BASE_PATH}/organizations`]);
    localStorage.setItem(STORAGE_KEYS.directoryFirstView, '1');
    openPage('/dashboard/employees');
    expect(firstView()).toBe('directory');
    localStorage.removeItem(STORAGE_KEYS.directoryFirstView);
    // The build puts the first views where the page says (web/vite.config.ts), above the spinner.
    for (const view of ['<!--login-first-view-->', '<!--directory-first-view-->']) {
      expect(html.indexOf(view)).toBeGreaterThan(html.indexOf('<div id="root">'));
      expect(html.indexOf(view)).toBeLessThan(html.indexOf('id="first-view-spinner"'));
    }
  });

  it('a 401 answer signs out just as the api client does', async () => {
    signIn();
    stubFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    openPage('/dashboard/employees');
    await expect(getOrganizations()).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('a network failure is the api client’s network error', async () => {
    signIn();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    openPage('/dashboard/employees');
    const error = await getOrganizations().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0 });
  });

  it('is not used under another token', async () => {
    signIn('old');
    const fetch = stubFetch(() => ({ status: 200, body: { data: [] } }));
    openPage('/dashboard/employees');
    localStorage.setItem(STORAGE_KEYS.accessToken, 'new');
    await getOrganizations();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls[2]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer new' });
  });
});
