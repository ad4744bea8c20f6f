-- The audit log, partitioned by the month of `at` on the wall clock of Asia/Shanghai (the product's
-- default zone; db/monthly-partitions.ts names and bounds the months the same way). The old table is
-- renamed aside, its rows copied into partitions made for every month they span and three ahead.
ALTER TABLE "audit_logs" RENAME TO "audit_logs_unpartitioned";--> statement-breakpoint
ALTER TABLE "audit_logs_unpartitioned" RENAME CONSTRAINT "audit_logs_pkey" TO "audit_logs_unpartitioned_pkey";--> statement-breakpoint
DROP INDEX "audit_logs_at_idx";--> statement-breakpoint
DROP INDEX "audit_logs_user_idx";--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_name" text,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"resource_id" text,
	"ip" text,
	"result" text NOT NULL,
	"user_id" uuid,
	"org_id" uuid,
	"detail" jsonb,
	CONSTRAINT "audit_logs_id_at_pk" PRIMARY KEY("id","at")
) PARTITION BY RANGE ("at");--> statement-breakpoint
CREATE INDEX "audit_logs_at_idx" ON "audit_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_logs_user_idx" ON "audit_logs" USING btree ("user_id");--> statement-breakpoint
DO $$
DECLARE
  m timestamp;
BEGIN
  FOR m IN
    SELECT generate_series(
      date_trunc('month', least(coalesce((SELECT min("at") FROM "audit_logs_unpartitioned"), now()), now()) AT TIME ZONE 'Asia/Shanghai'),
      date_trunc('month', greatest(coalesce((SELECT max("at") FROM "audit_logs_unpartitioned"), now()), now()) AT TIME ZONE 'Asia/Shanghai') + interval '3 months',
      interval '1 month')
  LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF "audit_logs" FOR VALUES FROM (%L) TO (%L)',
      'audit_logs_p' || to_char(m, 'YYYY_MM'),
      (m AT TIME ZONE 'Asia/Shanghai')::text,
      ((m + interval '1 month') AT TIME ZONE 'Asia/Shanghai')::text);
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "audit_logs" ("id", "at", "user_name", "action", "resource", "resource_id", "ip", "result", "user_id", "org_id", "detail")
  SELECT "id", "at", "user_name", "action", "resource", "resource_id", "ip", "result", "user_id", "org_id", "detail" FROM "audit_logs_unpartitioned";--> statement-breakpoint
DROP TABLE "audit_logs_unpartitioned";
