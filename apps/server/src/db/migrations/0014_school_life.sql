CREATE TABLE "consents" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"decision" text NOT NULL,
	"source" text NOT NULL,
	"guardian_name" text NOT NULL,
	"parent_id" uuid,
	"scan_path" text,
	"text_version" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "consents_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"kig_id" uuid NOT NULL,
	"content" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"unpublished_at" timestamp with time zone,
	"unpublished_by" uuid,
	CONSTRAINT "news_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"kig_id" uuid NOT NULL,
	"notice_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"first_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_kig_id_notice_id_parent_id_pk" PRIMARY KEY("kig_id","notice_id","parent_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"kig_id" uuid NOT NULL,
	"notice_type" text DEFAULT 'ordinary' NOT NULL,
	"content" text,
	"link" text,
	"audience" text DEFAULT 'school' NOT NULL,
	"grade_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"class_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"published_by" uuid,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" uuid,
	CONSTRAINT "notices_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"title" text NOT NULL,
	"sender" text NOT NULL,
	"audience" text DEFAULT 'school' NOT NULL,
	"grade_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"class_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" text NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"cover" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"applied_count" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"published_by" uuid,
	"published_at" timestamp with time zone,
	CONSTRAINT "activities_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
CREATE TABLE "activity_applications" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_applications_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
CREATE TABLE "family_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"password_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "family_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"day" date NOT NULL,
	"breakfast_name" text,
	"breakfast_photo" text,
	"breakfast_description" text,
	"morning_snack_name" text,
	"morning_snack_photo" text,
	"morning_snack_description" text,
	"lunch_name" text,
	"lunch_photo" text,
	"lunch_description" text,
	"afternoon_snack_name" text,
	"afternoon_snack_photo" text,
	"afternoon_snack_description" text,
	"dinner_name" text,
	"dinner_photo" text,
	"dinner_description" text,
	CONSTRAINT "recipes_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
CREATE TABLE "timetable_lessons" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"day" date NOT NULL,
	"period" smallint NOT NULL,
	"subject" text NOT NULL,
	"teacher" text,
	CONSTRAINT "timetable_lessons_kig_id_id_pk" PRIMARY KEY("kig_id","id"),
	CONSTRAINT "timetable_lessons_period_check" CHECK ("timetable_lessons"."period" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "timetable_settings" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"periods" jsonb NOT NULL,
	CONSTRAINT "timetable_settings_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
CREATE TABLE "mailbox_letters" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"student_id" uuid,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'unread' NOT NULL,
	"reply" text,
	"replied_by" uuid,
	"replied_at" timestamp with time zone,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	CONSTRAINT "mailbox_letters_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "pub_flag" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pub_flag" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "health_checks" ADD COLUMN "photos_withheld" text;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_student_fk" FOREIGN KEY ("kig_id","student_id") REFERENCES "public"."students"("kig_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_parent_fk" FOREIGN KEY ("kig_id","parent_id") REFERENCES "public"."parents"("kig_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_fk" FOREIGN KEY ("kig_id","notice_id") REFERENCES "public"."notices"("kig_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_parent_fk" FOREIGN KEY ("kig_id","parent_id") REFERENCES "public"."parents"("kig_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_activity_fk" FOREIGN KEY ("kig_id","activity_id") REFERENCES "public"."activities"("kig_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_applications" ADD CONSTRAINT "activity_applications_student_fk" FOREIGN KEY ("kig_id","student_id") REFERENCES "public"."students"("kig_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_sessions" ADD CONSTRAINT "family_sessions_account_id_family_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."family_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD CONSTRAINT "timetable_lessons_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD CONSTRAINT "timetable_lessons_class_fk" FOREIGN KEY ("kig_id","class_id") REFERENCES "public"."classes"("kig_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_settings" ADD CONSTRAINT "timetable_settings_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_letters" ADD CONSTRAINT "mailbox_letters_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_letters" ADD CONSTRAINT "mailbox_letters_parent_fk" FOREIGN KEY ("kig_id","parent_id") REFERENCES "public"."parents"("kig_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_state_idx" ON "consents" USING btree ("kig_id","student_id","purpose","decided_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_kig_idx" ON "news" USING btree ("kig_id","state","published_at");--> statement-breakpoint
CREATE INDEX "notices_kig_idx" ON "notices" USING btree ("kig_id","state","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_applications_child_idx" ON "activity_applications" USING btree ("kig_id","activity_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_accounts_phone_key" ON "family_accounts" USING btree ("phone") WHERE "family_accounts"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "family_sessions_token_hash_key" ON "family_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "family_sessions_account_idx" ON "family_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_day_key" ON "recipes" USING btree ("kig_id","day") WHERE "recipes"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_lessons_cell_key" ON "timetable_lessons" USING btree ("kig_id","class_id","day","period");--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_settings_kig_id_key" ON "timetable_settings" USING btree ("kig_id") WHERE "timetable_settings"."deleted" = false;--> statement-breakpoint
CREATE INDEX "mailbox_letters_kig_idx" ON "mailbox_letters" USING btree ("kig_id","sent_at");--> statement-breakpoint
CREATE INDEX "mailbox_letters_parent_idx" ON "mailbox_letters" USING btree ("kig_id","parent_id","sent_at");--> statement-breakpoint
CREATE INDEX "parents_phone_idx" ON "parents" USING btree ("phone") WHERE "parents"."deleted" = false;