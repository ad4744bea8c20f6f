import { parseArgs } from 'node:util';
import { loadConfig } from '../../platform/config.js';
import { openDatabase } from '../../platform/db.js';
import { rebuildSummaries } from './rebuild.js';

/** `npm run summaries:rebuild -w apps/server [-- --kig KG0001 --from 2026-09-01 --to 2026-11-30]` */
const { values } = parseArgs({ options: { kig: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' } } });
const date = /^\d{4}-\d{2}-\d{2}$/;
for (const key of ['from', 'to'] as const) {
  if (values[key] !== undefined && !date.test(values[key])) throw new Error(`--${key} takes a date, YYYY-MM-DD`);
}
const database = await openDatabase(loadConfig());
await database.migrate();
const started = performance.now();
const { kindergartens, days } = await rebuildSummaries(database.db, { kigCode: values.kig, from: values.from, to: values.to, progress: (line) => console.log(line) });
console.log(`Rebuilt the day summaries of ${kindergartens} kindergarten(s), ${days} days, in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
await database.close();
