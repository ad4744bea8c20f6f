-- Tells every listening server, at commit, that what sessions and permissions are read from changed
-- (LISTEN kg_changes: platform/change-listener.ts); the tables and columns are those of ACCESS_TABLES
-- in modules/auth/access-cache.ts. A session's last-seen time and an account's last sign-in do not count.
CREATE OR REPLACE FUNCTION kg_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kg_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OF revoked_at, expires_at, user_id, token_hash, app_type OR DELETE OR TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION kg_notify_change();--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OF user_name, nick_name, status, deleted, org_id, app_type, password_hash OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION kg_notify_change();--> statement-breakpoint
CREATE TRIGGER users_added AFTER INSERT ON users FOR EACH STATEMENT EXECUTE FUNCTION kg_notify_change();--> statement-breakpoint
CREATE TRIGGER organisations_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON organisations FOR EACH STATEMENT EXECUTE FUNCTION kg_notify_change();--> statement-breakpoint
CREATE TRIGGER roles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION kg_notify_change();--> statement-breakpoint
CREATE TRIGGER user_roles_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION kg_notify_change();--> statement-breakpoint
CREATE TRIGGER role_menus_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_menus FOR EACH STATEMENT EXECUTE FUNCTION kg_notify_change();--> statement-breakpoint
CREATE TRIGGER menus_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menus FOR EACH STATEMENT EXECUTE FUNCTION kg_notify_change();
