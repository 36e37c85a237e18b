import { handle } from 'hono/aws-lambda';
import { createApi } from '../http/app.ts';
import { mountRecruitment } from '../http/routes/recruitment.ts';

export const handler = handle(createApi(mountRecruitment));
