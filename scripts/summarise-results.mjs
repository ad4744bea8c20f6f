// The closing lines of `npm test`: each phase with its counts, then "Tests: N passed, N failed, N skipped".
// Reads the run's folder: phases.tsv (name, exit status, "not run: why" or "optional, not run: why",
// seconds, results file or -) and the JSON reports of Vitest and Playwright. A phase that failed
// without failing tests of its own (lint, types, the build, a runner that crashed or never ran)
// counts as one failure, by name.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Passed, failed and skipped of a Vitest or Playwright JSON report. */
export function countsOf(report) {
  if (report.stats && 'expected' in report.stats) {
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped };
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + (report.numTodoTests ?? 0) };
}

/** One line per phase and the totals, from the phases' records. */
export function summarise(phases, readReport) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const failures = [];
  const lines = [];
  for (const { name, status, seconds, results } of phases) {
    let text;
    let failedHere = 0;
    const report = results && results !== '-' ? readReport(results) : undefined;
    if (status.startsWith('optional, not run')) {
      // A stage the machine may lack (Citus): said, not counted.
      text = `not run (${status.slice('optional, not run: '.length)})`;
    } else if (status.startsWith('not run')) {
      text = `NOT RUN (${status.slice('not run: '.length)})`;
      failedHere = 1;
    } else if (report) {
      const c = countsOf(report);
      total.passed += c.passed;
      total.skipped += c.skipped;
      failedHere = c.failed;
      text = `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped`;
      // Exited with an error though no test failed: the runner itself failed (an error outside tests).
      if (status !== '0' && c.failed === 0) {
        failedHere = 1;
        text += `, and the runner failed (exit ${status})`;
      }
    } else if (status === '0') {
      text = results && results !== '-' ? 'ok, but wrote no results' : 'ok';
      if (results && results !== '-') failedHere = 1;
    } else {
      text = `FAILED (exit ${status}${results && results !== '-' ? ', no results' : ''})`;
      failedHere = 1;
    }
    total.failed += failedHere;
    if (failedHere) failures.push(name);
    lines.push(`${name.padEnd(36)} ${text.padEnd(44)} ${String(seconds).padStart(5)} s`);
  }
  return { lines, total, failures };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const dir = process.argv[2];
  const phases = readFileSync(path.join(dir, 'phases.tsv'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, status, seconds, results] = line.split('\t');
      return { name, status, seconds: Number(seconds), results };
    });
  const readReport = (file) => {
    if (!existsSync(file)) return undefined;
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return undefined;
    }
  };
  const { lines, total, failures } = summarise(phases, readReport);
  const minutes = Number(process.argv[3] ?? 0) / 60;
  console.log(`\n${lines.join('\n')}`);
  console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped (${minutes.toFixed(1)} min in all)`);
  if (failures.length) {
    console.log(`Failed: ${failures.join('; ')}`);
    console.log(`Kept for a look: ${path.relative(process.cwd(), dir)}/ (each phase's output, screenshots and traces of failed browser tests, the servers' and PostgreSQL's logs)`);
  }
  process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
}
