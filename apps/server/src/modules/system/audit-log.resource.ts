import { auditLogEntity } from '@kg/domain';
import { auditLogs } from '../../platform/audit/audit.table.js';
import type { ResourceOptions } from '../../platform/resource/resource.types.js';

/** The audit is read and exported, never written through the API. */
export const auditLogResource: ResourceOptions = { entity: auditLogEntity, table: auditLogs };
