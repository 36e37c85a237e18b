import { handle } from 'hono/aws-lambda';
import { createApi } from '../http/app.ts';
import { mountOrganizations } from '../http/routes/organizations.ts';

export const handler = handle(createApi(mountOrganizations));
