import { handle } from 'hono/aws-lambda';
import { createApi } from '../http/app.ts';
import { mountRostering } from '../http/routes/rostering.ts';

export const handler = handle(createApi(mountRostering));
