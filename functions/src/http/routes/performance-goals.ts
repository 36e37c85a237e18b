import { Hono } from 'hono';

/** Goals and their check-ins (issue 29 §1): `/performance/goals`. */
export const goalRoutes = new Hono();
