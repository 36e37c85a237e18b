/**
 * Attendance's public face: what the HTTP routes call (clock in and out, the board, manual adjustments).
 * Routes import a context only through this file (.dependency-cruiser.cjs); the context's other
 * files, workers and other contexts import its modules directly.
 */
export { approveAdjustment, declineAdjustment, listAdjustments, requestAdjustment } from './adjustments.ts';
export { readBoard } from './board.ts';
export { clock, listRecords, myAttendance } from './clock.ts';
