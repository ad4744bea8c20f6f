import { TEMPERATURE_DEFAULTS } from '@kg/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { Thresholds } from './check-judgement.js';
import { healthSettings } from './health.tables.js';

/** A kindergarten's thresholds, or the defaults when it has set none. */
export async function thresholdsOf(db: Db, kigId: string): Promise<Thresholds & { afternoonCheck: boolean }> {
  const [row] = await db
    .select()
    .from(healthSettings)
    .where(and(eq(healthSettings.kigId, kigId), eq(healthSettings.deleted, false)))
    .limit(1);
  return row
    ? { fever: row.feverTemperature, highFever: row.highFeverTemperature, low: row.lowTemperature, afternoonCheck: row.afternoonCheck }
    : { fever: TEMPERATURE_DEFAULTS.fever, highFever: TEMPERATURE_DEFAULTS.highFever, low: TEMPERATURE_DEFAULTS.low, afternoonCheck: true };
}
