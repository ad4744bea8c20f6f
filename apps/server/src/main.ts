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
let stopping = false;
const shutdown = async (signal: string) => {
  // A second signal, or closing that hangs (a request stuck on the database), still ends the process.
  if (stopping) process.exit(1);
  stopping = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown deadline passed, exiting');
    process.exit(1);
  }, config.shutdownTimeoutMs).unref();
  try {
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const address = await app.listen({ port: config.port, host: config.host });
const where = database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
console.log(startBanner({ address, database: where, demo: config.seedDemo }));
