import { loadConfig } from '../platform/config.js';
import { openDatabase } from '../platform/db.js';
import { detachMonth, ensureMonthsAhead, monthSizes, PartitionRefused } from '../platform/partitions/monthly-partitions.js';
import { MONTHLY_PARTITIONED } from './partitioned-tables.js';

const usage = `Usage: npm run partitions -w apps/server -- list
       npm run partitions -w apps/server -- detach <table> <YYYY-MM>
Tables partitioned by month: ${MONTHLY_PARTITIONED.map((p) => p.table).join(', ')}.
A detached month becomes a table of its own (<table>_pYYYY_MM): dump it for archive, then drop it.`;

const [command, table, month] = process.argv.slice(2);
const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  if (command === 'list') {
    await ensureMonthsAhead(database.db, MONTHLY_PARTITIONED, new Date());
    for (const p of MONTHLY_PARTITIONED) {
      console.log(p.table);
      for (const { month: m, rows, bytes } of await monthSizes(database.db, p.table)) {
        console.log(`  ${m}  ${String(rows).padStart(10)} rows  ${(bytes / 2 ** 20).toFixed(1).padStart(8)} MB`);
      }
    }
  } else if (command === 'detach' && table && month) {
    const p = MONTHLY_PARTITIONED.find((d) => d.table === table);
    if (!p) throw new PartitionRefused(`${table} is not partitioned by month`);
    console.log(`Detached ${await detachMonth(database.db, p, month, new Date())}.`);
  } else {
    console.log(usage);
    process.exitCode = 2;
  }
} catch (error) {
  if (!(error instanceof PartitionRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
