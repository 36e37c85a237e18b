/**
 * Identity's public face: what the HTTP routes call (sign-in, sessions, second factors, password reset, accounts).
 * Routes import a context only through this file (.dependency-cruiser.cjs); the context's other
 * files, workers and other contexts import its modules directly.
 */
export { accountOf } from './account.ts';
export { login, logout } from './auth.ts';
export { confirmEnrolment, disableMfa, mfaStatus, startEnrolment } from './mfa.ts';
export { completeMfaLogin } from './mfa-login.ts';
export { requestPasswordReset, resetPassword } from './password-reset.ts';
export { verifyBearer } from './session-check.ts';
export { changePassword, endSession, listSessions } from './sessions.ts';
export { toUser } from './users.ts';
