import { API_BASE_PATH } from '@wattle/shared/constants';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { methodOverride } from 'hono/method-override';
import { notFound, onError } from './errors.ts';
/** Mounts one resource's routes on the /api/v1 app. Each Lambda mounts only its own. */
export type MountResource = (api: Hono) => Hono;

/** The API with the given resources mounted under /api/v1, plus health, limits and error mapping. */
export function createApi(...resources: MountResource[]): Hono {
  const app = new Hono();
  const api = new Hono();
  api.onError(onError);
  api.notFound(notFound);
  const limitBody = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new HTTPException(413, { message: 'The request body is too large.' });
    },
  });
  // GET and HEAD carry no body. Passing them by also spares the Node adapter building a full
  // Request object (the limit looks at its body stream) for every read.
  api.use((c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));
  // Set before the handler runs, so the answer is built with it (error answers too) rather than
  // copied afterwards to add it.
  api.use((c, next) => {
    c.header('Cache-Control', 'no-store');
    return next();
  });
  // Form clients update with POST and `_method=PUT` (SPEC section 7): answered as the PUT route.
  api.use(methodOverride({ app }));
  api.get('/health', (c) => c.json({ data: { status: 'ok' } }));
  for (const mount of resources) mount(api);
  app.onError(onError);
  app.notFound(notFound);
  app.route(API_BASE_PATH, api);
  return app;
}
