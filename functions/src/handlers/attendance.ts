import { handle } from 'hono/aws-lambda';
import { createApi } from '../http/app.ts';
import { mountAttendance } from '../http/routes/attendance.ts';
import { mountLeaveBalances } from '../http/routes/leave-balances.ts';
import { mountLeaveRequests } from '../http/routes/leave-requests.ts';
import { mountNotifications } from '../http/routes/notifications.ts';
import { mountPublicHolidays } from '../http/routes/public-holidays.ts';

export const handler = handle(
  createApi(mountLeaveBalances, mountLeaveRequests, mountNotifications, mountPublicHolidays, mountAttendance),
);
