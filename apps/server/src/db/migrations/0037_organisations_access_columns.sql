-- An organisation's update tells the other servers only when it sets a column that sessions, permissions,
-- menus or a kindergarten's services are read from (ACCESS_TABLES in modules/auth/access-cache.ts), as the
-- users' trigger already does: a purchase extending a service's end, or an address edited, no longer
-- empties every server's caches. On a Citus cluster whose organisations are already a reference table, the
-- trigger is made as db/distribute.ts makes it there: without TRUNCATE (its coordinator copy has none).
DO $$
DECLARE
  truncate_too text := ' OR TRUNCATE';
BEGIN
  IF to_regclass('pg_catalog.pg_dist_partition') IS NOT NULL THEN
    IF EXISTS (SELECT 1 FROM pg_catalog.pg_dist_partition WHERE logicalrelid = 'organisations'::regclass) THEN
      truncate_too := '';
    END IF;
  END IF;
  DROP TRIGGER IF EXISTS organisations_changed ON organisations;
  EXECUTE format(
    'CREATE TRIGGER organisations_changed AFTER INSERT OR UPDATE OF id, kind, path, code, name, parent_id, status, deleted, shard_num, '
    'morning_check_service, check_in_service, online_pay_service, video_pay_service, check_pay_service OR DELETE%s '
    'ON organisations FOR EACH STATEMENT EXECUTE FUNCTION kg_notify_change()',
    truncate_too
  );
END $$;
