import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from './clock.js';
import type { CodeGuard } from './code-guard.js';
import type { IdentityPort } from './access-ports.js';
import type { AppConfig } from './config.js';
import type { Db } from './db.js';
import type { ResourceRegistry } from './resource/registry.js';
import type { JobRunner } from './jobs/job-runner.js';
import type { IngestionMetrics } from './metrics/ingestion-lag.js';
import type { SecretBox } from './secret-box.js';
import type { MediaSigner } from './storage/media-signer.js';
import type { StorageDriver } from './storage/storage.types.js';

/** What every business module's routes receive. */
export interface ModuleDeps {
  db: Db;
  config: AppConfig;
  /** The app's declared resources, so that references show their target's label. */
  resources: ResourceRegistry;
  storage: StorageDriver;
  /** Seals secrets that are stored to be read back (camera passwords). */
  secrets: SecretBox;
  /** Background jobs: a module registers its handlers and enqueues work. */
  jobs: JobRunner;
  /** Signs short-lived addresses of private files (children's photos). */
  media: MediaSigner;
  /** The current instant, from which each kindergarten's today is read. */
  clock: Clock;
  /** Sessions and permissions (the auth area's), for the areas that end sessions or compare grants. */
  identity: IdentityPort;
  /** Told of each machine event committed: the ingestion lag of /metrics. */
  ingestion: IngestionMetrics;
  /** Verification codes (the sms area's), for the generic calls that ask for one. */
  codes: CodeGuard;
}

export type ModuleRoutes = (app: FastifyInstance, deps: ModuleDeps) => Promise<void>;

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}
