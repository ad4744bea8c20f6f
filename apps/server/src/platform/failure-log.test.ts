import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampus } from '../db/seed/campus-seed.js';
import { students } from '../modules/campus/campus.tables.js';
import { activatedGateMachine } from '../test/device-machine.js';
import { grantPermissions } from '../test/permissions.js';
import { onCitus } from '../test/single-shard.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { captureLog } from '../test/log-capture.js';

const { log, lines } = captureLog();

let t: TestApp;
let token: string;
let cards: string[];

beforeAll(async () => {
  t = await createTestApp({}, { log });
  const db = t.database.db;
  await seedCampus(db, ['KG0001']);
  const kigId = await grantPermissions(db, 'KG0001', 3, ['device:device:view']);
  cards = (await db.select({ cardNo: students.cardNo }).from(students).where(eq(students.kigId, kigId)).limit(20)).map((r) => r.cardNo!);
  token = await activatedGateMachine(t.app, db, 'GATE-LOG-1');
  // Every insert of events now fails in the database, as a full disk or a broken constraint would.
  await db.transaction(async (tx) => {
    // Citus makes a trigger on a distributed table only when told (it then runs on each shard).
    if (onCitus) await tx.execute(sql.raw(`set local citus.enable_unsafe_triggers = on`));
    await tx.execute(sql.raw(`create function refuse_events() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`));
    await tx.execute(sql.raw(`create trigger refuse_events before insert on attendance_events for each row execute function refuse_events()`));
  });
});
afterAll(() => t.close());

describe('the log of a failed insert', () => {
  it('names the statement, its SQLSTATE, its request and its size in one short line, never its values, and does not repeat itself', async () => {
    const events = Array.from({ length: 300 }, (_, i) => ({
      recordId: `rec-secret-${i}`,
      method: 'card',
      credential: cards[i % cards.length]!,
      direction: 'in',
      time: `2026-11-23T0${i % 10}:${String(i % 60).padStart(2, '0')}:00.000Z`,
    }));
    const send = () => t.app.inject({ method: 'POST', url: '/device/v1/attendance/events', headers: { authorization: `Device ${token}` }, payload: { events } });
    lines.length = 0;
    expect((await send()).statusCode).toBe(500);
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(500);

    const failures = lines.map((l) => JSON.parse(l) as { level: number; reqId?: string; msg: string; err?: Record<string, unknown> }).filter((l) => l.level >= 50);
    // Eleven refusals in a row: one line now, the count of the others with the next line after the interval.
    expect(failures).toHaveLength(1);
    const [failure] = failures;
    expect(failure!.reqId).toMatch(/^req-/);
    expect(failure!.err).toMatchObject({ statement: 'insert attendance_events', rows: 300, code: 'P0001' });
    expect(String(failure!.err!.message)).toContain('refused by the test');
    const whole = lines.join('\n');
    expect(lines.every((l) => l.length < 3000)).toBe(true);
    for (const secret of ['rec-secret-', ...cards]) expect(whole).not.toContain(secret);
  });
});
