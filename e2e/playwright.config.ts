import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_DEV_OUTBOX_TOKEN } from './tests/dev-outbox-token';

// E2E_PORT lets several checkouts on one machine run their browser tests at once.
const PORT = Number(process.env.E2E_PORT ?? 3211);
// 'localhost', not '127.0.0.1': the passkey spec's WebAuthn needs a domain as its relying party ID (decision 053:
// the RP ID is BASE_URL's host, and browsers refuse an IP address there). The server still listens on 127.0.0.1.
const BASE_URL = `http://localhost:${PORT}`;

// The browser tests run the BUILT app (`npm run build` first) the way production does: one Node server that
// serves the API and apps/web/dist, with a fresh embedded database in a DATA_DIR of the run's own. It is a fixed
// folder beside this file (git ignores `.data*/`), not a new temporary one: Playwright evaluates this file in
// every process it starts, and each mkdtemp would leave a folder in /tmp. The server command empties it first and
// the global teardown removes it.
const dataDir = join(fileURLToPath(new URL('.', import.meta.url)), '.data-e2e');

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  globalTeardown: './remove-data-dir.ts',
  // Generous: CI's machine may be busy; a limit here only stops a stuck test, it measures nothing.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The demo seed first (the shared factories: an owner and an employee with logins), then the built server.
    command: `rm -rf '${dataDir}' && npm run --silent seed:demo && node apps/server/dist/main.js`,
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // The seed and start-up; on a machine shared with other work they can take longer (E2E_SERVER_TIMEOUT_MS).
    timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 180_000),
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      // 'test', not 'production': the server then keeps e-mail in its outbox (GET /api/dev/outbox, where the
      // tests find the verification and reset links) and looks CVR numbers up offline. It still runs the
      // built files, with the same security headers.
      NODE_ENV: 'test',
      // The outbox answers only with this token (random outside the tests); accounts.ts sends it.
      DEV_OUTBOX_TOKEN: E2E_DEV_OUTBOX_TOKEN,
      DATA_DIR: dataDir,
      // A fixed key for tests only; never used outside this temporary database.
      ENCRYPTION_KEY: '0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0',
      BASE_URL,
      // The super admins of admin.spec.ts and phone-layout.spec.ts: whoever signs up and verifies these addresses
      // (docs/rules/auth-and-access.md#ruling-6). One each, because each spec sets up its own two-factor secret (decision 034).
      SUPERADMIN_EMAILS: 'superadmin@e2e.kollega.dk,superadmin-telefon@e2e.kollega.dk',
      // The tests run behind no proxy, but their sign-ups by API name a client address of their own (accounts.ts),
      // so that the suite's many accounts do not hit one address's sign-up limit.
      TRUST_PROXY: 'loopback',
    },
  },
});
