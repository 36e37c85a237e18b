import { paths } from '@/config/paths';

/**
 * Where to go after signing in: `next` when it is a path inside the app's dashboard (so a link can
 * never send a user to another site — no `//evil.example`, `https:`, backslashes or control
 * characters), else the dashboard's home.
 */
export function safeNextPath(next: string | null | undefined): string {
  const home = paths.app.root.getHref();
  if (!next || next.length > 2000) return home;
  // Only a plain absolute path of this app: one leading slash, no scheme, no backslash, no control or space characters.
  if (!next.startsWith('/') || next.startsWith('//') || /[\\\s\p{Cc}]/u.test(next)) return home;
  const url = new URL(next, 'http://app.invalid');
  if (url.origin !== 'http://app.invalid') return home;
  const inside = url.pathname === home || url.pathname.startsWith(`${home}/`);
  return inside ? `${url.pathname}${url.search}${url.hash}` : home;
}

/** The sign-in page that returns to `next` afterwards (none for the dashboard's home). */
export function loginHrefFor(next: string): string {
  const target = safeNextPath(next);
  const login = paths.auth.login.getHref();
  return target === paths.app.root.getHref() ? login : `${login}?${new URLSearchParams({ next: target })}`;
}
