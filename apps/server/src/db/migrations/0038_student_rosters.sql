CREATE TABLE "student_rosters" (
	"kig_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"enrol_date" date NOT NULL,
	"studying" integer NOT NULL,
	CONSTRAINT "student_rosters_pkey" PRIMARY KEY("kig_id","class_id","enrol_date")
);
--> statement-breakpoint
ALTER TABLE "student_rosters" ADD CONSTRAINT "student_rosters_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The roster's counts (modules/campus/student-roster.table.ts): a child counts while studying and not
-- deleted, under its kindergarten, class and first day; kept here in the transaction of each change,
-- whoever makes it. PL/pgSQL, as the summaries' functions (migration 0010).
CREATE OR REPLACE FUNCTION kg_roster_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A save writes every column: only a change of what the roster is counted by counts.
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.class_id, OLD.status, OLD.deleted, OLD.enrol_date, OLD.kig_id) IS NOT DISTINCT FROM (NEW.class_id, NEW.status, NEW.deleted, NEW.enrol_date, NEW.kig_id) THEN RETURN NULL; END IF;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status = 'studying' AND NOT OLD.deleted THEN
    -- The last child of a row takes the row with it.
    DELETE FROM student_rosters WHERE kig_id = OLD.kig_id AND class_id = OLD.class_id AND enrol_date = OLD.enrol_date AND studying <= 1;
    IF NOT FOUND THEN
      UPDATE student_rosters SET studying = studying - 1 WHERE kig_id = OLD.kig_id AND class_id = OLD.class_id AND enrol_date = OLD.enrol_date;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'studying' AND NOT NEW.deleted THEN
    INSERT INTO student_rosters (kig_id, class_id, enrol_date, studying) VALUES (NEW.kig_id, NEW.class_id, NEW.enrol_date, 1)
    ON CONFLICT (kig_id, class_id, enrol_date) DO UPDATE SET studying = student_rosters.studying + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER students_roster_count AFTER INSERT OR UPDATE OF class_id, status, deleted, enrol_date, kig_id OR DELETE ON students
  FOR EACH ROW EXECUTE FUNCTION kg_roster_count();--> statement-breakpoint
INSERT INTO student_rosters (kig_id, class_id, enrol_date, studying)
SELECT kig_id, class_id, enrol_date, count(*) FROM students
WHERE status = 'studying' AND deleted = false
GROUP BY kig_id, class_id, enrol_date;
