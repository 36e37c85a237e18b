import { handle } from 'hono/aws-lambda';
import { createApi } from '../http/app.ts';
import { mountRosterPublishing } from '../http/routes/roster-publishing.ts';

export const handler = handle(createApi(mountRosterPublishing));
