import type { FastifyInstance } from 'fastify';
import { playDemoHistory } from './demo-history.js';
import { progressReport, type ProgressOut } from './progress-report.js';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

/**
 * Plays the demo's history at its first start with a progress bar instead of the log of its
 * thousands of in-process requests (they are the simulator's, not anyone's to read); warnings and
 * errors still reach the log.
 */
export async function playDemoAtFirstStart(app: FastifyInstance, out: ProgressOut = process.stdout, days = 31): Promise<number> {
  const level = app.log.level;
  if (LEVELS.indexOf(level) < LEVELS.indexOf('warn')) app.log.level = 'warn';
  const report = progressReport(`Playing the demo's last ${days} days through the device API`, out);
  try {
    const events = await playDemoHistory(app, { days, onProgress: (done, total) => report.update(done, total) });
    report.finish(`${events.toLocaleString('en')} attendance events`);
    return events;
  } finally {
    app.log.level = level;
  }
}
