/** Values both the API and the web app rely on. */
export const API_BASE_PATH = '/api/v1';

export const STORAGE_KEYS = {
  accessToken: 'ACCESS_TOKEN',
  user: 'user',
  selectedOrgId: 'selectedOrgId',
  /**
   * '0' once the app has seen the selected organization's role cannot view the directory: the
   * first view of /dashboard/employees (index.html) is then the spinner, not the directory's shell
   * and heading, and the directory is not read early. Absent or '1': the directory's.
   */
  directoryFirstView: 'directoryFirstView',
} as const;

export const DEFAULT_TIMEZONE = 'Asia/Kolkata';
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Failed logins for one e-mail allowed inside the window before 429. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;

/** A member's role: a built-in role or one of the organization's custom roles (see permissions.ts). */
export type { RoleKey as MembershipRole } from './permissions.ts';

export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const INVALID_CREDENTIALS_MESSAGE = 'These credentials do not match our records.';
export const LOGIN_FALLBACK_MESSAGE = 'Login failed. Please check your credentials.';

/** A session unused for this long ends; activity is recorded at most once a minute. */
export const SESSION_IDLE_SECONDS = 60 * 60;
export const SESSION_TOUCH_INTERVAL_SECONDS = 60;
