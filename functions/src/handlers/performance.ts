import { handle } from 'hono/aws-lambda';
import { createApi } from '../http/app.ts';
import { mountPerformance } from '../http/routes/performance.ts';

export const handler = handle(createApi(mountPerformance));
