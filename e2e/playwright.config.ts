import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Chosen once, in the runner: its workers load this file again and must find the same values, so
// they are passed on through the environment they inherit.
process.env.E2E_PORT ||= execFileSync(process.execPath, ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"], {
  encoding: 'utf8',
}).trim();
process.env.E2E_DATA_DIR ||= `/tmp/kg-e2e-${process.pid}`;
const port = Number(process.env.E2E_PORT);
const dataDir = process.env.E2E_DATA_DIR;
/** Where a test's screenshots and traces go; set (as `npm test` does), only failures' are kept there. */
const outputDir = process.env.E2E_OUTPUT_DIR;
const serverLog = process.env.E2E_SERVER_LOG ?? `${dataDir}/server.log`;

/**
 * Browser test files whose assertions are decided apart from the database (the rule the server's tests
 * follow, docs/testing.md): a first line `// PGlite only: <why>`. They run in the PGlite suite only,
 * not again against PostgreSQL (DATABASE_URL set).
 */
const PGLITE_ONLY = '// PGlite only:';
const pgliteOnlyFiles = () => readdirSync(import.meta.dirname).filter((f) => f.endsWith('.e2e.ts') && readFileSync(`${import.meta.dirname}/${f}`, 'utf8').startsWith(PGLITE_ONLY));

/**
 * The real server on a fresh database (PGlite in E2E_DATA_DIR, or DATABASE_URL), seeded with the
 * demo data, serving the built web app; Debian's Chromium drives it.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  testIgnore: process.env.DATABASE_URL ? pgliteOnlyFiles() : [],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // An assertion on a route just opened first waits for that route's accessibility check (support/a11y.ts:
  // settling, then axe), which its timeout cannot be given back: axe on a table of a hundred rows took
  // most of 10 s on a machine loaded far beyond its two cores.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: outputDir ?? `${dataDir}/results`,
  preserveOutput: outputDir ? 'failures-only' : 'always',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    // Where the demo's kindergartens and their staff are: times read as they do for them, whatever the machine's zone.
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // As a person who asked their system for less motion: antd draws dialogs, menus and charts at once
    // (the web app honours the setting), so no test waits for an animation or clicks into one, and the
    // renderer, most of the suite's CPU, draws no frames of them. The motion itself stays covered by
    // the tests that ask for it (shell.e2e.ts, `reducedMotion: 'no-preference'`).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Kept only for a failed test, but recorded for every test: each action, its timing, the network,
    // the console and the sources, without a DOM snapshot around every action. What the page showed
    // when it failed is in the failure's screenshot and its error context (the page's accessibility
    // snapshot, which Playwright writes beside it). The snapshots were the trace's cost: the campus
    // file (8 tests) took 194.4 CPU-s with them, 180.6 without, 181.7 with no trace at all (measured
    // side by side at a load of 40 on 2 cores; about 1.7 CPU-s a test of many steps, less for short
    // ones: docs/testing.md).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    // The server's log is kept beside the data (its errors also shown here): stdout to the file,
    // stderr to both. The server is exec'd, so that it is the runner's own child, reaped by it when
    // stopped: its CPU time is then counted with the phase's (npm test's CPU-seconds), not lost with
    // an orphan as behind a shell's pipeline.
    command: `rm -rf ${dataDir}/db && mkdir -p ${dataDir} && exec bash -c 'exec node --import tsx apps/server/src/main.ts 2> >(tee -a ${serverLog} >&2) >>${serverLog}'`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    // A first start seeds and plays the demo's last days: half a minute on a quiet machine, longer on a busy one.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `${dataDir}/db`,
      LOG_LEVEL: 'warn',
      // Four days of demo history, not the month: the tests read the last school day (three days back
      // on a Monday) and today, and this month's reports, whatever they hold; each day played is CPU
      // every start pays (measured: 32.0 CPU-seconds a start against 35.7 with ten days).
      DEMO_DAYS: '4',
      // The local SMS driver copies each message here, for a test to read the code a phone would get.
      SMS_OUTBOX_FILE: `${dataDir}/sms-outbox.jsonl`,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
