import { NoOrganizationCard } from '@/components/ui/no-organization-card';
import { PageHeader } from '@/components/ui/page-header';
import { browserTimeZone, useOrganizationToday } from '@/lib/dates';
import { useCan } from '@/lib/permissions';
import { useSelectedOrganization } from '@/lib/selected-organization';
import { AttendanceBoard } from './attendance-board';
import { MyDayCard } from './my-day-card';

export const NOTHING_TO_TRACK =
  'No employee record is linked to your account, and your role sees no one else’s attendance.';

/**
 * Attendance Tracking: "My day" for a member with a linked record and the clock grant, and the
 * team board for a role whose attendance view reaches beyond their own record.
 */
export function AttendanceTracking() {
  const { organization, isLoading } = useSelectedOrganization();
  const today = useOrganizationToday();
  const clocks = useCan('attendance', 'create') && Boolean(organization?.employee_id);
  const seesDepartment = useCan('attendance', 'view', 'department');
  const seesReports = useCan('attendance', 'view', 'reports');
  const seesOthers = seesDepartment || seesReports;
  const timeZone = organization?.timezone || browserTimeZone();
  return (
    <>
      <PageHeader
        title="Attendance Tracking"
        description="Clock in and out, take breaks, and see who is in, on a break, late, on leave or absent."
      />
      {organization ? (
        <div className="grid gap-6">
          {clocks ? <MyDayCard key={organization.id} organizationId={organization.id} timeZone={timeZone} /> : null}
          {seesOthers ? (
            <AttendanceBoard key={organization.id} organizationId={organization.id} timeZone={timeZone} today={today} />
          ) : null}
          {!clocks && !seesOthers ? <p className="text-sm text-slate-600">{NOTHING_TO_TRACK}</p> : null}
        </div>
      ) : isLoading ? null : (
        <NoOrganizationCard>Clock records and the team board belong to a workspace.</NoOrganizationCard>
      )}
    </>
  );
}
