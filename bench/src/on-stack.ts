/**
 * The bench's measurements on a running stack (sections 2–10 of run.ts's table): a fresh DATA_DIR
 * (in memory-backed /dev/shm where there is one: the seed's bulk writes are then not bound by the
 * disk), DynamoDB Local, s3rver and the real server with the built SPA; the large and the small
 * organization seeded through the core. Rows and details go into what run.ts passes in.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerType } from '@hono/node-server';
import { freePort } from '../../functions/src/local/ports.ts';
import { type LocalServices, startLocalServices } from '../../functions/src/local/stack.ts';
import type { H2Origin } from './h2-origin.ts';
import type { Row } from './report.ts';
import {
  bulkApprovalRow,
  comparisonRow,
  interpretationRow,
  leaveRows,
  lighthouseRows,
  loadRows,
  payrollRows,
  searchCapacityRow,
} from './rows.ts';
import {
  EMPLOYEES,
  fmt,
  LIGHTHOUSE_PROTOCOLS,
  LOAD_CONNECTIONS,
  LOAD_SECONDS,
  PRESETS,
  RUNS,
  run,
  SMALL_EMPLOYEES,
} from './settings.ts';
import { clearProgress, progress, round } from './util.ts';

const PASSWORD = 'Seeded-Load-Tester-2026';

export async function measureOnStack(rows: Row[], details: Record<string, unknown>, webRows: Row[]): Promise<void> {
  const dataRoot = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
  const dataDir = mkdtempSync(join(dataRoot, 'wattle-bench-'));
  let services: LocalServices | undefined;
  let server: ServerType | undefined;
  let h2Origin: H2Origin | undefined;
  // The server's structured auth events would bury the table.
  const info = console.info;
  console.info = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('"source":"auth"')) return;
    info(...args);
  };
  try {
    progress(`stack: starting DynamoDB Local and s3rver in ${dataDir}`);
    services = await startLocalServices(dataDir);
    const { serve } = await import('@hono/node-server');
    const { createApi } = await import('../../functions/src/http/app.ts');
    const { ALL_RESOURCES } = await import('../../functions/src/http/resources.ts');
    const { createLocalServer, keepIdleConnections } = await import('../../functions/src/local/server.ts');
    const { createUser } = await import('../../functions/src/core/identity/users.ts');
    const { signIn, uploadResume } = await import('./http.ts');
    const { seedInWorker } = await import('./seeding.ts');
    const { countEndpointRequests } = await import('./requests.ts');
    const { measureOverhead } = await import('./overhead.ts');
    const { OVERHEAD_RATIO_BUDGET } = await import('./compare.ts');
    const { measureSearch, SEARCH_CAPACITY_BUDGET } = await import('./search.ts');
    const { runLoad, fiveHundreds } = await import('./load.ts');
    const { runLighthouse, LIGHTHOUSE_BUDGETS, BUDGET_PROTOCOL } = await import('./lighthouse.ts');

    const port = await freePort();
    const app = createLocalServer(createApi(...ALL_RESOURCES), { s3Endpoint: services.s3.endpoint, serveWeb: true });
    const listening = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
    keepIdleConnections(listening);
    server = listening;
    await new Promise<void>((done, fail) => {
      listening.once('listening', () => done());
      listening.once('error', fail);
    });
    const origin = `http://127.0.0.1:${port}`;

    // Seed: the large and the small organization, through the core (seed.ts, bulk-proxy.ts).
    const user = await createUser({ name: 'Bench User', email: 'bench@example.test', password: PASSWORD });
    progress('seeding');
    const seedStarted = performance.now();
    const { ROSTER_FPS_PEOPLE } = await import('./roster-fps.ts');
    const seeded = await seedInWorker({ id: user.id, name: user.name }, [
      { count: EMPLOYEES, prefix: 'B' },
      { count: SMALL_EMPLOYEES, prefix: 'S' },
      // The roster grid's frame rate (11): one department of 500 people, an organization of its own.
      ...(run('roster-fps') ? [{ count: ROSTER_FPS_PEOPLE, prefix: 'R', departments: 1 }] : []),
      // Imports (12): an organization of its own (one department, Sales), which the import fills.
      ...(run('imports') ? [{ count: 1, prefix: 'I', departments: 1 }] : []),
    ]);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const [large, small, ...own] = seeded.organizations;
    const grid = run('roster-fps') ? own.shift() : undefined;
    const importing = run('imports') ? own.shift() : undefined;
    if (!large || !small) throw new Error('seeding returned no organizations');
    const api = await signIn(origin, user.email, PASSWORD);
    // What the seed wrote must read back like data the API wrote.
    for (const organization of [large, small]) {
      const list = await api.call('GET', `/employees?organization_id=${organization.id}&per_page=1`);
      const dashboard = await api.call('GET', `/dashboard?organization_id=${organization.id}`);
      // The dashboard counts current staff only (issue 15): the seed also holds upcoming and former.
      const current = list.body?.data?.counts?.current;
      if (list.body?.data?.total !== organization.employees || dashboard.body?.data?.total_staff !== current) {
        throw new Error(
          `seed check: organization ${organization.id} lists ${list.body?.data?.total} of ${organization.employees} employees; the dashboard counts ${dashboard.body?.data?.total_staff} current staff, the directory ${current}`,
        );
      }
    }
    details.seed = { ...seeded, wallSeconds: round(seedSeconds) };
    rows.push({
      section: 0,
      figure: 'seed: employees created through the core (createEmployee), bulk-written',
      value: `${fmt(EMPLOYEES + SMALL_EMPLOYEES + (grid?.employees ?? 0) + (importing?.employees ?? 0), 0)} in ${fmt(seedSeconds, 0)} s`,
      budget: '',
      pass: null,
    });

    // 2. API overhead, 3. search, while the organization has exactly its seeded employees.
    const overhead = run('overhead') ? await measureOverhead(api, large.id, RUNS) : [];
    details.overhead = overhead.map(({ waves: _waves, ...comparison }) => comparison);
    for (const comparison of overhead) rows.push(comparisonRow(2, comparison, OVERHEAD_RATIO_BUDGET));
    const search = run('search') ? await measureSearch(api, large.id, RUNS) : undefined;
    details.search = search && { ...search, comparison: { ...search.comparison, waves: undefined } };
    if (search) {
      rows.push(comparisonRow(3, search.comparison, OVERHEAD_RATIO_BUDGET));
      rows.push(searchCapacityRow(search, SEARCH_CAPACITY_BUDGET));
    }

    // 4. Requests per endpoint (sequential: nothing else touches DynamoDB meanwhile).
    const counts = run('requests')
      ? await countEndpointRequests(api, large, small, (organizationId) => uploadResume(api, organizationId))
      : undefined;
    details.requests = counts;
    for (const endpoint of counts?.endpoints ?? []) {
      if (endpoint.kind === 'dashboard') continue;
      rows.push({
        section: 4,
        figure: `requests after authorization: ${endpoint.name} (${endpoint.kind})`,
        value: `${endpoint.requests} (in all: ${endpoint.commands}; authorization: ${endpoint.authorization})`,
        budget: `≤ ${endpoint.budget}; authorization 1 BatchGetItem`,
        pass: endpoint.pass,
      });
    }
    if (counts)
      rows.push({
        section: 4,
        figure: `requests: dashboard, ${fmt(counts.dashboard.smallEmployees, 0)} vs ${fmt(counts.dashboard.largeEmployees, 0)} employees`,
        value: `${counts.dashboard.small} vs ${counts.dashboard.large}`,
        budget: 'equal',
        pass: counts.dashboard.pass,
      });

    // 6b. Lighthouse (the endpoint fixture added one trashed employee: the list still shows 10,000),
    // over HTTPS with HTTP/2 as production serves it: the same app on a second, secure origin.
    let lighthouse: Awaited<ReturnType<typeof runLighthouse>> = { runs: [], summaries: [] };
    if (run('lighthouse')) {
      const { startH2Origin } = await import('./h2-origin.ts');
      h2Origin = await startH2Origin(app.fetch);
      const originOf = { h2: h2Origin.origin, 'http/1.1': origin };
      lighthouse = await runLighthouse({
        origins: LIGHTHOUSE_PROTOCOLS.map((protocol) => ({ protocol, origin: originOf[protocol] })),
        trustedCertificateSpki: h2Origin.certificateSpki,
        session: { token: api.token, user: api.user, organizationId: large.id },
        presets: PRESETS,
      });
    }
    details.lighthouse = lighthouse;
    rows.push(...webRows, ...lighthouseRows(lighthouse.summaries, LIGHTHOUSE_BUDGETS, BUDGET_PROTOCOL));

    // 5. Load: reads, then reads and writes (issue 7), each from its own process.
    const loadTarget = {
      origin,
      token: api.token,
      organizationId: large.id,
      departmentId: large.departmentIds[0] as number,
      designationId: large.designationIds[0] as number,
      employeeIds: [...large.managerIds],
      connections: LOAD_CONNECTIONS,
      seconds: LOAD_SECONDS,
    };
    // Detail reads spread over the whole directory, not just the managers.
    const sample = await api.call('GET', `/employees/options?organization_id=${large.id}`);
    const options = (sample.body?.data ?? []) as { id: number }[];
    if (options.length > 0) loadTarget.employeeIds = options.filter((_, index) => index % 10 === 0).map((o) => o.id);
    const loads = run('load')
      ? [await runLoad({ ...loadTarget, mode: 'read' }), await runLoad({ ...loadTarget, mode: 'mixed' })]
      : [];
    details.load = loads;
    for (const load of loads) rows.push(...loadRows(load, fiveHundreds(load)));
    // 9. Leave: balances read as of today and a year of accrual posted, for every employee.
    if (run('leave')) {
      const { measureLeave } = await import('./leave.ts');
      const leave = await measureLeave(api, large.id, RUNS);
      details.leave = leave;
      const { measureLeaveCalendar } = await import('./leave-calendar.ts');
      const calendar = await measureLeaveCalendar(api, large.id, RUNS);
      details.leaveCalendar = calendar;
      rows.push(...leaveRows(leave, calendar));
    }
    // 10. Pay runs: 1,000 and every employee, draft to finalised, the worker fed from the stream.
    if (run('payroll')) {
      const { measurePayRuns } = await import('./payroll.ts');
      const payroll = await measurePayRuns(api, services, large.id);
      details.payroll = payroll;
      rows.push(...payrollRows(payroll));
      const { measureInterpretation } = await import('./timesheets.ts');
      const interpretation = measureInterpretation();
      details.interpretation = interpretation;
      rows.push(interpretationRow(interpretation));
    }
    // 10. Bulk approval: 1,000 submitted timesheets, the worker fed from the stream as queue messages.
    if (run('bulk-approve')) {
      const { measureBulkApproval } = await import('./timesheet-approval.ts');
      const bulkApproval = await measureBulkApproval(api, services, large.id);
      details.bulkApproval = bulkApproval;
      rows.push(bulkApprovalRow(bulkApproval));
    }
    // 11. Rostering: 500 employees × 4 weeks of shifts; a department-week's roster and 4 weeks' checks and costs.
    if (run('roster')) {
      const { measureRoster, rosterRows } = await import('./roster.ts');
      const roster = await measureRoster(api, large.id, large.departmentIds[0] as number, RUNS);
      details.roster = roster;
      rows.push(...rosterRows(roster));
    }
    // 11. The roster grid's frame rate: a week of 500 people's shifts scrolled in Chromium.
    if (run('roster-fps')) {
      if (!grid) throw new Error('seeding returned no organization for the roster grid');
      const { measureRosterFps, rosterFpsRows } = await import('./roster-fps.ts');
      const fps = await measureRosterFps(api, origin, grid);
      details.rosterFps = fps;
      rows.push(...rosterFpsRows(fps));
    }
    // 13. Performance: a 1,000-reviewee cycle launched through the queue, its progress pages, a goal tree.
    if (run('performance')) {
      const { measurePerformance, performanceRows } = await import('./performance-reviews.ts');
      const performanceFigures = await measurePerformance(api, services, large);
      details.performance = performanceFigures;
      rows.push(...performanceRows(performanceFigures));
    }
    // 12. Import: a 5,000-row dry run and a 10,000-row commit through the queue, after the parts that
    // time writes in the large organization (DynamoDB Local's writes slow as its data grows).
    if (run('imports')) {
      if (!importing) throw new Error('seeding returned no organization for the import');
      const { measureImports, importRows } = await import('./imports.ts');
      const imports = await measureImports(api, services, importing.id);
      details.imports = imports;
      rows.push(...importRows(imports));
    }
    // 8. The purge of the large organization, last: it removes the data the figures above read.
    if (run('purge')) {
      progress('purging the large organization');
      const { measurePurge } = await import('./purge.ts');
      const purge = await measurePurge(api, services, large.id);
      details.purge = purge;
      rows.push({
        section: 8,
        figure: `purge of the ${fmt(EMPLOYEES, 0)}-employee organization (soft delete, due, worker through the stream)`,
        value: `${fmt(purge.items, 0)} items in ${fmt(purge.seconds)} s, ${purge.steps} steps`,
        budget: '',
        pass: null,
      });
    }
  } finally {
    clearProgress();
    progress('stopping the stack');
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    await h2Origin?.close();
    await services?.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    console.info = info;
    clearProgress();
  }
}
