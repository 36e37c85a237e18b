/**
 * Who is on approved leave on an organization day, for the board and the dashboard. The leave
 * requests (and their approval) are the leave-requests work's: until its `approvedLeaveOn` is
 * merged, no one is on leave here.
 */
export async function onLeaveOn(_organizationId: number, _date: string): Promise<ReadonlySet<number>> {
  return new Set();
}
