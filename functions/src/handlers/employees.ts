import { handle } from 'hono/aws-lambda';
import { createApi } from '../http/app.ts';
import { mountEmployees } from '../http/routes/employees.ts';
import { mountSelfService } from '../http/routes/self-service.ts';

export const handler = handle(createApi(mountEmployees, mountSelfService));
