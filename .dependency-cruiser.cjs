/**
 * The import rules of Wattle HR, written down once and checked by `npm run check:deps` (part of
 * `npm test`). Any violation fails the check; nothing is excluded or grandfathered.
 *
 *   no import cycle between files, anywhere (type-only imports count too);
 *   functions/src/core is layered, lowest first (arrows point down only, so no folder cycle;
 *     see CORE_LAYERS);
 *   a route (functions/src/http/routes) imports a core context only through its index.ts;
 *   web features never import each other; web's shared parts never import a feature;
 *   the workspaces import in one direction: shared <- functions <- infra, shared <- web;
 *   shared imports nothing of ours.
 *
 * To see the graph: `npx depcruise --output-type text functions/src/core | less`.
 */
const path = require('node:path');

const CORE = 'functions/src/core';

/**
 * The layers of the API core, lowest first. A folder may import its own layer's folders only
 * where the layer says `internal: true` (infrastructure pieces build on each other); otherwise
 * only lower layers. A new context goes in at the rank its imports need, never beside a cycle.
 */
const CORE_LAYERS = [
  // Plain helpers at the root of core (config, errors, the actor, validation, csv, lazy).
  { name: 'base', files: `^${CORE}/[^/]+$` },
  // AWS clients, DynamoDB (with paging), keys, mail, storage, idempotency, background jobs.
  {
    name: 'infrastructure',
    folders: ['aws', 'db', 'crypto', 'mail', 'storage', 'idempotency', 'jobs'],
    internal: true,
  },
  // The tenancy kernel: organization, membership, scope, the organization's counter and structure.
  { name: 'tenancy', folders: ['tenancy'] },
  // The append-only audit log every change writes to.
  { name: 'audit', folders: ['audit'] },
  // Users, passwords, sessions, second factors.
  { name: 'identity', folders: ['identity'] },
  // Authorization and data-scope reach, enforced once before a handler runs.
  { name: 'access', folders: ['access'] },
  // Domain contexts, each above those it reads.
  { name: 'employees', folders: ['employees'] },
  { name: 'recruitment and leave', folders: ['recruitment', 'leave'] },
  { name: 'attendance', folders: ['attendance'] },
  // Rostering reads employees and leave; published shifts prefill timesheets (so it sits below them).
  // Attendance sits below it: a clock-in gets rostering's published-shift reader from its route.
  { name: 'rostering', folders: ['rostering'] },
  // Timesheets read clock records; payroll pays their hours (so pay lines under pay terms are payroll's).
  { name: 'timesheets', folders: ['timesheets'] },
  { name: 'payroll', folders: ['payroll'] },
  // Performance reads employees (owners, reach) and, for an appraisal's pay change, proposes to payroll.
  { name: 'performance', folders: ['performance'] },
  // Organization administration: invitations, members, roles, departments, deletion, references.
  { name: 'organizations', folders: ['organizations'] },
  // Imports write records of the contexts below through their own create and update (issue 31 §1).
  { name: 'imports', folders: ['imports'] },
  // Read models across contexts.
  { name: 'read models', folders: ['dashboard'] },
];

const folderPattern = (folders) => `^${CORE}/(${folders.join('|')})/`;
const layerPattern = (layer) => layer.files ?? folderPattern(layer.folders);

/** For each layer: no arrow to any layer above it, nor (unless internal) to a sibling folder. */
const coreLayerRules = CORE_LAYERS.flatMap((layer, rank) => {
  const above = CORE_LAYERS.slice(rank + 1).map(layerPattern);
  const rules = [
    {
      name: `core-${layer.name.replaceAll(' ', '-')}-imports-down-only`,
      comment: `core/${layer.name} imports only layers below it (.dependency-cruiser.cjs, CORE_LAYERS).`,
      severity: 'error',
      from: { path: layerPattern(layer) },
      to: { path: above.length > 0 ? above : '^$' },
    },
  ];
  if (!layer.internal && layer.folders && layer.folders.length > 1) {
    rules.push(
      ...layer.folders.map((folder) => ({
        name: `core-${folder}-not-its-siblings`,
        comment: `core/${folder} does not import the other contexts of its layer (${layer.name}).`,
        severity: 'error',
        from: { path: `^${CORE}/${folder}/` },
        to: { path: folderPattern(layer.folders.filter((other) => other !== folder)) },
      })),
    );
  }
  return rules;
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle between files: a cycle makes load order (and bundle splitting) fragile.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-folder-in-a-layer',
      comment: 'Every folder of functions/src/core has a place in CORE_LAYERS (add a new context there first).',
      severity: 'error',
      from: { path: `^${CORE}/`, pathNot: CORE_LAYERS.map(layerPattern) },
      to: {},
    },
    ...coreLayerRules,
    {
      name: 'routes-through-public-faces',
      comment:
        'A route imports a context of the core only through its public face (core/<context>/index.ts); ' +
        'infrastructure and the root helpers of core are not contexts.',
      severity: 'error',
      from: { path: '^functions/src/http/routes/' },
      to: {
        path: `^${CORE}/[^/]+/`,
        pathNot: [`^${CORE}/[^/]+/index\\.ts$`, folderPattern(CORE_LAYERS.find((layer) => layer.internal).folders)],
      },
    },
    {
      name: 'core-not-http',
      comment: 'Core domain code never imports the HTTP layer, handlers or the local server.',
      severity: 'error',
      from: { path: `^${CORE}/`, pathNot: '\\.test\\.ts$' },
      to: { path: '^functions/src/(http|handlers|local|scripts)/' },
    },
    {
      name: 'web-features-independent',
      comment: 'A web feature never imports another; shared parts live in web/src/components, lib or hooks.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/$1/' },
    },
    {
      name: 'web-shared-parts-not-features',
      comment: "web's shared parts (ui components, lib, hooks, config) never import a feature (the app shell may).",
      severity: 'error',
      from: { path: '^web/src/(components/ui|lib|hooks|config)/' },
      to: { path: '^web/src/features/' },
    },
    {
      name: 'functions-not-infra-or-web',
      comment:
        'The API code never imports infra or web: infra builds the stack from functions (its manifest), ' +
        'so what both need lives in shared/. (functions/test may read infra/test to compare the grants.)',
      severity: 'error',
      from: { path: '^functions/src/' },
      to: { path: '^(infra|web|bench|scripts)/' },
    },
    {
      name: 'web-not-server-code',
      comment: 'The web app imports only shared/ of ours, never the API, infra or bench code.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(functions|infra|bench|scripts)/' },
    },
    {
      name: 'shared-imports-nothing-of-ours',
      comment: 'shared/ (schemas, constants, types for API and web) imports no other workspace.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(functions|web|infra|bench|scripts)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|cdk\\.out|test-results|playwright-report)/' },
    // Type-only imports count: a cycle through types is still a cycle for the reader.
    tsPreCompilationDeps: true,
    // web's "@/" alias (see tsconfig.depcruise.json); an absolute path, as the resolver needs one.
    tsConfig: { fileName: path.join(__dirname, 'tsconfig.depcruise.json') },
    // @wattle/shared/<name> resolves through shared/package.json's "exports".
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
