import { healthCheckEntity, healthSettingEntity } from '@kg/domain';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';
import { healthChecks, healthSettings } from './health.tables.js';

/** Checks are written by machines and review only; every read of them is audited. */
export const healthCheckResource: ResourceOptions = { entity: healthCheckEntity, table: healthChecks, auditReads: true };
export const healthSettingResource: ResourceOptions = { entity: healthSettingEntity, table: healthSettings };
