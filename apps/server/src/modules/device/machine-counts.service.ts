import { ONLINE_WINDOW_MS } from '@kg/domain';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { SessionContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { deviceScope } from './device.resource.js';
import { devices } from './device.table.js';

export interface MachineCounts {
  machines: number;
  offline: number;
}

/**
 * The machines installed at the kindergartens a session reaches (enabled, assigned to one), and those
 * offline: no heartbeat within the window the device list uses, or never one. By kindergarten, one
 * grouped statement; machines still in operations' stock are not counted.
 */
export async function machineCounts(db: Db, ctx: SessionContext, now: Date): Promise<Map<string, MachineCounts>> {
  const since = new Date(now.getTime() - ONLINE_WINDOW_MS);
  const rows = await db
    .select({
      kigId: devices.kigId,
      machines: count(),
      offline: sql<number>`count(*) filter (where ${devices.lastOnlineAt} is null or ${devices.lastOnlineAt} < ${since.toISOString()})`,
    })
    .from(devices)
    .where(and(deviceScope(ctx), isNotNull(devices.kigId), eq(devices.status, 'enabled'), eq(devices.deleted, false)))
    .groupBy(devices.kigId);
  return new Map(rows.map((r) => [r.kigId!, { machines: Number(r.machines), offline: Number(r.offline) }]));
}

/** The sum over kindergartens. */
export function totalMachines(byKig: Map<string, MachineCounts>): MachineCounts {
  let machines = 0;
  let offline = 0;
  for (const c of byKig.values()) {
    machines += c.machines;
    offline += c.offline;
  }
  return { machines, offline };
}
