CREATE TABLE "attendance_day_summaries" (
	"kig_id" uuid NOT NULL,
	"person_kind" text NOT NULL,
	"class_id" uuid NOT NULL,
	"school_day" date NOT NULL,
	"present" integer NOT NULL,
	"late" integer NOT NULL,
	"left_early" integer NOT NULL,
	"on_leave" integer NOT NULL,
	CONSTRAINT "attendance_day_summaries_pkey" PRIMARY KEY("kig_id","person_kind","school_day","class_id")
);
--> statement-breakpoint
CREATE TABLE "summary_stale" (
	"kig_id" uuid NOT NULL,
	"area" text NOT NULL,
	"person_kind" text NOT NULL,
	"class_id" uuid NOT NULL,
	"school_day" date NOT NULL,
	CONSTRAINT "summary_stale_pkey" PRIMARY KEY("kig_id","area","person_kind","class_id","school_day")
);
--> statement-breakpoint
CREATE TABLE "health_day_summaries" (
	"kig_id" uuid NOT NULL,
	"school_day" date NOT NULL,
	"session" text NOT NULL,
	"class_id" uuid NOT NULL,
	"checked" integer NOT NULL,
	"abnormal" integer NOT NULL,
	"fever" integer NOT NULL,
	"pending_review" integer NOT NULL,
	CONSTRAINT "health_day_summaries_pkey" PRIMARY KEY("kig_id","school_day","session","class_id")
);
--> statement-breakpoint
ALTER TABLE "attendance_day_summaries" ADD CONSTRAINT "attendance_day_summaries_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_stale" ADD CONSTRAINT "summary_stale_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_day_summaries" ADD CONSTRAINT "health_day_summaries_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Day summaries (modules/attendance/attendance-summary.table.ts, modules/health/health-summary.table.ts):
-- what makes a day's summary stale besides its events and checks is marked here, in the transaction
-- of the change, whoever makes it; the server settles the marks in that transaction, or at the next read.
-- The functions are PL/pgSQL, not SQL: Citus plans no statement of a parameterised SQL function on a shard.
CREATE OR REPLACE FUNCTION kg_stale_person_days(p_kig uuid, p_kind text, p_person uuid, p_class uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO summary_stale (kig_id, area, person_kind, class_id, school_day)
  SELECT p_kig, 'attendance', p_kind, p_class, e.school_day FROM attendance_events e WHERE e.kig_id = p_kig AND e.person_id = p_person
  UNION
  SELECT p_kig, 'attendance', p_kind, p_class, d::date FROM leave_requests l, generate_series(l.start_date, l.end_date, interval '1 day') d
  WHERE l.kig_id = p_kig AND coalesce(l.student_id, l.teacher_id) = p_person AND l.status = 'approved' AND l.deleted = false
  ON CONFLICT DO NOTHING;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION kg_stale_kig_days(p_kig uuid, p_kind text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO summary_stale (kig_id, area, person_kind, class_id, school_day)
  SELECT p_kig, 'attendance', p_kind, '00000000-0000-0000-0000-000000000000'::uuid, e.school_day FROM attendance_events e WHERE e.kig_id = p_kig AND e.person_kind = p_kind
  UNION
  SELECT p_kig, 'attendance', p_kind, '00000000-0000-0000-0000-000000000000'::uuid, d::date FROM leave_requests l, generate_series(l.start_date, l.end_date, interval '1 day') d
  WHERE l.kig_id = p_kig AND l.person_kind = p_kind AND l.status = 'approved' AND l.deleted = false
  ON CONFLICT DO NOTHING;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION kg_stale_student() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A save writes every column: only a change of what the summaries are judged by counts.
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.class_id, OLD.status, OLD.deleted, OLD.enrol_date, OLD.kig_id) IS NOT DISTINCT FROM (NEW.class_id, NEW.status, NEW.deleted, NEW.enrol_date, NEW.kig_id) THEN RETURN NULL; END IF;
  END IF;
  PERFORM kg_stale_person_days(OLD.kig_id, 'student', OLD.id, OLD.class_id);
  IF TG_OP = 'UPDATE' THEN
    IF NEW.class_id IS DISTINCT FROM OLD.class_id THEN
      PERFORM kg_stale_person_days(NEW.kig_id, 'student', NEW.id, NEW.class_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER students_stale_summaries AFTER UPDATE OF class_id, status, deleted, enrol_date, kig_id OR DELETE ON students
  FOR EACH ROW EXECUTE FUNCTION kg_stale_student();--> statement-breakpoint
CREATE OR REPLACE FUNCTION kg_stale_teacher() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A save writes every column: only a change of what the summaries are judged by counts.
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.status, OLD.deleted, OLD.kig_id) IS NOT DISTINCT FROM (NEW.status, NEW.deleted, NEW.kig_id) THEN RETURN NULL; END IF;
  END IF;
  PERFORM kg_stale_person_days(OLD.kig_id, 'teacher', OLD.id, '00000000-0000-0000-0000-000000000000'::uuid);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER teachers_stale_summaries AFTER UPDATE OF status, deleted, kig_id OR DELETE ON teachers
  FOR EACH ROW EXECUTE FUNCTION kg_stale_teacher();--> statement-breakpoint
CREATE OR REPLACE FUNCTION kg_stale_leave() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A save writes every column: only a change of what the summaries are judged by counts.
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.status, OLD.deleted, OLD.start_date, OLD.end_date, OLD.person_kind, OLD.student_id, OLD.teacher_id, OLD.kig_id) IS NOT DISTINCT FROM (NEW.status, NEW.deleted, NEW.start_date, NEW.end_date, NEW.person_kind, NEW.student_id, NEW.teacher_id, NEW.kig_id) THEN RETURN NULL; END IF;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status = 'approved' AND NOT OLD.deleted THEN
    INSERT INTO summary_stale (kig_id, area, person_kind, class_id, school_day)
    SELECT OLD.kig_id, 'attendance', OLD.person_kind, '00000000-0000-0000-0000-000000000000'::uuid, d::date FROM generate_series(OLD.start_date, OLD.end_date, interval '1 day') d
    ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'approved' AND NOT NEW.deleted THEN
    INSERT INTO summary_stale (kig_id, area, person_kind, class_id, school_day)
    SELECT NEW.kig_id, 'attendance', NEW.person_kind, '00000000-0000-0000-0000-000000000000'::uuid, d::date FROM generate_series(NEW.start_date, NEW.end_date, interval '1 day') d
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER leave_requests_stale_summaries AFTER INSERT OR UPDATE OF status, deleted, start_date, end_date, person_kind, student_id, teacher_id, kig_id OR DELETE ON leave_requests
  FOR EACH ROW EXECUTE FUNCTION kg_stale_leave();--> statement-breakpoint
