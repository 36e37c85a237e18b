import { handle } from 'hono/aws-lambda';
import { createApi } from '../http/app.ts';
import { mountEmployees } from '../http/routes/employees.ts';

export const handler = handle(createApi(mountEmployees));
