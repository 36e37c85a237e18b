import { handle } from 'hono/aws-lambda';
import { createApi } from '../http/app.ts';
import { mountImports } from '../http/routes/imports.ts';

export const handler = handle(createApi(mountImports));
