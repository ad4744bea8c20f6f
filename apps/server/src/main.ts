import { buildApp } from './app.js';
import { seedIfEmpty } from './db/seed/seed.js';
import { playDemoAtFirstStart } from './simulator/demo-start.js';
import { loadConfig } from './platform/config.js';
import { openDatabase } from './platform/db.js';
import { startBanner } from './start-banner.js';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const seeded = config.seedDemo && (await seedIfEmpty(database.db));

const app = await buildApp({ config, database });
if (seeded) {
  const events = await playDemoAtFirstStart(app);
  app.log.info({ events }, 'demo attendance played by the simulator');
}
const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ port: config.port, host: config.host });
const where = database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
console.log(startBanner({ address, database: where, demo: config.seedDemo }));
