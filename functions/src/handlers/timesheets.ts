import { handle } from 'hono/aws-lambda';
import { createApi } from '../http/app.ts';
import { mountTimesheets } from '../http/routes/timesheets.ts';

export const handler = handle(createApi(mountTimesheets));
