/**
 * `npm test` (test:e2e, after the web build): fails when a route's initial JavaScript or the
 * largest route chunk is over its gzip budget (issue 6, figure 6). `npm run bench` reports the same.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureWebSizes, webBudgetChecks } from '../bench/src/web-budget.ts';

const dist = join(fileURLToPath(new URL('..', import.meta.url)), 'web', 'dist');
const checks = webBudgetChecks(measureWebSizes(dist));
for (const check of checks) {
  console.log(`${check.pass ? 'ok  ' : 'FAIL'} ${check.figure}: ${check.value} (budget ${check.budget})`);
}
const failed = checks.filter((check) => !check.pass);
if (failed.length > 0) {
  console.error(`web budget: ${failed.length} over budget`);
  process.exit(1);
}
