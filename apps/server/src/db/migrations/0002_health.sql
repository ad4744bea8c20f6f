CREATE TABLE "doctor_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"check_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"institution_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"content" text NOT NULL,
	"reply" text,
	"replied_by" uuid,
	"replied_at" timestamp with time zone,
	"state" text DEFAULT 'open' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "epidemic_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"person_kind" text NOT NULL,
	"student_id" uuid,
	"teacher_id" uuid,
	"report_date" date NOT NULL,
	"health_status" text DEFAULT 'healthy' NOT NULL,
	"local" boolean DEFAULT true NOT NULL,
	"detention_place" text,
	"return_date" date,
	"travel_plan" text,
	"risk_exposure" boolean DEFAULT false NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "eye_tests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"test_date" date NOT NULL,
	"left_eye" integer NOT NULL,
	"right_eye" integer NOT NULL,
	"examiner" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "growth_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"class_id" uuid,
	"term_id" uuid NOT NULL,
	"status" text DEFAULT 'notGenerated' NOT NULL,
	"generated_at" timestamp with time zone,
	"error" text,
	"content" jsonb
);
--> statement-breakpoint
CREATE TABLE "health_checks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"class_id" uuid,
	"session" text NOT NULL,
	"school_day" date NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"temperature" integer,
	"hand" text DEFAULT 'normal' NOT NULL,
	"mouth" text DEFAULT 'normal' NOT NULL,
	"trauma" text DEFAULT 'none' NOT NULL,
	"nails" text DEFAULT 'clean' NOT NULL,
	"abnormal" boolean DEFAULT false NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review" text DEFAULT 'auto' NOT NULL,
	"review_note" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"device_id" uuid,
	"device_record_id" text,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"machine_findings" jsonb
);
--> statement-breakpoint
CREATE TABLE "health_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"fever_temperature" integer DEFAULT 373 NOT NULL,
	"high_fever_temperature" integer DEFAULT 381 NOT NULL,
	"low_temperature" integer DEFAULT 355 NOT NULL,
	"afternoon_check" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measurements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"term_id" uuid NOT NULL,
	"measured_on" date NOT NULL,
	"height" integer NOT NULL,
	"weight" integer NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "medical_contracts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"institution_id" uuid NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" text,
	"status" text DEFAULT 'enabled' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kind" text NOT NULL,
	"org_id" uuid,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"error" text,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "doctor_messages" ADD CONSTRAINT "doctor_messages_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_messages" ADD CONSTRAINT "doctor_messages_check_id_health_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."health_checks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epidemic_reports" ADD CONSTRAINT "epidemic_reports_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eye_tests" ADD CONSTRAINT "eye_tests_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_reports" ADD CONSTRAINT "growth_reports_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_checks" ADD CONSTRAINT "health_checks_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_checks" ADD CONSTRAINT "health_checks_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_settings" ADD CONSTRAINT "health_settings_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_contracts" ADD CONSTRAINT "medical_contracts_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_contracts" ADD CONSTRAINT "medical_contracts_institution_id_organisations_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_messages_kig_idx" ON "doctor_messages" USING btree ("kig_id","sent_at");--> statement-breakpoint
CREATE INDEX "doctor_messages_institution_idx" ON "doctor_messages" USING btree ("institution_id","sent_at");--> statement-breakpoint
CREATE INDEX "epidemic_reports_kig_idx" ON "epidemic_reports" USING btree ("kig_id","report_date");--> statement-breakpoint
CREATE INDEX "eye_tests_student_idx" ON "eye_tests" USING btree ("student_id","test_date");--> statement-breakpoint
CREATE INDEX "eye_tests_kig_idx" ON "eye_tests" USING btree ("kig_id","test_date");--> statement-breakpoint
CREATE UNIQUE INDEX "growth_reports_child_term_key" ON "growth_reports" USING btree ("student_id","term_id");--> statement-breakpoint
CREATE INDEX "growth_reports_kig_idx" ON "growth_reports" USING btree ("kig_id","term_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "health_checks_record_key" ON "health_checks" USING btree ("device_id","device_record_id");--> statement-breakpoint
CREATE INDEX "health_checks_day_idx" ON "health_checks" USING btree ("kig_id","school_day","session");--> statement-breakpoint
CREATE INDEX "health_checks_student_idx" ON "health_checks" USING btree ("student_id","school_day");--> statement-breakpoint
CREATE INDEX "health_checks_pending_idx" ON "health_checks" USING btree ("kig_id","review") WHERE "health_checks"."review" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "health_settings_kig_key" ON "health_settings" USING btree ("kig_id") WHERE "health_settings"."deleted" = false;--> statement-breakpoint
CREATE INDEX "measurements_student_idx" ON "measurements" USING btree ("student_id","measured_on");--> statement-breakpoint
CREATE INDEX "measurements_kig_idx" ON "measurements" USING btree ("kig_id","term_id");--> statement-breakpoint
CREATE INDEX "medical_contracts_institution_idx" ON "medical_contracts" USING btree ("institution_id","kig_id");--> statement-breakpoint
CREATE INDEX "jobs_ready_idx" ON "jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "jobs_org_idx" ON "jobs" USING btree ("org_id","kind");