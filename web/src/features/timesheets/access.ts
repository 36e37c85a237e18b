import type { Module } from '@wattle/shared/permissions';

/**
 * The permissions module of the timesheet screens (issue 27 §2: view, create, edit, approve,
 * export). Cast while the API's branch adds it to shared/src/permissions.ts; the cast stays valid
 * once it is there. Its own file so the router reads it without the feature's code.
 */
export const TIMESHEETS = 'timesheets' as string as Module;
