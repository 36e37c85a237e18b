import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { app, request } from './support.ts';
import { buildWorld, type World } from './world.ts';

/** Hostile values: wrong types, edge numbers, huge and odd strings, prototype keys. */
const hostileValue = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e308,
    '',
    ' ',
    '0',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom('\u0000', '\u202e', '\ud800', '\n', '"', '\\', '<script>', '%00', '😀'),
    maxLength: 20,
  }),
  fc.constant('x'.repeat(100_000)),
  fc.integer(),
  fc.double(),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 1 }), { maxKeys: 4 }),
);

const FIELDS = [
  'organization_id',
  'name',
  'title',
  'contact_email',
  'timezone',
  'department_id',
  'designation_id',
  'location',
  'status',
  'first_name',
  'last_name',
  'email',
  'personal_email',
  'job_opening_id',
  'applicant_id',
  'employee_code',
  'date_of_birth',
  'gender',
  'tax_file_number',
  'bank_bsb',
  'reporting_manager_id',
  'starts_at',
  'interviewer_ids',
  'salary',
  'start_date',
  'expiration_date',
  'tasks',
  'template_id',
  'score',
  'interviewer_id',
  'resume',
  'resume_upload_id',
  'version',
  'description',
  'grants',
  'fields',
  '_method',
  '__proto__',
  'constructor',
  'prototype',
];

const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 }),
  fc.anything({ maxDepth: 3 }),
  fc.constant(JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}')),
);

let world: World;
beforeAll(async () => {
  world = await buildWorld('Fuzz');
}, 120_000);

/** Concrete paths for every write route, with the world's real ids (so validation is what answers). */
function writeRoutes(w: World): [string, string][] {
  const ids: Record<string, number> = {
    organizations: w.organization.id,
    departments: w.department.id,
    designations: w.designation.id,
    'job-openings': w.job.id,
    applicants: w.applicant.id,
    interviews: w.interview.id,
    offers: w.offer.id,
    templates: w.template.id,
    hires: w.hire.id,
    employees: w.employee.id,
  };
  const routes = new Set<string>();
  for (const route of app.routes) {
    // Login takes no token and logout would end the session the fuzzing uses.
    if (!['POST', 'PUT', 'PATCH'].includes(route.method) || ['/api/v1/login', '/api/v1/logout'].includes(route.path))
      continue;
    const segments = route.path.replace('/api/v1', '').split('/');
    const concrete = segments
      .map((segment, index) => (segment.startsWith(':') ? String(ids[segments[index - 1] ?? ''] ?? 1) : segment))
      .join('/');
    routes.add(`${route.method} ${concrete}`);
  }
  return [...routes].map((route) => route.split(' ') as [string, string]);
}

let total = 0;

describe('hostile input', () => {
  it('every write route answers hostile bodies with a 4xx and a message, never a 5xx', async () => {
    const routes = writeRoutes(world);
    for (const [method, path] of routes) {
      await fc.assert(
        fc.asyncProperty(hostileBody, async (body) => {
          const response = await request(method, path, { token: world.owner.token, body });
          total++;
          const label = `${method} ${path} ${JSON.stringify(body)?.slice(0, 200)}`;
          expect(response.status, label).toBeLessThan(500);
          expect(response.status, label).not.toBe(401);
          if (response.status >= 400) expect(typeof response.body.message).toBe('string');
        }),
        // Bodies that are not objects at all go to every route, not only when the draw finds them.
        { numRuns: 25, examples: [[null], [[]], ['text'], [0], [{}]] },
      );
    }
    console.info(`hostile input: ${total} bodies over ${routes.length} write routes`);
  }, 300_000);

  it('malformed JSON, wrong content types, hostile paths and queries answer 4xx', async () => {
    const token = world.owner.token;
    const org = world.organization.id;
    // Routes that take no body ignore whatever is sent; every other write must refuse these.
    const takesBody = ([, path]: [string, string]) =>
      !/\/(cancel|restore|reveal|resend|read|mfa\/enrolment)$/.test(path);
    for (const [method, path] of writeRoutes(world).filter(takesBody)) {
      for (const [type, raw] of [
        ['application/json', '{"name": '],
        ['application/json', '\u0000\u0001'],
        ['text/plain', 'name=x'],
        ['application/xml', '<a>1</a>'],
        ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
      ] as const) {
        const response = await request(method, path, { token, rawBody: raw, headers: { 'content-type': type } });
        expect(response.status, `${method} ${path} ${type}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${path} ${type}`).toBeLessThan(500);
        total++;
      }
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), async (id, query) => {
        for (const base of ['/employees', '/recruitment/applicants', '/recruitment/job-openings', '/departments']) {
          const path = `${base}/${encodeURIComponent(id)}?organization_id=${encodeURIComponent(query)}`;
          const response = await request('GET', path, { token });
          total++;
          expect(response.status, path).toBeLessThan(500);
        }
        const list = await request(
          'GET',
          `/employees?organization_id=${org}&search=${encodeURIComponent(query)}&cursor=${encodeURIComponent(id)}&status=${encodeURIComponent(query)}`,
          { token },
        );
        total++;
        expect(list.status).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
    const huge = await request('POST', '/employees', {
      token,
      rawBody: JSON.stringify({ a: 'x'.repeat(2_000_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    console.info(`hostile input: ${total} requests in all`);
  }, 300_000);

  it('rejected requests changed no data', async () => {
    const token = world.owner.token;
    const org = world.organization.id;
    const list = await request('GET', `/employees?organization_id=${org}`, { token });
    const history = await request('GET', `/employees/history?organization_id=${org}&per_page=100`, { token });
    // The world wrote 3 employees (one trashed) and their events; hostile writes added nothing valid.
    expect(list.body.data.total).toBe(2);
    expect(history.body.data.data.every((event: { changed_by: string }) => event.changed_by === 'Owner Fuzz')).toBe(
      true,
    );
    const applicants = await request('GET', `/recruitment/applicants?organization_id=${org}`, { token });
    expect(applicants.body.data.total).toBe(2);
    const prototype = {} as Record<string, unknown>;
    expect(prototype.admin).toBeUndefined();
  });
});
