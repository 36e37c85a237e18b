import type { MountResource } from '../app.ts';

/** An organization's public holidays (date-holidays, with its own corrections). */
export const mountPublicHolidays: MountResource = (api) => api;
