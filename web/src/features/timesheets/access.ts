import type { Module } from '@wattle/shared/permissions';

/**
 * The permissions module of the timesheet screens (issue 27 §2: view, create, edit, approve,
 * export). Its own file so the router reads it without the feature's code.
 */
export const TIMESHEETS: Module = 'timesheets';
