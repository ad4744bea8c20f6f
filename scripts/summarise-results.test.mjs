import { describe, expect, it } from 'vitest';
import { summarise } from './summarise-results.mjs';

const vitest = (passed, failed, skipped = 0) => ({ numPassedTests: passed, numFailedTests: failed, numPendingTests: skipped, numTodoTests: 0 });
const playwright = (expected, unexpected, flaky = 0, skipped = 0) => ({ stats: { expected, unexpected, flaky, skipped } });
const phase = (name, status, results = '-') => ({ name, status, seconds: 1, results });

describe('summarise', () => {
  it('adds up every report and names the phases that failed', () => {
    const reports = { 'a.json': vitest(10, 1, 2), 'b.json': playwright(5, 0, 1) };
    const { total, failures } = summarise([phase('Unit', '1', 'a.json'), phase('Browser', '0', 'b.json')], (f) => reports[f]);
    expect(total).toEqual({ passed: 16, failed: 1, skipped: 2 });
    expect(failures).toEqual(['Unit']);
  });

  it('counts a phase without results that failed (lint, types, the build) as one failure', () => {
    const { total, failures } = summarise([phase('Lint', '1'), phase('Types', '0'), phase('Build', '2')], () => undefined);
    expect(total).toEqual({ passed: 0, failed: 2, skipped: 0 });
    expect(failures).toEqual(['Lint', 'Build']);
  });

  it('counts a runner that crashed, with or without a report, and a phase never run, as failures', () => {
    const reports = { 'half.json': vitest(3, 0) };
    const { total, failures, lines } = summarise(
      [phase('Crashed', '1', 'missing.json'), phase('Error outside tests', '1', 'half.json'), phase('Browser', 'not run: no PostgreSQL'), phase('Silent', '0', 'missing.json')],
      (f) => reports[f],
    );
    expect(total).toEqual({ passed: 3, failed: 4, skipped: 0 });
    expect(failures).toEqual(['Crashed', 'Error outside tests', 'Browser', 'Silent']);
    expect(lines[2]).toContain('NOT RUN (no PostgreSQL)');
  });

  it('says an optional stage the machine cannot run, without counting it as a failure', () => {
    const { total, failures, lines } = summarise([phase('Unit', '0', 'a.json'), phase('API tests on Citus', 'optional, not run: Citus is not installed')], () => vitest(4, 0));
    expect(total).toEqual({ passed: 4, failed: 0, skipped: 0 });
    expect(failures).toEqual([]);
    expect(lines[1]).toContain('not run (Citus is not installed)');
  });

  it('names each failed test with the first line of its error, from Vitest and Playwright reports', () => {
    const vitestReport = {
      ...vitest(1, 1),
      testResults: [
        {
          name: `${process.cwd()}/a.test.ts`,
          status: 'failed',
          assertionResults: [{ status: 'failed', fullName: 'area does it', failureMessages: ['AssertionError: expected 1 to be 2\n at line'] }],
        },
        { name: `${process.cwd()}/b.test.ts`, status: 'failed', message: 'Cannot find module x', assertionResults: [] },
      ],
    };
    const playwrightReport = {
      ...playwright(0, 1),
      suites: [
        {
          file: 'e2e/x.e2e.ts',
          specs: [],
          suites: [
            { specs: [{ ok: false, title: 'a person signs in', file: 'e2e/x.e2e.ts', tests: [{ results: [{ error: { message: '\x1b[31mTimeout 5000ms\x1b[39m\nmore' } }] }] }] },
          ],
        },
      ],
    };
    const reports = { 'v.json': vitestReport, 'p.json': playwrightReport };
    const { failedTests } = summarise([phase('Unit', '1', 'v.json'), phase('Browser', '1', 'p.json')], (f) => reports[f]);
    expect(failedTests).toEqual([
      'Unit: a.test.ts > area does it: AssertionError: expected 1 to be 2',
      'Unit: b.test.ts: Cannot find module x',
      'Browser: e2e/x.e2e.ts > a person signs in: Timeout 5000ms',
    ]);
  });

  it("shows each phase's CPU-seconds beside its wall seconds and adds them up, when measured", () => {
    const { lines, cpuSeconds } = summarise(
      [
        { name: 'Types', status: '0', seconds: 80, results: '-', cpu: '150' },
        { name: 'Lint', status: '0', seconds: 60, results: '-', cpu: '-' },
        { name: 'Old record', status: '0', seconds: 5, results: '-' },
      ],
      () => undefined,
    );
    expect(lines[0]).toMatch(/ 80 s +150 CPU-s$/);
    expect(lines[1]).toMatch(/ 60 s$/);
    expect(lines[2]).toMatch(/ 5 s$/);
    expect(cpuSeconds).toBe(150);
  });
});
