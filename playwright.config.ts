import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** The browser suite runs against the real local stack (DynamoDB Local + s3rver) on a throwaway DATA_DIR. */
const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'wattle-e2e-'));
// The workers read the stack's runtime file (the mail catcher's inbox) from here.
process.env.E2E_DATA_DIR = dataDir;
// The owner's signed-in browser storage, saved once by the setup project (web/e2e/owner.setup.ts).
const ownerState = join(dataDir, 'owner-storage-state.json');
process.env.E2E_OWNER_STATE = ownerState;
export const E2E_ADMIN = { email: 'admin@wattle.test', password: 'Correct-Horse-Battery-9' };

export default defineConfig({
  testDir: 'web/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // As an Australian user sees the app: en-AU formats, Sydney days (the organizations' zone too).
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    // A trace records a screencast of every action: about a fifth of the suite's time on this
    // machine (a 3-spec sample, 82 s with it and 67 s without). In CI it is kept for the retry of
    // a failed test; locally (no retries) for a test that failed.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    {
      name: 'chromium',
      // Every test's page starts signed in as the owner (web/e2e/fixtures); a spec that needs
      // nobody signed in says `test.use({ storageState: SIGNED_OUT })`.
      use: { ...devices['Desktop Chrome'], channel: undefined, storageState: ownerState },
      dependencies: ['setup'],
    },
  ],
  webServer: {
    command: 'npm run start -w functions --silent',
    url: `http://127.0.0.1:${port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    // The server's stdout is its JSON request and auth log; errors still show through stderr.
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Faster password hashing for the test stack only; production uses the OWASP cost.
      SCRYPT_COST: '16384',
      // One owner invites every spec's members in a run; the limit itself is tested at its default
      // (functions/test/invitation-limits.int.test.ts).
      INVITATIONS_PER_HOUR: '500',
    },
  },
});
