/**
 * The load generator (started by load.ts in its own process, so it does not share the server's
 * event loop): autocannon with N connections for S seconds against the local server.
 * `read`: list (first page, then the next by cursor), detail and search calls.
 * `mixed`: creates an employee, reads it, changes its status, creates a job opening, lists and
 * searches; every write that answered 2xx is then read back through the API.
 * argv[2]: JSON LoadRequest. The result is the last line on stdout.
 */
import autocannon from 'autocannon';
import { employeeBody } from './fixtures.ts';

/** What load.ts asks of a worker run. */
export interface LoadRequest {
  origin: string;
  token: string;
  organizationId: number;
  departmentId: number;
  designationId: number;
  employeeIds: number[];
  connections: number;
  seconds: number;
  mode: 'read' | 'mixed';
}

interface RawRequest {
  method?: string;
  path?: string;
  body?: string;
  headers?: Record<string, string>;
}
type Context = Record<string, unknown>;
interface Request extends RawRequest {
  setupRequest?: (request: RawRequest, context: Context) => RawRequest;
  onResponse?: (status: number, body: string, context: Context) => void;
}

const load = JSON.parse(process.argv[2] ?? '{}') as LoadRequest;
const headers = {
  authorization: `Bearer ${load.token}`,
  'content-type': 'application/json',
  accept: 'application/json',
};
const org = `organization_id=${load.organizationId}`;
const TERMS = ['smith', 'olivia', 'b-0012', 'person12', 'nguyen', 'jack wil', 'nobody-matches'];
const pick = <T>(values: T[]) => values[Math.floor(Math.random() * values.length)] as T;
const parse = (body: string) => {
  try {
    return JSON.parse(body) as { data?: Record<string, unknown> };
  } catch {
    return {};
  }
};

const written = {
  employees: new Map<number, { code: string }>(),
  statusChanges: new Map<number, { status: string; version: number }>(),
  jobOpenings: new Set<number>(),
};
let sequence = 0;

const listFirst: Request = {
  method: 'GET',
  path: `/api/v1/employees?${org}&per_page=50`,
  onResponse: (status, body, context) => {
    context.cursor = status === 200 ? ((parse(body).data?.next_cursor as string | null) ?? null) : null;
  },
};
const listNext: Request = {
  method: 'GET',
  setupRequest: (request, context) => ({
    ...request,
    path: `/api/v1/employees?${org}&per_page=50${context.cursor ? `&cursor=${encodeURIComponent(String(context.cursor))}` : ''}`,
  }),
};
const detail: Request = {
  method: 'GET',
  setupRequest: (request) => ({ ...request, path: `/api/v1/employees/${pick(load.employeeIds)}` }),
};
const search: Request = {
  method: 'GET',
  setupRequest: (request) => ({
    ...request,
    path: `/api/v1/employees?${org}&search=${encodeURIComponent(pick(TERMS))}&per_page=50`,
  }),
};

const createEmployee: Request = {
  method: 'POST',
  path: '/api/v1/employees',
  setupRequest: (request, context) => {
    const body = employeeBody(load.organizationId, load.departmentId, load.designationId, 'Load');
    const code = `LOAD-${process.pid}-${++sequence}`;
    context.code = code;
    return { ...request, body: JSON.stringify({ ...body, employee_code: code, status: 'On Probation' }) };
  },
  onResponse: (status, body, context) => {
    const data = parse(body).data;
    if (status === 201 && typeof data?.id === 'number') {
      written.employees.set(data.id, { code: String(context.code) });
      context.employee = { id: data.id, version: data.version };
    } else {
      context.employee = undefined;
    }
  },
};
const readCreated: Request = {
  method: 'GET',
  setupRequest: (request, context) => {
    const employee = context.employee as { id: number } | undefined;
    return { ...request, path: `/api/v1/employees/${employee?.id ?? pick(load.employeeIds)}` };
  },
};
const changeStatus: Request = {
  method: 'PATCH',
  setupRequest: (request, context) => {
    const employee = (context.employee as { id: number; version: number } | undefined) ?? {
      id: pick(load.employeeIds),
      version: 0,
    };
    context.target = employee.id;
    return {
      ...request,
      path: `/api/v1/employees/${employee.id}/status`,
      body: JSON.stringify({ status: 'Active', version: employee.version }),
    };
  },
  onResponse: (status, body, context) => {
    const data = parse(body).data;
    if (status === 200 && typeof data?.version === 'number') {
      written.statusChanges.set(Number(context.target), { status: String(data.status), version: data.version });
    }
  },
};
const createJob: Request = {
  method: 'POST',
  path: '/api/v1/recruitment/job-openings',
  setupRequest: (request) => ({
    ...request,
    body: JSON.stringify({
      organization_id: load.organizationId,
      title: `Load opening ${++sequence}`,
      department_id: load.departmentId,
      designation_id: load.designationId,
      location: 'Sydney',
    }),
  }),
  onResponse: (status, body) => {
    const data = parse(body).data;
    if (status === 201 && typeof data?.id === 'number') written.jobOpenings.add(data.id);
  },
};

const requests: Request[] =
  load.mode === 'read'
    ? [listFirst, detail, search, listNext, detail]
    : [createEmployee, readCreated, changeStatus, createJob, listFirst, search];

const result = await autocannon({
  url: load.origin,
  connections: load.connections,
  duration: load.seconds,
  headers,
  requests: requests as unknown as autocannon.Request[],
});

/** Every write that answered 2xx, read back through the API. */
async function verify() {
  const failures: string[] = [];
  let checked = 0;
  const get = async (path: string) => {
    const response = await fetch(`${load.origin}/api/v1${path}`, { headers });
    return { status: response.status, body: response.status === 200 ? parse(await response.text()).data : undefined };
  };
  for (const [id, { code }] of written.employees) {
    checked++;
    const read = await get(`/employees/${id}`);
    if (read.status !== 200 || read.body?.employee_code !== code) failures.push(`employee ${id}: ${read.status}`);
    const change = written.statusChanges.get(id);
    if (change && (read.body?.status !== change.status || Number(read.body?.version) < change.version)) {
      failures.push(`employee ${id}: status change to ${change.status} (v${change.version}) not readable`);
    }
  }
  for (const id of written.jobOpenings) {
    checked++;
    const read = await get(`/recruitment/job-openings/${id}`);
    if (read.status !== 200) failures.push(`job opening ${id}: ${read.status}`);
  }
  return { checked, failures };
}

const statusCounts: Record<string, number> = {};
for (const [code, value] of Object.entries(result.statusCodeStats ?? {})) {
  statusCounts[code] = Number((value as { count: number | string }).count);
}
const verification = load.mode === 'mixed' ? await verify() : { checked: 0, failures: [] };
process.stdout.write(
  `${JSON.stringify({
    mode: load.mode,
    connections: load.connections,
    seconds: result.duration,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCounts,
    writes: {
      employeesCreated: written.employees.size,
      statusChanges: written.statusChanges.size,
      jobOpeningsCreated: written.jobOpenings.size,
    },
    verification,
  })}\n`,
);
process.exit(0);
