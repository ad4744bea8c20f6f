/** Where progress is written: a terminal redraws one line, anything else (a log file, CI) gets a few lines. */
export interface ProgressOut {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

export interface ProgressReport {
  update(done: number, total: number): void;
  finish(summary: string): void;
}

const WIDTH = 30;
const MILESTONES = [25, 50, 75];

/** A progress bar on a terminal; elsewhere, the title, each quarter reached and the summary, one line each. */
export function progressReport(title: string, out: ProgressOut, now: () => number = Date.now): ProgressReport {
  const started = now();
  let lastPercent = 0;
  if (!out.isTTY) out.write(`${title} ...\n`);
  return {
    update(done, total) {
      const percent = total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 100;
      if (out.isTTY) {
        const filled = Math.round((percent / 100) * WIDTH);
        out.write(`\r${title} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${String(percent).padStart(3)}%`);
      } else {
        for (const m of MILESTONES) if (lastPercent < m && percent >= m) out.write(`  ${m}%\n`);
      }
      lastPercent = percent;
    },
    finish(summary) {
      const seconds = ((now() - started) / 1000).toFixed(0);
      out.write(`${out.isTTY ? `\r${' '.repeat(Math.min(out.columns ?? 80, title.length + WIDTH + 8))}\r` : ''}${title}: ${summary} (${seconds} s)\n`);
    },
  };
}
