import { describe, expect } from 'vitest';
import { itUpgrades, migrationNamed, type Run } from '../test/migration-upgrade.js';

/**
 * Migration 0011 on a database with rows: every gate event, check and doctor's message is kept, each
 * in its month's partition, and a message finds its check by the day it now carries.
 */
const partitioning = migrationNamed('0011_monthly_partitions_days');

const KIG = '00000000-0000-7000-8000-000000000001';
const DEVICE = '00000000-0000-7000-8000-000000000002';

/** Rows over three months and a year end, as a database at migration 0010 holds them. */
async function fill(run: Run) {
  await run(`insert into organisations (id, name, code, kind, path) values ('${KIG}', 'Upgrade', 'UP0001', 'kindergarten', '/UP0001')`);
  await run(`insert into devices (id, serial_no, kind, kig_id, verify_code_hash) values ('${DEVICE}', 'UP-GATE', 'signIn', '${KIG}', 'x')`);
  await run(`insert into attendance_events (id, kig_id, device_id, device_record_id, person_kind, person_id, direction, method, occurred_at, school_day)
    select gen_random_uuid(), '${KIG}', '${DEVICE}', 'e-' || n, 'student', gen_random_uuid(), 'in', 'card', d + time '08:00', d
    from generate_series(1, 300) n, lateral (select date '2025-11-20' + (n % 60) as d) day`);
  await run(`insert into health_checks (id, kig_id, student_id, session, school_day, checked_at, device_id, device_record_id)
    select ('00000000-0000-7000-9000-' || lpad(n::text, 12, '0'))::uuid, '${KIG}', gen_random_uuid(), 'morning', d, d + time '08:00', '${DEVICE}', 'c-' || n
    from generate_series(1, 200) n, lateral (select date '2025-11-20' + (n % 60) as d) day`);
  await run(`insert into doctor_messages (id, kig_id, check_id, student_id, institution_id, author_id, sent_at, content)
    select gen_random_uuid(), kig_id, id, student_id, '${KIG}', '${KIG}', now(), 'note' from health_checks where device_record_id in ('c-5', 'c-45')`);
}

/** A row's partition by name (on Citus a row reads its shard's table: the partition's name and the shard's id). */
const partitionOf = (table: unknown) => String(table).replace(/_\d{5,}$/, '');

async function upgrade(run: Run) {
  await partitioning.runBefore(run);
  await fill(run);
  await partitioning.run(run);
  const n = async (text: string) => Number((await run(text)).rows[0]!.n);
  expect(await n(`select count(*) as n from attendance_events`)).toBe(300);
  expect(await n(`select count(*) as n from health_checks`)).toBe(200);
  // Each row in its month's partition: November and December 2025, January 2026.
  const months = (await run(`select tableoid::regclass::text as part, count(*)::int as n from health_checks group by 1 order by 1`)).rows;
  expect(months.map((r) => partitionOf(r.part))).toEqual(['health_checks_p2025_11', 'health_checks_p2025_12', 'health_checks_p2026_01']);
  expect(months.reduce((sum, r) => sum + Number(r.n), 0)).toBe(200);
  const events = (await run(`select tableoid::regclass::text as part from attendance_events group by 1 order by 1`)).rows.map((r) => partitionOf(r.part));
  expect(events).toEqual(['attendance_events_p2025_11', 'attendance_events_p2025_12', 'attendance_events_p2026_01']);
  // The messages carry their checks' days, and find them by them.
  expect(await n(`select count(*) as n from doctor_messages m join health_checks c on c.kig_id = m.kig_id and c.id = m.check_id and c.school_day = m.check_school_day`)).toBe(2);
  // A resent record is still one row: its key holds the day.
  await expect(
    run(`insert into health_checks (id, kig_id, student_id, session, school_day, checked_at, device_id, device_record_id)
      select gen_random_uuid(), kig_id, student_id, session, school_day, checked_at, device_id, device_record_id from health_checks where device_record_id = 'c-7'`),
  ).rejects.toThrow(/health_checks/);
}

describe('migration 0011: gate events and checks partitioned by month', () => {
  itUpgrades('keeps every row', upgrade);
});
