-- Schema fit for Citus (docs/architecture.md, section 10): every kindergarten-scoped table's primary
-- key and unique indexes begin with kig_id, its foreign keys to other kindergarten tables go through it,
-- and parent_students gets its kindergarten (its student's). drizzle-kit cannot name the old primary
-- keys, so their drops are written here by their PostgreSQL names.
ALTER TABLE "parent_students" DROP CONSTRAINT "parent_students_parent_id_parents_id_fk";--> statement-breakpoint
ALTER TABLE "parent_students" DROP CONSTRAINT "parent_students_student_id_students_id_fk";--> statement-breakpoint
ALTER TABLE "doctor_messages" DROP CONSTRAINT "doctor_messages_check_id_health_checks_id_fk";--> statement-breakpoint
DROP INDEX "bracelets_kig_idx";--> statement-breakpoint
DROP INDEX "classes_kig_idx";--> statement-breakpoint
DROP INDEX "classrooms_kig_idx";--> statement-breakpoint
DROP INDEX "drivers_kig_idx";--> statement-breakpoint
DROP INDEX "enrollments_kig_idx";--> statement-breakpoint
DROP INDEX "grades_kig_idx";--> statement-breakpoint
DROP INDEX "parents_kig_idx";--> statement-breakpoint
DROP INDEX "positions_kig_idx";--> statement-breakpoint
DROP INDEX "students_kig_idx";--> statement-breakpoint
DROP INDEX "teachers_kig_idx";--> statement-breakpoint
DROP INDEX "terms_kig_idx";--> statement-breakpoint
DROP INDEX "visitors_kig_idx";--> statement-breakpoint
DROP INDEX "cameras_kig_idx";--> statement-breakpoint
DROP INDEX "gateways_kig_idx";--> statement-breakpoint
DROP INDEX "speakers_kig_idx";--> statement-breakpoint
DROP INDEX "bracelets_mac_key";--> statement-breakpoint
DROP INDEX "parent_students_student_idx";--> statement-breakpoint
DROP INDEX "gateways_mac_key";--> statement-breakpoint
DROP INDEX "attendance_events_record_key";--> statement-breakpoint
DROP INDEX "growth_reports_child_term_key";--> statement-breakpoint
DROP INDEX "health_checks_record_key";--> statement-breakpoint
ALTER TABLE "parent_students" DROP CONSTRAINT "parent_students_parent_id_student_id_pk";--> statement-breakpoint
ALTER TABLE "parent_students" ADD COLUMN "kig_id" uuid;--> statement-breakpoint
UPDATE "parent_students" SET "kig_id" = "students"."kig_id" FROM "students" WHERE "students"."id" = "parent_students"."student_id";--> statement-breakpoint
ALTER TABLE "parent_students" ALTER COLUMN "kig_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bracelets" DROP CONSTRAINT "bracelets_pkey";--> statement-breakpoint
ALTER TABLE "classes" DROP CONSTRAINT "classes_pkey";--> statement-breakpoint
ALTER TABLE "classrooms" DROP CONSTRAINT "classrooms_pkey";--> statement-breakpoint
ALTER TABLE "drivers" DROP CONSTRAINT "drivers_pkey";--> statement-breakpoint
ALTER TABLE "enrollments" DROP CONSTRAINT "enrollments_pkey";--> statement-breakpoint
ALTER TABLE "grades" DROP CONSTRAINT "grades_pkey";--> statement-breakpoint
ALTER TABLE "parents" DROP CONSTRAINT "parents_pkey";--> statement-breakpoint
ALTER TABLE "positions" DROP CONSTRAINT "positions_pkey";--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT "students_pkey";--> statement-breakpoint
ALTER TABLE "teachers" DROP CONSTRAINT "teachers_pkey";--> statement-breakpoint
ALTER TABLE "terms" DROP CONSTRAINT "terms_pkey";--> statement-breakpoint
ALTER TABLE "visitors" DROP CONSTRAINT "visitors_pkey";--> statement-breakpoint
ALTER TABLE "cameras" DROP CONSTRAINT "cameras_pkey";--> statement-breakpoint
ALTER TABLE "gateways" DROP CONSTRAINT "gateways_pkey";--> statement-breakpoint
ALTER TABLE "speakers" DROP CONSTRAINT "speakers_pkey";--> statement-breakpoint
ALTER TABLE "attendance_events" DROP CONSTRAINT "attendance_events_pkey";--> statement-breakpoint
ALTER TABLE "attendance_rules" DROP CONSTRAINT "attendance_rules_pkey";--> statement-breakpoint
ALTER TABLE "leave_requests" DROP CONSTRAINT "leave_requests_pkey";--> statement-breakpoint
ALTER TABLE "doctor_messages" DROP CONSTRAINT "doctor_messages_pkey";--> statement-breakpoint
ALTER TABLE "epidemic_reports" DROP CONSTRAINT "epidemic_reports_pkey";--> statement-breakpoint
ALTER TABLE "eye_tests" DROP CONSTRAINT "eye_tests_pkey";--> statement-breakpoint
ALTER TABLE "growth_reports" DROP CONSTRAINT "growth_reports_pkey";--> statement-breakpoint
ALTER TABLE "health_checks" DROP CONSTRAINT "health_checks_pkey";--> statement-breakpoint
ALTER TABLE "health_settings" DROP CONSTRAINT "health_settings_pkey";--> statement-breakpoint
ALTER TABLE "measurements" DROP CONSTRAINT "measurements_pkey";--> statement-breakpoint
ALTER TABLE "medical_contracts" DROP CONSTRAINT "medical_contracts_pkey";--> statement-breakpoint
ALTER TABLE "bracelets" ADD CONSTRAINT "bracelets_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "parent_students" ADD CONSTRAINT "parent_students_kig_id_parent_id_student_id_pk" PRIMARY KEY("kig_id","parent_id","student_id");--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "gateways" ADD CONSTRAINT "gateways_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "attendance_rules" ADD CONSTRAINT "attendance_rules_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "doctor_messages" ADD CONSTRAINT "doctor_messages_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "epidemic_reports" ADD CONSTRAINT "epidemic_reports_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "eye_tests" ADD CONSTRAINT "eye_tests_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "growth_reports" ADD CONSTRAINT "growth_reports_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "health_checks" ADD CONSTRAINT "health_checks_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "health_settings" ADD CONSTRAINT "health_settings_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "medical_contracts" ADD CONSTRAINT "medical_contracts_kig_id_id_pk" PRIMARY KEY("kig_id","id");--> statement-breakpoint
ALTER TABLE "parent_students" ADD CONSTRAINT "parent_students_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_students" ADD CONSTRAINT "parent_students_parent_fk" FOREIGN KEY ("kig_id","parent_id") REFERENCES "public"."parents"("kig_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_students" ADD CONSTRAINT "parent_students_student_fk" FOREIGN KEY ("kig_id","student_id") REFERENCES "public"."students"("kig_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_messages" ADD CONSTRAINT "doctor_messages_check_fk" FOREIGN KEY ("kig_id","check_id") REFERENCES "public"."health_checks"("kig_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bracelets_mac_key" ON "bracelets" USING btree ("kig_id",lower("mac")) WHERE "bracelets"."deleted" = false;--> statement-breakpoint
CREATE INDEX "parent_students_student_idx" ON "parent_students" USING btree ("kig_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateways_mac_key" ON "gateways" USING btree ("kig_id",lower("mac")) WHERE "gateways"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_events_record_key" ON "attendance_events" USING btree ("kig_id","device_id","device_record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "growth_reports_child_term_key" ON "growth_reports" USING btree ("kig_id","student_id","term_id");--> statement-breakpoint
CREATE UNIQUE INDEX "health_checks_record_key" ON "health_checks" USING btree ("kig_id","device_id","device_record_id");
