CREATE TABLE "cameras" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"kig_id" uuid NOT NULL,
	"channel_no" integer NOT NULL,
	"clarity" text DEFAULT 'balance' NOT NULL,
	"nvr" boolean DEFAULT false,
	"ip" text NOT NULL,
	"user_name" text,
	"password" text
);
--> statement-breakpoint
CREATE TABLE "gateways" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"kig_id" uuid NOT NULL,
	"mac" text NOT NULL,
	"sign_in" boolean DEFAULT true,
	"in_flag" boolean DEFAULT true,
	"out_flag" boolean DEFAULT true
);
--> statement-breakpoint
CREATE TABLE "speakers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"kig_id" uuid NOT NULL,
	"channel_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attendance_rules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"kig_id" uuid NOT NULL,
	"person_kind" text NOT NULL,
	"periods" jsonb NOT NULL,
	"late_minutes" integer DEFAULT 10 NOT NULL,
	"leave_early_minutes" integer DEFAULT 10 NOT NULL,
	"work_days" jsonb DEFAULT '[1,2,3,4,5]'::jsonb NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"person_kind" text NOT NULL,
	"student_id" uuid,
	"teacher_id" uuid,
	"leave_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cameras" ADD CONSTRAINT "cameras_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateways" ADD CONSTRAINT "gateways_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speakers" ADD CONSTRAINT "speakers_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_rules" ADD CONSTRAINT "attendance_rules_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cameras_kig_idx" ON "cameras" USING btree ("kig_id");--> statement-breakpoint
CREATE INDEX "gateways_kig_idx" ON "gateways" USING btree ("kig_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gateways_mac_key" ON "gateways" USING btree (lower("mac")) WHERE "gateways"."deleted" = false;--> statement-breakpoint
CREATE INDEX "speakers_kig_idx" ON "speakers" USING btree ("kig_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_rules_kind_key" ON "attendance_rules" USING btree ("kig_id","person_kind") WHERE "attendance_rules"."deleted" = false;--> statement-breakpoint
CREATE INDEX "leave_requests_kig_idx" ON "leave_requests" USING btree ("kig_id","start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_student_idx" ON "leave_requests" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "leave_requests_teacher_idx" ON "leave_requests" USING btree ("teacher_id");