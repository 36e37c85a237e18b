/**
 * The dashboard read model's public face: what the HTTP routes call.
 * Routes import a context only through this file (.dependency-cruiser.cjs); the context's other
 * files, workers and other contexts import its modules directly.
 */
export { getDashboard } from './dashboard.ts';
