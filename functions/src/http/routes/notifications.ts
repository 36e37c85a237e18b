import type { MountResource } from '../app.ts';

/** The caller's in-app notifications (the bell in the top bar). */
export const mountNotifications: MountResource = (api) => api;
