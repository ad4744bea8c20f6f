import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCESS_TABLES } from '../modules/auth/access-cache.js';
import { ChangeFeed } from './change-feed.js';
import { createTestApp } from '../test/test-app.js';

const feed = new ChangeFeed();
feed.watch(ACCESS_TABLES);

describe('which of our own statements change what sessions and permissions are read from', () => {
  it.each([
    'update "sessions" set "revoked_at" = $1 where ("sessions"."token_hash" = $2 and "sessions"."revoked_at" is null) returning "user_id"',
    'update "users" set "status" = $1, "updated_at" = $2 where "users"."id" = $3',
    'delete from "user_roles" where "user_roles"."user_id" = $1',
    'insert into "role_menus" ("role_id", "menu_id") values ($1, $2)',
    'update "menus" set "deleted" = $1 where "menus"."id" = $2',
    'with moved as (update "organisations" set "path" = $1 returning id) select 1',
    'update "organisations" set "morning_check_service" = $1, "updated_at" = $2 where "organisations"."id" = $3',
    'truncate users',
    'update "users" set "updated_at" = (select now() where true), "status" = $1 where "users"."id" = $2',
    'with "n" as (insert into "user_roles" ("user_id", "role_id") values ($1, $2)) select 1',
    'with "gone" as (delete from "public"."sessions" where "id" = $1 returning 1), "w" as (insert into "audit_logs" ("id") values ($2)) select 1',
    'with "p" as (select 1) , "u" as (update public.menus set "sort" = 1) select 1',
  ])('counts %s', (text) => expect(feed.touches(text)).toBe(true));

  it.each([
    'select * from "sessions" where "token_hash" = $1',
    'update "sessions" set "last_seen_at" = $1 where "sessions"."id" = $2',
    'update "users" set "last_login_at" = $1 where "users"."id" = $2',
    // Sign-ins' times, written in batches (write-batcher.ts).
    'update "users" set "last_login_at" = greatest("users"."last_login_at", v.at)\n          from (values ($1::uuid, $2::timestamptz), ($3::uuid, $4::timestamptz)) as v(id, at) where "users"."id" = v.id',
    'insert into "sessions" ("id", "user_id", "token_hash") values ($1, $2, $3)',
    // A purchase extending a kindergarten's service: nothing a session, permission or menu is read from.
    'update "organisations" set "platform_service_end" = $1, "updated_at" = $2 where "organisations"."id" = $3',
    'insert into "audit_logs" ("user_name", "resource") values ($1, $2)',
    'update "students" set "name" = $1 where "students"."org_id" in (select id from organisations)',
    // An audited list: its page reads watched tables, and it writes only its audit row.
    'with "__page" as (select "id", "updated_at" from "users" where "users"."org_id" in (select "organisations"."id" from "organisations") order by "users"."id" limit $1 offset $2), ' +
      '"__written" as (insert into "audit_logs" ("id", "detail") select $3::uuid, $4::jsonb || jsonb_build_object(\'rows\', count(*)) from "__page") ' +
      'select "id", (select count(*) from "users") as "__total" from "__page" as "users" order by "users"."id"',
  ])('leaves %s', (text) => expect(feed.touches(text)).toBe(false));
});

describe("a statement's verdict, kept by its text", () => {
  it('is the same when asked again, and judged anew once another table is watched', () => {
    const own = new ChangeFeed();
    own.watch([{ table: 'users' }]);
    const text = 'delete from "menus" where "menus"."id" = $1';
    expect(own.touches(text)).toBe(false);
    expect(own.touches(text)).toBe(false);
    own.watch([{ table: 'menus' }]);
    expect(own.touches(text)).toBe(true);
  });

  it('holds for texts past the kept length and past the number kept', () => {
    const own = new ChangeFeed();
    own.watch([{ table: 'users' }]);
    const long = `update "users" set "status" = $1 where "users"."id" in (${Array.from({ length: 5000 }, (_, i) => `$${i + 2}`).join(', ')})`;
    expect(long.length).toBeGreaterThan(16_384);
    expect(own.touches(long)).toBe(true);
    for (let i = 0; i < 1200; i++) expect(own.touches(`insert into "users" ("id") values (${i})`)).toBe(true);
    for (let i = 0; i < 1200; i++) expect(own.touches(`insert into "notes" ("id") values (${i})`)).toBe(false);
  });
});

describe('the triggers that tell other servers', () => {
  it('fire for exactly the tables and columns that count here', async () => {
    const t = await createTestApp();
    try {
      const { rows } = (await t.database.db.execute(
        sql.raw(`select event_object_table as table, string_agg(distinct event_manipulation, ',' order by event_manipulation) as events
           from information_schema.triggers where action_statement like '%kg_notify_change%' group by 1 order by 1`),
      )) as unknown as { rows: { table: string; events: string }[] };
      const columns = (await t.database.db.execute(
        sql.raw(`select event_object_table as table, string_agg(event_object_column, ',' order by event_object_column) as columns
           from information_schema.triggered_update_columns
           where trigger_name in (select trigger_name from information_schema.triggers where action_statement like '%kg_notify_change%')
           group by 1 order by 1`),
      )) as unknown as { rows: { table: string; columns: string }[] };
      const expected = ACCESS_TABLES.map((w) => ({ table: w.table, events: w.inserts === false ? 'DELETE,UPDATE' : 'DELETE,INSERT,UPDATE' }));
      expect(rows).toEqual([...expected].sort((a, b) => a.table.localeCompare(b.table)));
      const watchedColumns = ACCESS_TABLES.filter((w) => w.columns).map((w) => ({ table: w.table, columns: [...w.columns!].sort().join(',') }));
      expect(columns.rows).toEqual(watchedColumns.sort((a, b) => a.table.localeCompare(b.table)));
    } finally {
      await t.close();
    }
  });
});
