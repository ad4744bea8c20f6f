import { healthSettingEntity } from '@kg/domain';
import type { ResourceRegistry } from '../../platform/resource/registry.js';
import { healthDaysOf, refreshHealthDays } from './health-summary.service.js';

/** A kindergarten's fever threshold decides which of its checks were fevers: its summaries are recounted with the change. */
export function keepHealthSummaries(registry: ResourceRegistry): void {
  registry.onChange(healthSettingEntity.name, async (tx, changes) => {
    for (const c of changes) {
      if (c.before && c.before.feverTemperature === c.after.feverTemperature && c.before.deleted === c.after.deleted) continue;
      const kigId = c.after.kigId as string;
      await refreshHealthDays(tx, kigId, await healthDaysOf(tx, kigId));
    }
  });
}
