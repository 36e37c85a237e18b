import { AttendanceTracking } from '@/features/attendance/components/attendance-tracking';

export default function AttendanceTrackingRoute() {
  return <AttendanceTracking />;
}
