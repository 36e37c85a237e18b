/**
 * Every list, detail and dashboard GET endpoint of the API, with its DynamoDB request budget
 * (issue 6, figure 4). One definition for the benchmark (`npm run bench`, over HTTP against the
 * seeded organizations) and for `functions/test/request-budget.int.test.ts` (`npm test`, through
 * `app.request`). A new GET route belongs in `endpointCases`.
 */
import { onAwsCommand, type SentCommand } from '../../functions/src/core/aws/command-log.ts';
import { employeeBody } from './fixtures.ts';

export { employeeBody };

/**
 * `nested list`: a list under an id-only path (a department's designations, an employee's
 * history), whose organization comes from the id's locator during authorization.
 */
export type EndpointKind = 'list' | 'nested list' | 'search' | 'detail' | 'dashboard';

/**
 * Most DynamoDB requests one call may make after authorization, which is one BatchGetItem (session
 * and membership; an id-only path first reads the id's locator). The dashboard has no fixed
 * number: it must make the same number of requests for 100 employees as for 10,000.
 */
export const REQUEST_BUDGETS: Record<Exclude<EndpointKind, 'dashboard'>, number> = {
  list: 2,
  'nested list': 2,
  search: 2,
  detail: 2,
};

export interface EndpointCase {
  name: string;
  kind: EndpointKind;
  /** Under /api/v1. */
  path: string;
}

// biome-ignore lint/suspicious/noExplicitAny: API answers are inspected loosely here
type Json = any;
/** Calls the API (under /api/v1) as the fixture's user; the bench uses HTTP, the test `app.request`. */
export type ApiCall = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: Json }>;

export interface EndpointFixture {
  organizationId: number;
  departmentId: number;
  designationId: number;
  employeeId: number;
  jobId: number;
  hireId: number;
  applicantId: number;
  interviewId: number;
  offerId: number;
  templateId: number;
  sessionId: string;
  /** An applicant with an uploaded resume, when the caller could upload one. */
  resumeApplicantId: number | null;
}

