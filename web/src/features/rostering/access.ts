import type { Module } from '@wattle/shared/permissions';

/**
 * The permissions module of the rostering screens (issue 28: view, create, edit, publish,
 * approve). Its own file so the router reads it without the feature's code.
 */
export const ROSTERING: Module = 'rostering';
