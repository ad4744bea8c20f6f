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
ALTER TABLE "health_checks" ADD CONSTRAINT "health_checks_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_checks" ADD CONSTRAINT "health_checks_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_settings" ADD CONSTRAINT "health_settings_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "health_checks_record_key" ON "health_checks" USING btree ("device_id","device_record_id");--> statement-breakpoint
CREATE INDEX "health_checks_day_idx" ON "health_checks" USING btree ("kig_id","school_day","session");--> statement-breakpoint
CREATE INDEX "health_checks_student_idx" ON "health_checks" USING btree ("student_id","school_day");--> statement-breakpoint
CREATE INDEX "health_checks_pending_idx" ON "health_checks" USING btree ("kig_id","review") WHERE "health_checks"."review" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "health_settings_kig_key" ON "health_settings" USING btree ("kig_id") WHERE "health_settings"."deleted" = false;