import type { MountResource } from './app.ts';
import { mountAuth } from './routes/auth.ts';
import { mountEmployees } from './routes/employees.ts';
import { mountOrganizations } from './routes/organizations.ts';
import { mountRecruitment } from './routes/recruitment.ts';
import { mountSelfService } from './routes/self-service.ts';

/** Every resource, for the local server and tests; each Lambda imports only its own (smaller bundles). */
export const ALL_RESOURCES: MountResource[] = [
  mountAuth,
  mountOrganizations,
  mountRecruitment,
  mountEmployees,
  mountSelfService,
];
