import type { AdvertPosition, FamilyAdvert } from '@kg/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FamilyContext } from '../../platform/context.js';
import type { Db } from '../../platform/db.js';
import { todayIn } from '../../platform/dates.js';
import { notFound } from '../../platform/errors.js';
import { organisations } from '../../platform/tenancy/organization.table.js';
import { adverts } from './advert.tables.js';

const owner = alias(organisations, 'owner');
const kig = alias(organisations, 'kig');

/**
 * The adverts in force today for the family's kindergartens (or the one named, which must be one of
 * them: another answers like a random id): on, at the position, of an organisation above the
 * kindergarten (its agent, or the platform), of the parents' app's channel, for all its kindergartens or this one, and today (the
 * kindergarten's, in its time zone) within the period. Highest weight first, then sort, then name.
 */
export async function familyAdverts(
  db: Db,
  family: FamilyContext,
  query: { position: AdvertPosition; kigId?: string },
  mediaHost: string,
  now: Date,
): Promise<{ records: FamilyAdvert[] }> {
  if (query.kigId && !family.kigIds.includes(query.kigId)) throw notFound();
  const kigIds = query.kigId ? [query.kigId] : family.kigIds;
  if (kigIds.length === 0) return { records: [] };
  // All reference tables on Citus: the owner is above the kindergarten when its path begins the kindergarten's.
  const rows = await db
    .select({ advert: adverts, kigId: kig.id, timeZone: kig.timeZone })
    .from(adverts)
    .innerJoin(owner, and(eq(owner.id, adverts.orgId), eq(owner.deleted, false)))
    .innerJoin(kig, and(inArray(kig.id, kigIds), sql`starts_with(${kig.path}, ${owner.path})`))
    .where(
      and(
        eq(adverts.deleted, false),
        eq(adverts.state, 'on'),
        // The parents' app's channel only: the teachers' app's adverts are not a family's.
        eq(adverts.channel, 'parentApp'),
        eq(adverts.adPosition, query.position),
        sql`(jsonb_array_length(${adverts.kigIds}) = 0 or ${adverts.kigIds} @> jsonb_build_array(${kig.id}::text))`,
      ),
    );
  const shown = new Map<string, FamilyAdvert>();
  for (const { advert: a, kigId, timeZone } of rows) {
    const today = todayIn(timeZone, now);
    if (a.beginDate > today || a.endDate < today) continue;
    const seen = shown.get(a.id);
    if (seen) {
      seen.kigIds.push(kigId);
      continue;
    }
    shown.set(a.id, {
      id: a.id,
      name: a.adName,
      position: a.adPosition,
      weight: a.adWeight,
      sort: a.sort,
      pictureUrl: `${mediaHost}/${a.picture}`,
      link: a.link ?? null,
      beginDate: a.beginDate,
      endDate: a.endDate,
      kigIds: [kigId],
    });
  }
  const records = [...shown.values()].sort((x, y) => y.weight - x.weight || x.sort - y.sort || x.name.localeCompare(y.name) || x.id.localeCompare(y.id));
  for (const r of records) r.kigIds.sort();
  return { records };
}
