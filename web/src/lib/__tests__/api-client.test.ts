import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch';
import { ApiError, api, download } from '../api-client';

describe('api client', () => {
  it('sends the token and Accept header and returns data', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'abc');
    const fetch = stubFetch(() => ({ status: 200, body: { data: [{ id: 1 }] } }));
    await expect(api.get('/organizations')).resolves.toEqual([{ id: 1 }]);
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/organizations');
    expect(headers.Authorization).toBe('Bearer abc');
    expect(headers.Accept).toBe('application/json');
  });

  it('turns a 422 into an ApiError with field errors', async () => {
    stubFetch(() => ({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { name: ['Name is required.'] } },
    }));
    const error = await api.post('/organizations', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      message: 'The given data was invalid.',
      errors: { name: ['Name is required.'] },
    });
  });

  it('signs out on a 401 but keeps other stored values', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'abc');
    localStorage.setItem('user', '{"name":"A","email":"a@b.c"}');
    localStorage.setItem('selectedOrgId', '4');
    const listener = vi.fn();
    window.addEventListener('wattle:session', listener);
    stubFetch(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    await expect(api.get('/me')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('selectedOrgId')).toBe('4');
    expect(listener).toHaveBeenCalled();
    window.removeEventListener('wattle:session', listener);
  });

  it('leaves the session alone when login itself answers 401', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'abc');
    stubFetch(() => ({ status: 401, body: { message: 'These credentials do not match our records.' } }));
    await expect(api.post('/login', {})).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('ACCESS_TOKEN')).toBe('abc');
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/organizations')).rejects.toMatchObject({ status: 0 });
  });

  it('keeps what a 409 clashed with', async () => {
    stubFetch(() => ({
      status: 409,
      body: { message: 'Already booked at this time: Bob Smith. Schedule anyway?', conflicts: [{ interview_id: 9 }] },
    }));
    const error = await api.post('/recruitment/interviews', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 409, conflicts: [{ interview_id: 9 }] });
  });

  it('downloads a file with the token and the name the server suggests', async () => {
    localStorage.setItem('ACCESS_TOKEN', 'abc');
    const fetch = vi.fn(
      async () =>
        new Response('BEGIN:VCALENDAR', {
          status: 200,
          headers: { 'Content-Type': 'text/calendar', 'Content-Disposition': 'attachment; filename="interview-7.ics"' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { blob, fileName } = await download('/recruitment/interviews/7/invite');
    expect(fileName).toBe('interview-7.ics');
    expect(await blob.text()).toBe('BEGIN:VCALENDAR');
    const init = (fetch.mock.calls[0] as unknown[] | undefined)?.[1] as RequestInit | undefined;
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer abc');
  });
});
