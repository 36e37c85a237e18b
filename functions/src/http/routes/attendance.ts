import type { MountResource } from '../app.ts';

/** Attendance: clock in and out, breaks, the tracking board, corrections. */
export const mountAttendance: MountResource = (api) => api;
