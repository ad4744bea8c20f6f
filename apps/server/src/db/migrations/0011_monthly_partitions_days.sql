-- Gate events and health checks, partitioned by the month of their school day (the column every list
-- and statistic of them filters on; db/partitioned-tables.ts). As for the audit log (0009): each table
-- is renamed aside, made again partitioned with the day in every unique key, its rows copied into a
-- partition for every month they have, and this month and three ahead (today on Asia/Shanghai's
-- clocks, as platform/partitions/monthly-partitions.ts counts), and the old table dropped.
-- On a Citus database whose tables are distributed already (an upgrade), the new tables are distributed
-- beside the old ones before the rows move: Citus distributes each partition with its table.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
    -- One connection per node for the whole migration: Citus distributes no table after a parallel write in the same transaction.
    SET LOCAL citus.multi_shard_modify_mode TO 'sequential';
  END IF;
END $$;--> statement-breakpoint
-- A doctor's message keeps its check's school day instead of a foreign key (health.tables.ts says why).
ALTER TABLE "doctor_messages" DROP CONSTRAINT "doctor_messages_check_fk";--> statement-breakpoint
ALTER TABLE "doctor_messages" ADD COLUMN "check_school_day" date;--> statement-breakpoint
UPDATE "doctor_messages" m SET "check_school_day" = c."school_day" FROM "health_checks" c WHERE c."kig_id" = m."kig_id" AND c."id" = m."check_id";--> statement-breakpoint
ALTER TABLE "doctor_messages" ALTER COLUMN "check_school_day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_events" RENAME TO "attendance_events_unpartitioned";--> statement-breakpoint
-- Its key's name is the new table's to take (Citus renames no constraint of a distributed table).
ALTER TABLE "attendance_events_unpartitioned" DROP CONSTRAINT "attendance_events_kig_id_id_pk";--> statement-breakpoint
DROP INDEX "attendance_events_record_key";--> statement-breakpoint
DROP INDEX "attendance_events_day_idx";--> statement-breakpoint
DROP INDEX "attendance_events_person_idx";--> statement-breakpoint
ALTER TABLE "health_checks" RENAME TO "health_checks_unpartitioned";--> statement-breakpoint
-- Its key's name is the new table's to take (Citus renames no constraint of a distributed table).
ALTER TABLE "health_checks_unpartitioned" DROP CONSTRAINT "health_checks_kig_id_id_pk";--> statement-breakpoint
DROP INDEX "health_checks_record_key";--> statement-breakpoint
DROP INDEX "health_checks_day_idx";--> statement-breakpoint
DROP INDEX "health_checks_student_idx";--> statement-breakpoint
DROP INDEX "health_checks_pending_idx";--> statement-breakpoint
-- The same columns, defaults and NOT NULLs, in the same order.
CREATE TABLE "attendance_events" (
	LIKE "attendance_events_unpartitioned" INCLUDING DEFAULTS,
	CONSTRAINT "attendance_events_kig_id_id_school_day_pk" PRIMARY KEY("kig_id","id","school_day")
) PARTITION BY RANGE ("school_day");--> statement-breakpoint
CREATE TABLE "health_checks" (
	LIKE "health_checks_unpartitioned" INCLUDING DEFAULTS,
	CONSTRAINT "health_checks_kig_id_id_school_day_pk" PRIMARY KEY("kig_id","id","school_day")
) PARTITION BY RANGE ("school_day");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_events_record_key" ON "attendance_events" USING btree ("kig_id","device_id","device_record_id","school_day");--> statement-breakpoint
CREATE INDEX "attendance_events_day_idx" ON "attendance_events" USING btree ("kig_id","school_day","person_kind");--> statement-breakpoint
CREATE INDEX "attendance_events_person_idx" ON "attendance_events" USING btree ("person_id","school_day");--> statement-breakpoint
CREATE UNIQUE INDEX "health_checks_record_key" ON "health_checks" USING btree ("kig_id","device_id","device_record_id","school_day");--> statement-breakpoint
CREATE INDEX "health_checks_day_idx" ON "health_checks" USING btree ("kig_id","school_day","session");--> statement-breakpoint
CREATE INDEX "health_checks_student_idx" ON "health_checks" USING btree ("student_id","school_day");--> statement-breakpoint
CREATE INDEX "health_checks_pending_idx" ON "health_checks" USING btree ("kig_id","review") WHERE "health_checks"."review" = 'pending';--> statement-breakpoint
DO $$
DECLARE
  t text;
  m date;
  today date := (now() AT TIME ZONE 'Asia/Shanghai')::date;
BEGIN
  FOREACH t IN ARRAY ARRAY['attendance_events', 'health_checks'] LOOP
    FOR m IN EXECUTE format(
      'SELECT DISTINCT date_trunc(''month'', "school_day")::date FROM %I
       UNION SELECT (date_trunc(''month'', $1) + make_interval(months => n))::date FROM generate_series(0, 3) n', t || '_unpartitioned') USING today
    LOOP
      EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
        t || '_p' || to_char(m, 'YYYY_MM'), t, to_char(m, 'YYYY-MM-DD'), to_char(m + interval '1 month', 'YYYY-MM-DD'));
    END LOOP;
    IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
      IF EXISTS (SELECT 1 FROM pg_catalog.pg_class c JOIN pg_dist_partition d ON d.logicalrelid = c.oid WHERE c.relname = t || '_unpartitioned') THEN
        EXECUTE format('SELECT create_distributed_table(%L, ''kig_id'', colocate_with => %L)', t, t || '_unpartitioned');
      END IF;
    END IF;
  END LOOP;
END $$;--> statement-breakpoint
-- After the tables are distributed (if they are to be): Citus keeps a local table linked to a reference table.
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_checks" ADD CONSTRAINT "health_checks_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_checks" ADD CONSTRAINT "health_checks_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "attendance_events" SELECT * FROM "attendance_events_unpartitioned";--> statement-breakpoint
INSERT INTO "health_checks" SELECT * FROM "health_checks_unpartitioned";--> statement-breakpoint
DROP TABLE "attendance_events_unpartitioned";--> statement-breakpoint
DROP TABLE "health_checks_unpartitioned";
