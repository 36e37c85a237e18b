import { handle } from 'hono/aws-lambda';
import { createApi } from '../http/app.ts';
import { mountAuth } from '../http/routes/auth.ts';

export const handler = handle(createApi(mountAuth));
