import { describe, expect } from 'vitest';
import { itUpgrades, migrationNamed, type Run } from '../test/migration-upgrade.js';

/**
 * The migration that makes recharges' and withdrawals' codes unique, on a database whose rows already share
 * codes (two of one millisecond that drew the same digits): it does not fail; the first keeps its code, the
 * later ones get "-2", "-3"; afterwards a taken code is refused.
 */
const unique = migrationNamed('_money_codes_unique');

const id = (n: number) => `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;

async function upgrade(run: Run) {
  await unique.runBefore(run);
  // Three recharges of one code (created in this order), one of its own; two withdrawals of one code.
  const recharge = (n: number, code: string, at: string) =>
    run(`insert into recharges (id, code, amount, paid_at, credential, created_at) values ('${id(n)}', '${code}', 100, now(), 'c.png', '${at}')`);
  await recharge(3, 'R20261126173112345123', '2026-11-26T17:31:12.345Z');
  await recharge(1, 'R20261126173112345123', '2026-11-26T17:31:12.346Z');
  await recharge(2, 'R20261126173112345123', '2026-11-26T17:31:12.346Z');
  await recharge(4, 'R20261126173112345124', '2026-11-26T17:31:12.345Z');
  await run(`insert into recharges (id, amount, paid_at, credential) values ('${id(5)}', 100, now(), 'c.png'), ('${id(6)}', 100, now(), 'c.png')`);
  const withdrawal = (n: number, code: string) => run(`insert into withdrawals (id, code, amount) values ('${id(n)}', '${code}', 100)`);
  await withdrawal(11, 'W20261126173112345500');
  await withdrawal(12, 'W20261126173112345500');
  await unique.run(run);

  const codes = async (table: string) => Object.fromEntries((await run(`select id, code from ${table} order by id`)).rows.map((r) => [String(r.id).slice(-2), r.code]));
  expect(await codes('recharges')).toEqual({
    '03': 'R20261126173112345123',
    '01': 'R20261126173112345123-2',
    '02': 'R20261126173112345123-3',
    '04': 'R20261126173112345124',
    '05': null,
    '06': null,
  });
  expect(await codes('withdrawals')).toEqual({ '11': 'W20261126173112345500', '12': 'W20261126173112345500-2' });
  await expect(recharge(7, 'R20261126173112345124', '2026-11-27T00:00:00.000Z')).rejects.toThrow(/recharges_code_key/);
  await expect(withdrawal(13, 'W20261126173112345500')).rejects.toThrow(/withdrawals_code_key/);
}

describe('migration money_codes_unique: recharges and withdrawals whose codes were shared', () => {
  itUpgrades('keeps the first code and numbers the others', upgrade);
});
