import type { Module } from '@wattle/shared/permissions';

/**
 * The permissions module of the performance screens (issue 29: view, create, edit, delete,
 * approve, export). Its own file so the router reads it without the feature's code.
 */
export const PERFORMANCE: Module = 'performance';
