// The closing lines of `npm test`: each phase with its counts, then "Tests: N passed, N failed, N skipped".
// Reads the run's folder: phases.tsv (name, exit status, "not run: why" or "optional, not run: why",
// seconds, results file or -, CPU-seconds or -) and the JSON reports of Vitest and Playwright. A phase that failed
// without failing tests of its own (lint, types, the build, a runner that crashed or never ran)
// counts as one failure, by name.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** Passed, failed and skipped of a Vitest or Playwright JSON report. */
export function countsOf(report) {
  if (report.stats && 'expected' in report.stats) {
    return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected, skipped: report.stats.skipped };
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + (report.numTodoTests ?? 0) };
}

const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .trim()
    .split('\n')[0]
    .slice(0, 160);

/** Each failed test of a Vitest or Playwright JSON report: "file > title: first line of the error". */
export function failedTestsOf(report) {
  const found = [];
  if (report.suites) {
    const walk = (suite, file) => {
      for (const spec of suite.specs ?? []) {
        if (spec.ok !== false) continue;
        const error = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error)?.error;
        found.push(`${spec.file ?? file} > ${spec.title}: ${firstLine(error?.message)}`);
      }
      for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
    };
    for (const suite of report.suites) walk(suite, suite.file);
    return found;
  }
  for (const file of report.testResults ?? []) {
    const name = path.relative(process.cwd(), file.name ?? '');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) found.push(`${name} > ${a.fullName ?? a.title}: ${firstLine(a.failureMessages?.[0])}`);
    // A file that failed outside its tests (a crash in set-up, an import error).
    if (!failed.length && file.status === 'failed') found.push(`${name}: ${firstLine(file.message)}`);
  }
  return found;
}

/** One line per phase and the totals, from the phases' records. */
export function summarise(phases, readReport) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  let cpuSeconds = 0;
  const failures = [];
  const failedTests = [];
  const lines = [];
  for (const { name, status, seconds, results, cpu } of phases) {
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
      if (c.failed) failedTests.push(...failedTestsOf(report).map((t) => `${name}: ${t}`));
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
    // CPU-seconds beside the wall's: what the phase did, whatever else the machine was doing.
    const cpuText = cpu === undefined || cpu === '-' || Number.isNaN(Number(cpu)) ? '' : `${String(cpu).padStart(6)} CPU-s`;
    if (cpuText) cpuSeconds += Number(cpu);
    lines.push(`${name.padEnd(36)} ${text.padEnd(44)} ${String(seconds).padStart(5)} s${cpuText ? ` ${cpuText}` : ''}`);
  }
  return { lines, total, failures, failedTests, cpuSeconds };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const dir = process.argv[2];
  const phases = readFileSync(path.join(dir, 'phases.tsv'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, status, seconds, results, cpu] = line.split('\t');
      return { name, status, seconds: Number(seconds), results, cpu };
    });
  const readReport = (file) => {
    if (!existsSync(file)) return undefined;
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return undefined;
    }
  };
  const { lines, total, failures, failedTests, cpuSeconds } = summarise(phases, readReport);
  const minutes = Number(process.argv[3] ?? 0) / 60;
  console.log(`\n${lines.join('\n')}`);
  const cpu = cpuSeconds ? `, ${(cpuSeconds / 60).toFixed(1)} CPU-min` : '';
  console.log(`Tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped (${minutes.toFixed(1)} min in all${cpu})`);
  if (failures.length) {
    console.log(`Failed: ${failures.join('; ')}`);
    // Named here, in the closing lines, so a log that keeps only its tail still says what failed.
    for (const test of failedTests.slice(0, 30)) console.log(`  x ${test}`);
    if (failedTests.length > 30) console.log(`  ... and ${failedTests.length - 30} more`);
    console.log(`Kept for a look: ${path.relative(process.cwd(), dir)}/ (each phase's output, screenshots and traces of failed browser tests, the servers' and PostgreSQL's logs)`);
  }
  process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
}