async function expectOk(call: ApiCall, method: string, path: string, body?: unknown): Promise<Json> {
  const response = await call(method, path, body);
  if (response.status >= 300) {
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`);
  }
  return response.body?.data;
}

/**
 * A recruitment pipeline in an organization, so every endpoint has something to return: a job,
 * a hired applicant (interview with feedback, accepted offer, onboarding plan) and one still
 * applied, an onboarding template and a trashed employee. Given `existing`, it works in that
 * organization and uses its department, designation and two of its employees as interviewers;
 * otherwise it creates them.
 */
export async function createEndpointFixture(
  call: ApiCall,
  options: {
    existing?: { organizationId: number; departmentId: number; designationId: number; employeeIds: [number, number] };
    /** Uploads a resume (presigned POST to S3) and returns its upload id; skipped when absent. */
    uploadResume?: (organizationId: number) => Promise<string>;
  } = {},
): Promise<EndpointFixture> {
  let existing = options.existing;
  if (!existing) {
    const organization = await expectOk(call, 'POST', '/organizations', {
      name: `Endpoints ${Date.now()}`,
      contact_email: 'hr@example.test',
    });
    const department = await expectOk(call, 'POST', `/organizations/${organization.id}/departments`, {
      name: 'Engineering',
    });
    const designation = await expectOk(call, 'POST', `/departments/${department.id}/designations`, {
      title: 'Engineer',
      level: 'Mid',
    });
    const interviewers: number[] = [];
    for (const name of ['Alice', 'Bob']) {
      const employee = await expectOk(call, 'POST', '/employees', {
        ...employeeBody(organization.id, department.id, designation.id, name),
      });
      interviewers.push(employee.id);
    }
    existing = {
      organizationId: organization.id,
      departmentId: department.id,
      designationId: designation.id,
      employeeIds: interviewers as [number, number],
    };
  }
  const { organizationId, departmentId, designationId, employeeIds } = existing;
  const trashed = await expectOk(
    call,
    'POST',
    '/employees',
    employeeBody(organizationId, departmentId, designationId, 'Trashed'),
  );
  await expectOk(call, 'DELETE', `/employees/${trashed.id}`);
  const job = await expectOk(call, 'POST', '/recruitment/job-openings', {
    organization_id: organizationId,
    title: 'Platform Engineer',
    department_id: departmentId,
    designation_id: designationId,
    location: 'Sydney',
  });
  const applicant = (first: string, resumeUploadId?: string) =>
    expectOk(call, 'POST', '/recruitment/applicants', {
      organization_id: organizationId,
      first_name: first,
      last_name: 'Candidate',
      email: `${first.toLowerCase()}.${Date.now()}@example.test`,
      job_opening_id: job.id,
      ...(resumeUploadId ? { resume_upload_id: resumeUploadId } : {}),
    });
  const hire = await applicant('Carla');
  const resumeUpload = options.uploadResume ? await options.uploadResume(organizationId) : undefined;
  const waiting = await applicant('Dev', resumeUpload);
  // Interviewers are members of the workspace (the employees above stay in the fixture as records);
  // the interview is in the past so its feedback can be recorded.
  const members: { user_id: number }[] = await expectOk(
    call,
    'GET',
    `/recruitment/interviewers?organization_id=${organizationId}`,
  );
  const memberIds = members.map((member) => member.user_id).slice(0, 2);
  const interview = await expectOk(call, 'POST', '/recruitment/interviews', {
    organization_id: organizationId,
    applicant_id: hire.id,
    starts_at: '2026-03-02T10:00',
    duration_minutes: 45,
    interview_type: 'Video',
    interviewer_ids: memberIds,
    location: 'https://meet.example.test/bench',
    allow_overlap: true,
  });
  for (const [index, interviewerId] of memberIds.entries()) {
    await expectOk(call, 'PUT', `/recruitment/interviews/${interview.id}/feedback`, {
      interviewer_id: interviewerId,
      score: 4 + index / 2,
      notes: 'Strong systems design.',
    });
  }
  const offer = await expectOk(call, 'POST', '/recruitment/offers', {
    organization_id: organizationId,
    applicant_id: hire.id,
    salary: 120_000,
    start_date: '2027-06-01',
    expiration_date: '2027-05-01',
  });
  await expectOk(call, 'PATCH', `/recruitment/offers/${offer.id}/status`, { status: 'Accepted' });
  const template = await expectOk(call, 'POST', '/recruitment/onboarding/templates', {
    organization_id: organizationId,
    name: 'Engineering onboarding',
    tasks: [
      { name: 'Send contract', due_offset_days: -7 },
      { name: 'Laptop and accounts', due_offset_days: 0 },
    ],
  });
  await expectOk(call, 'POST', `/recruitment/onboarding/hires/${hire.id}/plan`, { template_id: template.id });
  const sessions = (await expectOk(call, 'GET', '/sessions')) as { id: string; current?: boolean }[];
  return {
    organizationId,
    departmentId,
    designationId,
    employeeId: employeeIds[0],
    jobId: job.id,
    hireId: hire.id,
    applicantId: waiting.id,
    interviewId: interview.id,
    offerId: offer.id,
    templateId: template.id,
    sessionId: (sessions.find((session) => session.current) ?? sessions[0])?.id ?? '',
    resumeApplicantId: resumeUpload ? waiting.id : null,
  };
}

/** Every list, search, detail and dashboard GET, with the fixture's ids. */
export function endpointCases(f: EndpointFixture, options: { employeesCursor?: string } = {}): EndpointCase[] {
  const org = `organization_id=${f.organizationId}`;
  const cases: EndpointCase[] = [
    { name: 'me', kind: 'detail', path: '/me' },
    { name: 'sessions', kind: 'list', path: '/sessions' },
    { name: 'organizations', kind: 'list', path: '/organizations' },
    { name: 'organization', kind: 'detail', path: `/organizations/${f.organizationId}` },
    { name: 'departments', kind: 'list', path: `/organizations/${f.organizationId}/departments` },
    { name: 'department', kind: 'detail', path: `/departments/${f.departmentId}` },
    { name: 'designations', kind: 'nested list', path: `/departments/${f.departmentId}/designations` },
    { name: 'designation', kind: 'detail', path: `/designations/${f.designationId}` },
    { name: 'job openings', kind: 'list', path: `/recruitment/job-openings?${org}` },
    { name: 'job opening', kind: 'detail', path: `/recruitment/job-openings/${f.jobId}` },
    { name: 'applicants', kind: 'list', path: `/recruitment/applicants?${org}` },
    { name: 'applicants by status', kind: 'list', path: `/recruitment/applicants?${org}&status=applied` },
    {
      name: 'applicants search',
      kind: 'search',
      path: `/recruitment/applicants?${org}&job_opening_id=${f.jobId}&search=dev`,
    },
    { name: 'recruitment search', kind: 'search', path: `/recruitment/search?${org}&q=dev` },
    // Exports read every matching row; these three do it in two requests (history pages by 500 events).
    { name: 'applicants export', kind: 'list', path: `/recruitment/applicants/export?${org}&search=dev` },
    { name: 'job openings export', kind: 'list', path: `/recruitment/job-openings/export?${org}` },
    { name: 'applicant', kind: 'detail', path: `/recruitment/applicants/${f.applicantId}` },
    { name: 'interviews (dates)', kind: 'list', path: `/recruitment/interviews?${org}&from=2026-03-01&to=2026-03-31` },
    { name: 'interviews (applicant)', kind: 'list', path: `/recruitment/interviews?${org}&applicant_id=${f.hireId}` },
    { name: 'interview', kind: 'detail', path: `/recruitment/interviews/${f.interviewId}` },
    { name: 'interview invite', kind: 'detail', path: `/recruitment/interviews/${f.interviewId}/invite` },
    { name: 'candidates', kind: 'list', path: `/recruitment/candidates?${org}&job_opening_id=${f.jobId}` },
    { name: 'offers', kind: 'list', path: `/recruitment/offers?${org}` },
    { name: 'offer', kind: 'detail', path: `/recruitment/offers/${f.offerId}` },
    { name: 'onboarding templates', kind: 'list', path: `/recruitment/onboarding/templates?${org}` },
    { name: 'onboarding template', kind: 'detail', path: `/recruitment/onboarding/templates/${f.templateId}` },
    { name: 'onboarding hires', kind: 'list', path: `/recruitment/onboarding/hires?${org}` },
    { name: 'employees', kind: 'list', path: `/employees?${org}` },
    { name: 'employees, page of 50', kind: 'list', path: `/employees?${org}&per_page=50` },
    { name: 'employees search', kind: 'search', path: `/employees?${org}&search=smith` },
    { name: 'employees export', kind: 'list', path: `/employees/export?${org}&search=smith` },
    {
      name: 'employees filtered',
      kind: 'list',
      path: `/employees?${org}&department_id=${f.departmentId}&status=Active&per_page=10`,
    },
    {
      name: 'employees, a lifecycle tab',
      kind: 'list',
      path: `/employees?${org}&lifecycle=upcoming&status=On%20Probation&sort=probation_end_date`,
    },
    { name: 'employees trash', kind: 'list', path: `/employees/trashed?${org}` },
    { name: 'exits', kind: 'list', path: `/employees/exits?${org}&state=scheduled` },
    { name: 'exit checklist template', kind: 'detail', path: `/employees/exit-checklist?${org}` },
    { name: 'employee options', kind: 'list', path: `/employees/options?${org}` },
    { name: 'employee', kind: 'detail', path: `/employees/${f.employeeId}` },
    { name: 'history', kind: 'list', path: `/employees/history?${org}` },
    { name: 'employee history', kind: 'nested list', path: `/employees/${f.employeeId}/history` },
    { name: 'dashboard', kind: 'dashboard', path: `/dashboard?${org}` },
    {
      name: 'attendance records',
      kind: 'list',
      path: `/attendance/records?${org}&employee_id=${f.employeeId}&from=2026-01-01&to=2026-01-31`,
    },
    { name: 'attendance corrections', kind: 'list', path: `/attendance/adjustments?${org}&view=all` },
    // The day's board reads like the dashboard: the directory, the day's records, the reached
    // employees' work patterns and the day's leave, the same requests for any head count.
    { name: 'attendance board', kind: 'dashboard', path: `/attendance/board?${org}` },
  ];
  if (options.employeesCursor) {
    cases.push({
      name: 'employees, later page (cursor)',
      kind: 'list',
      path: `/employees?${org}&per_page=50&cursor=${encodeURIComponent(options.employeesCursor)}`,
    });
  }
  if (f.resumeApplicantId) {
    cases.push({
      name: 'resume download',
      kind: 'detail',
      path: `/recruitment/applicants/${f.resumeApplicantId}/resume/download`,
    });
  }
  return cases;
}

/** The dashboard for another organization (the size comparison). */
export const dashboardCase = (organizationId: number): EndpointCase => ({
  name: 'dashboard',
  kind: 'dashboard',
  path: `/dashboard?organization_id=${organizationId}`,
});

export interface RequestCount {
  total: number;
  /** Authorization's requests: the BatchGetItem that reads the session, and a locator GetItem before it. */
  authorization: { batchGets: number; locatorReads: number };
  /** The handler's own requests, after authorization. */
  afterAuthorization: number;
  byCommand: Record<string, number>;
}

/** Whether a command is one of authorization's reads (see core/access/authorize.ts). */
function authorizationRead(command: SentCommand): 'batch' | 'locator' | null {
  if (command.name === 'BatchGetItemCommand') {
    const requests = Object.values((command.input.RequestItems ?? {}) as Record<string, { Keys?: { pk?: unknown }[] }>);
    const readsSession = requests.some((request) => request.Keys?.some((key) => String(key.pk).startsWith('session#')));
    return readsSession ? 'batch' : null;
  }
  if (command.name === 'GetItemCommand' && (command.input.Key as { sk?: unknown } | undefined)?.sk === 'locator') {
    return 'locator';
  }
  return null;
}

/**
 * The DynamoDB requests `run` makes, counted on the client. Nothing else may use DynamoDB in
 * this process meanwhile.
 */
export async function countRequests(run: () => Promise<unknown>): Promise<RequestCount> {
  const byCommand: Record<string, number> = {};
  const authorization = { batchGets: 0, locatorReads: 0 };
  let total = 0;
  let authorized = false;
  const stop = onAwsCommand((command) => {
    if (command.service !== 'dynamodb') return undefined;
    byCommand[command.name] = (byCommand[command.name] ?? 0) + 1;
    total++;
    const read = authorized ? null : authorizationRead(command);
    if (read === 'locator') authorization.locatorReads++;
    if (read === 'batch') {
      authorization.batchGets++;
      authorized = true;
    }
    return undefined;
  });
  try {
    await run();
  } finally {
    stop();
  }
  return {
    total,
    authorization,
    afterAuthorization: total - authorization.batchGets - authorization.locatorReads,
    byCommand,
  };
}

/** Requests per call of one endpoint: it is called once first, so the session's idle-clock refresh is not counted. */
export async function countEndpoint(call: ApiCall, endpoint: EndpointCase): Promise<RequestCount> {
  const warm = await call('GET', endpoint.path);
  if (warm.status !== 200) {
    throw new Error(`GET ${endpoint.path} answered ${warm.status}: ${JSON.stringify(warm.body).slice(0, 300)}`);
  }
  return countRequests(() => call('GET', endpoint.path));
}

/** A path that names only a record id: authorization first reads the id's locator. */
const ID_ONLY = /^\/(departments|designations|employees|recruitment\/[a-z-]+(\/templates)?)\/\d+/;

/**
 * What is wrong with an endpoint's count: authorization must be exactly one BatchGetItem (after
 * one locator GetItem on an id-only path), and the handler's own requests within the kind's budget.
 */
export function endpointProblems(endpoint: EndpointCase, count: RequestCount): string[] {
  const problems: string[] = [];
  const locatorReads = ID_ONLY.test(endpoint.path) ? 1 : 0;
  if (count.authorization.batchGets !== 1 || count.authorization.locatorReads !== locatorReads) {
    problems.push(`${endpoint.name}: authorization ${JSON.stringify(count.authorization)} [${formatCommands(count)}]`);
  }
  const budget = budgetOf(endpoint.kind);
  if (budget !== null && count.afterAuthorization > budget) {
    problems.push(
      `${endpoint.name} (${endpoint.kind}): ${count.afterAuthorization} after authorization > ${budget} [${formatCommands(count)}]`,
    );
  }
  return problems;
}

/** The budget line for a kind ('≤ 2'), and whether `count` meets it (dashboards are compared separately). */
export function budgetOf(kind: EndpointKind): number | null {
  return kind === 'dashboard' ? null : REQUEST_BUDGETS[kind];
}

export const formatCommands = (count: RequestCount) =>
  Object.entries(count.byCommand)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${value} ${name.replace(/Command$/, '')}`)
    .join(', ');
