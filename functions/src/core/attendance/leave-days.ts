import { type ApprovedLeave, approvedLeaveOn } from '../leave/team-calendar.ts';

/**
 * Who is on approved leave on an organization day, for the board and the dashboard: the leave
 * requests' calendar (one Query of the month's entries), employee id → the leave as the caller may
 * see it ("Leave" for a confidential type).
 */
export function onLeaveOn(organizationId: number, date: string): Promise<ReadonlyMap<number, ApprovedLeave>> {
  return approvedLeaveOn(organizationId, date);
}
