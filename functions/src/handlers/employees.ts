import { handle } from 'hono/aws-lambda';
import { createApi } from '../http/app.ts';

export const handler = handle(createApi(['employees']));
