/**
 * Access's public face for the routes: the role grants a route checks, and the data-scope reach.
 * Routes import a context only through this file (.dependency-cruiser.cjs); the context's other
 * files, workers and other contexts import its modules directly.
 */
export { authorize } from './authorize.ts';
export { requirePermission } from './permissions.ts';
