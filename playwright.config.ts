import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive the machine's Chromium (Playwright's own browser download is not used)
// against the built server, started by e2e/global-setup.ts on a fresh database and a free port.
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// One worker per core (at least one; `--workers` overrides). Each worker's browser shares the
// cores with the server, so a step can take seconds on a busy machine: the limits below are fuses
// for a hung test, set for 2 cores with one kept busy, not budgets for a quiet machine. Every
// assertion waits for its condition (web-first expects), never for a fixed time.
const workers = Math.max(1, os.availableParallelism());

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers,
  retries: 0,
  forbidOnly: true,
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // English, whatever the machine's locale: a French browser's first visit is sent to /fr.
    // en-US, as Chromium reads an unset (C) locale, which the specs were written against: a visitor's
    // region (miles, USD) follows it. The French journeys open a 'fr-CA' context of their own.
    locale: 'en-US',
    // The app's service worker precaches ~1.7 MB in every fresh context: blocked, except in the
    // specs about it (pwa.spec.ts allows it).
    serviceWorkers: 'block',
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The sizes a first-hour review used: a 1280x800 laptop and a 390x844 phone.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
      grepInvert: /@phone/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined },
      grep: /@phone/,
    },
  ],
});
