import type { MountResource } from './app.ts';
import { mountAttendance } from './routes/attendance.ts';
import { mountAuth } from './routes/auth.ts';
import { mountEmployees } from './routes/employees.ts';
import { mountLeaveBalances } from './routes/leave-balances.ts';
import { mountLeaveRequests } from './routes/leave-requests.ts';
import { mountNotifications } from './routes/notifications.ts';
import { mountOrganizations } from './routes/organizations.ts';
import { mountPublicHolidays } from './routes/public-holidays.ts';
import { mountRecruitment } from './routes/recruitment.ts';
import { mountSelfService } from './routes/self-service.ts';

/** Every resource, for the local server and tests; each Lambda imports only its own (smaller bundles). */
export const ALL_RESOURCES: MountResource[] = [
  mountAuth,
  mountOrganizations,
  mountRecruitment,
  mountEmployees,
  mountSelfService,
  mountLeaveBalances,
  mountLeaveRequests,
  mountNotifications,
  mountPublicHolidays,
  mountAttendance,
];
