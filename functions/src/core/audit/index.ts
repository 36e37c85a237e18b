/**
 * The audit log's public face: what the HTTP routes call (the log's pages).
 * Routes import a context only through this file (.dependency-cruiser.cjs); the context's other
 * files, workers and other contexts import its modules directly.
 */
export { exportAuditLog, queryAuditLog } from './audit-log.ts';
