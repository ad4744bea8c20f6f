import { KIG_SERVICES, type KigService } from '@kg/domain';
import { and, eq } from 'drizzle-orm';
import { changeFeedOf } from '../change-feed.js';
import type { Db } from '../db.js';
import { ruleBroken } from '../errors.js';
import { organisations } from './organization.table.js';

/**
 * The services a kindergarten is sold (issue 16), and what each gates:
 * - morningCheckService: the health menus and `health:*` permissions of its accounts (menu.service.ts,
 *   session.service.ts) and its machines' checks and check photos (machine-api);
 * - checkInService: its machines' attendance events (machine-api);
 * - onlinePayService: families paying online (packages, memberships: helper `pack`, and the money issue);
 * - videoPayService: families buying live video (the same callers);
 * - checkPayService: families paying for morning-check reports (the same callers).
 * A kindergarten that does not exist has none.
 */
export type KigServices = Record<KigService, boolean>;

const NONE: KigServices = Object.fromEntries(KIG_SERVICES.map((s) => [s, false])) as KigServices;

// Kept until the organisations table changes: the access tables' change feed hears every change of its services,
// this server's at once and other servers' by their trigger, so a switch counts at the next call.
const kept = new WeakMap<Db, Map<string, KigServices | null>>();

function keptOf(db: Db): Map<string, KigServices | null> | undefined {
  const feed = changeFeedOf(db);
  if (!feed?.trusted()) return undefined;
  let map = kept.get(db);
  if (!map) {
    const fresh = new Map<string, KigServices | null>();
    feed.onChange(() => fresh.clear());
    kept.set(db, fresh);
    map = fresh;
  }
  return map;
}

/** One kindergarten's services: what helper `pack` and the money issue ask before selling a service. */
export async function kigServices(db: Db, kigId: string): Promise<KigServices> {
  return (await servicesOf(db, kigId)) ?? NONE;
}

/** An organisation's services if it is a live kindergarten, null for any other organisation or id. */
export async function servicesOf(db: Db, orgId: string): Promise<KigServices | null> {
  const map = keptOf(db);
  const hit = map?.get(orgId);
  if (hit !== undefined) return hit;
  const [row] = await db
    .select({
      morningCheckService: organisations.morningCheckService,
      checkInService: organisations.checkInService,
      onlinePayService: organisations.onlinePayService,
      videoPayService: organisations.videoPayService,
      checkPayService: organisations.checkPayService,
    })
    .from(organisations)
    .where(and(eq(organisations.id, orgId), eq(organisations.kind, 'kindergarten'), eq(organisations.deleted, false)))
    .limit(1);
  const services = row ?? null;
  if (map && map.size < 20_000) map.set(orgId, services);
  return services;
}

const REFUSALS: Partial<Record<KigService, string>> = {
  morningCheckService: 'agency.kig.noMorningCheckService',
  checkInService: 'agency.kig.noCheckInService',
};

/** Refuses (422, translated) a call that needs a service the kindergarten is not sold. */
export async function requireKigService(db: Db, kigId: string, service: KigService): Promise<void> {
  if (!(await kigServices(db, kigId))[service]) throw ruleBroken(REFUSALS[service] ?? 'error.forbidden');
}
