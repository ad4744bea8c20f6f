import { describe, expect, it } from 'vitest';
import { progressReport } from './progress-report.js';

const recorder = (isTTY: boolean) => {
  const written: string[] = [];
  return { out: { isTTY, columns: 120, write: (t: string) => written.push(t) }, written };
};

describe('progressReport', () => {
  it('on a terminal redraws one bar in place and ends with one summary line', () => {
    const { out, written } = recorder(true);
    let clock = 0;
    const report = progressReport('Demo', out, () => clock);
    for (let done = 1; done <= 65; done++) report.update(done, 65);
    clock = 15_000;
    report.finish('7000 events');
    const text = written.join('');
    expect(text.split('\n')).toHaveLength(2);
    expect(text).toContain('[##############################] 100%');
    expect(text.trimEnd().endsWith('Demo: 7000 events (15 s)')).toBe(true);
  });

  it('elsewhere writes the title, each quarter once and the summary: five lines for any number of steps', () => {
    const { out, written } = recorder(false);
    const report = progressReport('Demo', out, () => 0);
    for (let done = 1; done <= 6391; done++) report.update(done, 6391);
    report.finish('done');
    expect(written.join('')).toBe('Demo ...\n  25%\n  50%\n  75%\nDemo: done (0 s)\n');
  });
});
