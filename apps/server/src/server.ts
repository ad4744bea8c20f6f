import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { placeDemoFiles } from './db/seed/promotion-seed.js';
import { seedIfEmpty } from './db/seed/seed.js';
import { createStorage } from './platform/storage/create-storage.js';
import { playDemoAtFirstStart } from './simulator/demo-start.js';
import type { AppConfig } from './platform/config.js';
import { type Database, openDatabase } from './platform/db.js';
import { startBanner } from './start-banner.js';
import { secretBoxFor } from './platform/secret-box.js';

/** The server as `npm start` runs it: database, demo data on a first start, signals, listening. */
export async function startServer(config: AppConfig): Promise<{ app: FastifyInstance; database: Database }> {
  const database = await openDatabase(config);
  await database.migrate();
  // The demo agent's bank account is sealed with the server's own key.
  const seeded = config.seedDemo && (await seedIfEmpty(database.db, secretBoxFor(config)));

  const storage = createStorage(config.storage, config.disk.reserveBytes);
  const app = await buildApp({ config, database, storage });
  if (seeded) {
    await placeDemoFiles(database.db, storage);
    const events = await playDemoAtFirstStart(app, process.stdout, config.demoDays);
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
      // PGlite: waits for its worker to close the database cleanly, or stops the worker at the deadline.
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
  return { app, database };
}
