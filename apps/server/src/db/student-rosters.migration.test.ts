import { describe, expect } from 'vitest';
import { itUpgrades, migrationNamed, type Run } from '../test/migration-upgrade.js';

/**
 * The migration that keeps the roster's counts beside the children (`student_rosters`), on a database that
 * already has children: it counts those studying, and from then on its trigger counts every change of the
 * children it found. On Citus the children's table is already distributed when the migration adds the
 * trigger to it and makes the new table beside it; the migrator then distributes the new table with them.
 */
const rosters = migrationNamed('_student_rosters');

const id = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const [platform, kigA, kigB, grade, classA1, classA2, classB1] = [id(1), id(2), id(3), id(4), id(5), id(6), id(7)] as const;

/** On Citus: whether the table is distributed (elsewhere: not asked). */
const distributed = async (run: Run, table: string) =>
  (await run(`select 1 from pg_dist_partition where logicalrelid = '${table}'::regclass and partmethod = 'h'`)).rows.length === 1;

async function upgrade(run: Run) {
  await rosters.runBefore(run);
  if (run.distribute) expect(await distributed(run, 'students')).toBe(true);
  await run(`insert into organisations (id, name, code, kind, path) values
    ('${platform}', 'P', 'P', 'platform', '/${platform}/'),
    ('${kigA}', 'A', 'KA', 'kindergarten', '/${platform}/${kigA}/'),
    ('${kigB}', 'B', 'KB', 'kindergarten', '/${platform}/${kigB}/')`);
  await run(`insert into grades (id, grade_name, kig_id) values ('${grade}', 'G', '${kigA}'), ('${id(8)}', 'G', '${kigB}')`);
  await run(`insert into classes (id, class_name, kig_id, grade_id) values
    ('${classA1}', 'A1', '${kigA}', '${grade}'), ('${classA2}', 'A2', '${kigA}', '${grade}'), ('${classB1}', 'B1', '${kigB}', '${id(8)}')`);
  let n = 100;
  const child = (kig: string, cls: string, enrolled: string, more = '') =>
    run(`insert into students (id, name, kig_id, student_number, class_id, birth_date, enrol_date${more ? ', status, deleted' : ''})
         values ('${id(++n)}', 'c${n}', '${kig}', 'S${n}', '${cls}', '2022-01-01', '${enrolled}'${more})`);
  for (let i = 0; i < 3; i++) await child(kigA, classA1, '2026-09-01');
  await child(kigA, classA1, '2026-10-08');
  for (let i = 0; i < 2; i++) await child(kigA, classA2, '2026-09-01');
  // Neither counts: one left, one deleted.
  await child(kigA, classA2, '2026-09-01', `, 'left', false`);
  await child(kigA, classA2, '2026-09-01', `, 'studying', true`);
  for (let i = 0; i < 2; i++) await child(kigB, classB1, '2026-09-01');

  await rosters.run(run);
  if (run.distribute) expect(await distributed(run, 'student_rosters')).toBe(true);

  const table = async () =>
    (await run(`select kig_id, class_id, enrol_date::text as day, studying from student_rosters order by kig_id, class_id, enrol_date`)).rows.map(
      (r) => `${String(r.class_id).slice(-1)} ${r.day} ${r.studying}`,
    );
  const recount = async () =>
    (
      await run(`select kig_id, class_id, enrol_date::text as day, count(*)::int as studying from students
                   where status = 'studying' and not deleted group by kig_id, class_id, enrol_date order by kig_id, class_id, enrol_date`)
    ).rows.map((r) => `${String(r.class_id).slice(-1)} ${r.day} ${r.studying}`);
  expect(await table()).toEqual(['5 2026-09-01 3', '5 2026-10-08 1', '6 2026-09-01 2', '7 2026-09-01 2']);

  // The children found, changed after it: one moved, one leaving, the deleted one restored, the one who left back; one enrolled.
  await run(`update students set class_id = '${classA2}' where id = '${id(101)}'`);
  await run(`update students set status = 'left' where id = '${id(109)}'`);
  await run(`update students set deleted = false where id = '${id(108)}'`);
  await run(`update students set status = 'studying' where id = '${id(107)}'`);
  await child(kigB, classB1, '2026-11-02');
  expect(await table()).toEqual(['5 2026-09-01 2', '5 2026-10-08 1', '6 2026-09-01 5', '7 2026-09-01 1', '7 2026-11-02 1']);
  expect(await table()).toEqual(await recount());
  // The last child of a row leaving takes the row with it.
  await run(`delete from students where id = '${id(104)}'`);
  expect(await table()).toEqual(['5 2026-09-01 2', '6 2026-09-01 5', '7 2026-09-01 1', '7 2026-11-02 1']);
}

describe('migration student_rosters: a database with children', () => {
  itUpgrades('counts the children it finds, and every change of them after', upgrade);
});