CREATE OR REPLACE FUNCTION kg_stale_rule() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A save writes every column: only a change of what the summaries are judged by counts.
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.periods, OLD.late_minutes, OLD.leave_early_minutes, OLD.work_days, OLD.status, OLD.deleted, OLD.person_kind, OLD.kig_id) IS NOT DISTINCT FROM (NEW.periods, NEW.late_minutes, NEW.leave_early_minutes, NEW.work_days, NEW.status, NEW.deleted, NEW.person_kind, NEW.kig_id) THEN RETURN NULL; END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM kg_stale_kig_days(OLD.kig_id, OLD.person_kind); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM kg_stale_kig_days(NEW.kig_id, NEW.person_kind); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER attendance_rules_stale_summaries AFTER INSERT OR UPDATE OR DELETE ON attendance_rules
  FOR EACH ROW EXECUTE FUNCTION kg_stale_rule();--> statement-breakpoint
CREATE OR REPLACE FUNCTION kg_stale_health_setting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v_kig uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN v_kig := OLD.kig_id; ELSE v_kig := NEW.kig_id; END IF;
  -- A save writes every column: only a change of what the summaries are judged by counts.
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.fever_temperature, OLD.deleted, OLD.kig_id) IS NOT DISTINCT FROM (NEW.fever_temperature, NEW.deleted, NEW.kig_id) THEN RETURN NULL; END IF;
  END IF;
  INSERT INTO summary_stale (kig_id, area, person_kind, class_id, school_day)
  SELECT DISTINCT v_kig, 'health', '', '00000000-0000-0000-0000-000000000000'::uuid, school_day FROM health_checks WHERE kig_id = v_kig
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER health_settings_stale_summaries AFTER INSERT OR UPDATE OF fever_temperature, deleted, kig_id OR DELETE ON health_settings
  FOR EACH ROW EXECUTE FUNCTION kg_stale_health_setting();--> statement-breakpoint
-- An existing database's history: every day with events, leave or checks is stale, so the first read of
-- a day (or `npm run summaries:rebuild`) counts it from the raw rows as the screens counted it before.
INSERT INTO summary_stale (kig_id, area, person_kind, class_id, school_day)
SELECT DISTINCT kig_id, 'attendance', person_kind, '00000000-0000-0000-0000-000000000000'::uuid, school_day FROM attendance_events
UNION
SELECT l.kig_id, 'attendance', l.person_kind, '00000000-0000-0000-0000-000000000000'::uuid, d::date
FROM leave_requests l, generate_series(l.start_date, l.end_date, interval '1 day') d WHERE l.status = 'approved' AND l.deleted = false
UNION
SELECT DISTINCT kig_id, 'health', '', '00000000-0000-0000-0000-000000000000'::uuid, school_day FROM health_checks;
