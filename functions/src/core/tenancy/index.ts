/**
 * The tenancy kernel's public face for the routes: the caller's membership of an organization.
 * Routes import a context only through this file (.dependency-cruiser.cjs); the context's other
 * files, workers and other contexts import its modules directly.
 */
export { requestOrganization, requireMembership } from './memberships.ts';
