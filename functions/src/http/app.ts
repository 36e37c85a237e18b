import { API_BASE_PATH } from '@wattle/shared/constants';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { notFound, onError } from './errors.ts';
import { authRoutes } from './routes/auth.ts';
import { dashboardRoutes, employeeRoutes } from './routes/employees.ts';
import { departmentRoutes, designationRoutes, organizationRoutes } from './routes/organizations.ts';
import { recruitmentRoutes } from './routes/recruitment.ts';

/** Each resource's routes, as mounted under /api/v1. A Lambda serves one resource; local serves all. */
const RESOURCES = {
  auth: (app: Hono) => app.route('/', authRoutes),
  organizations: (app: Hono) =>
    app
      .route('/organizations', organizationRoutes)
      .route('/departments', departmentRoutes)
      .route('/designations', designationRoutes),
  recruitment: (app: Hono) => app.route('/recruitment', recruitmentRoutes),
  employees: (app: Hono) => app.route('/employees', employeeRoutes).route('/dashboard', dashboardRoutes),
} satisfies Record<string, (app: Hono) => Hono>;

export type ResourceName = keyof typeof RESOURCES;
export const RESOURCE_NAMES = Object.keys(RESOURCES) as ResourceName[];

export function createApi(resources: readonly ResourceName[] = RESOURCE_NAMES): Hono {
  const api = new Hono();
  api.onError(onError);
  api.notFound(notFound);
  api.use(
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: () => {
        throw new HTTPException(413, { message: 'The request body is too large.' });
      },
    }),
  );
  api.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  api.get('/health', (c) => c.json({ data: { status: 'ok' } }));
  for (const name of resources) RESOURCES[name](api);
  const app = new Hono();
  app.onError(onError);
  app.notFound(notFound);
  app.route(API_BASE_PATH, api);
  return app;
}
