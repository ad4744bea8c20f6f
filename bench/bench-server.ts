import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { seedIfEmpty } from '../apps/server/src/db/seed/seed.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db.js';
import { ResourceRegistry } from '../apps/server/src/platform/resource/registry.js';

/**
 * The server with the demo data on a fresh data folder (the database of DATABASE_URL, PGlite without
 * it), listening on a free port, with the static route every ceiling is measured on. Rate limits are
 * off: throughput is measured, not them (16 clients on one session would meet them at once).
 */
export async function startBenchServer(name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `kg-bench-${name}-`));
  const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, WEB_DIST: 'none', RATE_LIMIT: 'off' }), logLevel: 'warn' };
  const database = await openDatabase(config);
  await database.migrate();
  await seedIfEmpty(database.db);
  const resources = new ResourceRegistry();
  const app = await buildApp({ config, database, logger: false, resources });
  app.get('/bench/static', { config: { access: { public: true } } }, async () => ({ code: 200, txt: '', data: { ok: true } }));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    database,
    resources,
    base,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
