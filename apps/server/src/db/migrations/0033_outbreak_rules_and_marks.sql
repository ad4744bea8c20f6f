CREATE TABLE "outbreak_pending" (
	"kig_id" uuid NOT NULL,
	"school_day" date NOT NULL,
	CONSTRAINT "outbreak_pending_pkey" PRIMARY KEY("kig_id","school_day")
);
--> statement-breakpoint
CREATE TABLE "outbreak_rules" (
	"area_code" text PRIMARY KEY NOT NULL,
	"cluster_children" integer NOT NULL,
	"cluster_school_days" integer NOT NULL,
	"sick_leave_percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "outbreak_pending" ADD CONSTRAINT "outbreak_pending_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-written (issue 18, the alert job's marks; modules/supervision/supervision.tables.ts, outbreakPending):
-- a morning check that may join a cluster (a temperature at or above the lowest fever threshold a kindergarten
-- may set, 36.0 °C, or a hand or mouth finding: CLUSTER_FINDINGS), or a child's approved sick leave, marks its
-- kindergarten's day(s) in the write's own transaction, however it was written. PL/pgSQL, as migration 0010's.
CREATE OR REPLACE FUNCTION kg_outbreak_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.temperature, OLD.reasons, OLD.class_id, OLD.school_day, OLD.deleted, OLD.kig_id) IS NOT DISTINCT FROM (NEW.temperature, NEW.reasons, NEW.class_id, NEW.school_day, NEW.deleted, NEW.kig_id) THEN RETURN NULL; END IF;
  END IF;
  IF NOT NEW.deleted AND NEW.class_id IS NOT NULL AND (NEW.temperature >= 360 OR NEW.reasons ?| array['hand', 'mouth']) THEN
    INSERT INTO outbreak_pending (kig_id, school_day) VALUES (NEW.kig_id, NEW.school_day) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER health_checks_outbreak_pending AFTER INSERT OR UPDATE OF temperature, reasons, class_id, school_day, deleted, kig_id ON health_checks
  FOR EACH ROW EXECUTE FUNCTION kg_outbreak_check();--> statement-breakpoint
CREATE OR REPLACE FUNCTION kg_outbreak_leave() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.status, OLD.deleted, OLD.start_date, OLD.end_date, OLD.person_kind, OLD.leave_type, OLD.student_id, OLD.kig_id) IS NOT DISTINCT FROM (NEW.status, NEW.deleted, NEW.start_date, NEW.end_date, NEW.person_kind, NEW.leave_type, NEW.student_id, NEW.kig_id) THEN RETURN NULL; END IF;
  END IF;
  IF NEW.status = 'approved' AND NOT NEW.deleted AND NEW.person_kind = 'student' AND NEW.leave_type = 'sick' THEN
    -- Every day of the leave (a year at most): its later days wait in the marks until they come.
    INSERT INTO outbreak_pending (kig_id, school_day)
    SELECT NEW.kig_id, d::date FROM generate_series(NEW.start_date, least(NEW.end_date, NEW.start_date + 366), interval '1 day') d
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER leave_requests_outbreak_pending AFTER INSERT OR UPDATE OF status, deleted, start_date, end_date, person_kind, leave_type, student_id, kig_id ON leave_requests
  FOR EACH ROW EXECUTE FUNCTION kg_outbreak_leave();--> statement-breakpoint
-- An existing database: the days of approved sick leave still to come (the job looked at every kindergarten
-- each minute until now, so what came before is judged already).
INSERT INTO outbreak_pending (kig_id, school_day)
SELECT DISTINCT l.kig_id, d::date FROM leave_requests l, generate_series(greatest(l.start_date, current_date - 1), least(l.end_date, current_date + 366), interval '1 day') d
WHERE l.status = 'approved' AND NOT l.deleted AND l.person_kind = 'student' AND l.leave_type = 'sick' AND l.end_date >= current_date - 1
ON CONFLICT DO NOTHING;
