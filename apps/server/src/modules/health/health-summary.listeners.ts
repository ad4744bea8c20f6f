import { healthSettingEntity } from '@kg/domain';
import type { ResourceRegistry } from '../../platform/resource/registry.js';
import { settleHealth } from './health-summary.service.js';

/** A kindergarten's fever threshold decides which of its checks were fevers: its days (marked by the change's trigger) are recounted with it. */
export function keepHealthSummaries(registry: ResourceRegistry): void {
  registry.onChange(healthSettingEntity.name, async (tx, changes) => {
    await settleHealth(tx, [...new Set(changes.map((c) => c.after.kigId as string))]);
  });
}
