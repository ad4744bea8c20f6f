CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"app_type" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"name" jsonb NOT NULL,
	"parent_id" uuid,
	"app_type" integer NOT NULL,
	"kind" text DEFAULT 'page' NOT NULL,
	"href" text,
	"icon" text,
	"component_url" text,
	"permission" text,
	"is_show" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"code" text,
	CONSTRAINT "menus_kind_check" CHECK ("menus"."kind" in ('directory','page','button'))
);
--> statement-breakpoint
CREATE TABLE "role_menus" (
	"role_id" uuid NOT NULL,
	"menu_id" uuid NOT NULL,
	CONSTRAINT "role_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"parent_id" uuid,
	"category" text,
	"area_code" text,
	"address" text,
	"contact_name" text,
	"contact_phone" text,
	"status" text DEFAULT 'enabled' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"path" text NOT NULL,
	"shard_num" text DEFAULT '00001' NOT NULL,
	"time_zone" text DEFAULT 'Asia/Shanghai' NOT NULL,
	CONSTRAINT "organisations_kind_check" CHECK ("organisations"."kind" in ('platform','agent','group','kindergarten','institution','expert'))
);
--> statement-breakpoint
CREATE TABLE "dictionaries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"name" jsonb NOT NULL,
	"code" text NOT NULL,
	"parent_id" uuid,
	"status" text DEFAULT 'enabled' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_module_settings" (
	"org_kind" text NOT NULL,
	"module" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "app_module_settings_org_kind_module_pk" PRIMARY KEY("org_kind","module")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"org_id" uuid NOT NULL,
	"app_type" integer NOT NULL,
	"description" text,
	"status" text DEFAULT 'enabled' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"user_name" text NOT NULL,
	"nick_name" text NOT NULL,
	"org_id" uuid NOT NULL,
	"app_type" integer NOT NULL,
	"phone" text,
	"email" text,
	"status" text DEFAULT 'enabled' NOT NULL,
	"last_login_at" timestamp with time zone,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_name" text,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"resource_id" text,
	"ip" text,
	"result" text NOT NULL,
	"user_id" uuid,
	"org_id" uuid,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"org_id" uuid NOT NULL,
	"module" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"max_size" integer NOT NULL,
	"size" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bracelets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"mac" text NOT NULL,
	"kig_id" uuid NOT NULL,
	"student_id" uuid
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"class_name" text NOT NULL,
	"kig_id" uuid NOT NULL,
	"grade_id" uuid NOT NULL,
	"head_teacher_id" uuid,
	"classroom_id" uuid,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classrooms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"kig_id" uuid NOT NULL,
	"location" text,
	"capacity" integer
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"driver_name" text NOT NULL,
	"kig_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"phone2" text,
	"phone3" text,
	"driver_age" integer,
	"licence_no" text
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"child_name" text NOT NULL,
	"kig_id" uuid NOT NULL,
	"birth_date" date NOT NULL,
	"gender" text,
	"parent_name" text NOT NULL,
	"parent_phone" text NOT NULL,
	"grade_id" uuid,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"student_id" uuid
);
--> statement-breakpoint
CREATE TABLE "grades" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"grade_name" text NOT NULL,
	"kig_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_students" (
	"parent_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	CONSTRAINT "parent_students_parent_id_student_id_pk" PRIMARY KEY("parent_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "parents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"kig_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"relationship" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"position_name" text NOT NULL,
	"kig_id" uuid NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"kig_id" uuid NOT NULL,
	"student_number" text NOT NULL,
	"class_id" uuid NOT NULL,
	"card_no" text,
	"gender" text,
	"birth_date" date NOT NULL,
	"enrol_date" date NOT NULL,
	"face_photo" text,
	"service_end_date" date,
	"status" text DEFAULT 'studying' NOT NULL,
	"graduated_date" date
);
--> statement-breakpoint
CREATE TABLE "teachers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"kig_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"position_id" uuid,
	"rank" text,
	"card_no" text,
	"face_photo" text,
	"status" text DEFAULT 'onDuty' NOT NULL,
	"resign_date" date
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"school_year" text NOT NULL,
	"semester" text NOT NULL,
	"kig_id" uuid NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"kig_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"reason" text NOT NULL,
	"visit_time" timestamp with time zone NOT NULL,
	"host_teacher_id" uuid
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"serial_no" text NOT NULL,
	"name" text,
	"kind" text NOT NULL,
	"kig_id" uuid,
	"custom_code" text,
	"registered_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"version" text,
	"last_online_at" timestamp with time zone,
	"fingerprint" text,
	"status" text DEFAULT 'enabled' NOT NULL,
	"verify_code_hash" text NOT NULL,
	"token_hash" text
);
--> statement-breakpoint
CREATE TABLE "attendance_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kig_id" uuid NOT NULL,
	"device_id" uuid NOT NULL,
	"device_record_id" text NOT NULL,
	"person_kind" text NOT NULL,
	"person_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"method" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"school_day" date NOT NULL,
	"photo_path" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bracelets" ADD CONSTRAINT "bracelets_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classrooms" ADD CONSTRAINT "classrooms_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grades" ADD CONSTRAINT "grades_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_students" ADD CONSTRAINT "parent_students_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_students" ADD CONSTRAINT "parent_students_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachers" ADD CONSTRAINT "teachers_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_events" ADD CONSTRAINT "attendance_events_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "menus_app_type_idx" ON "menus" USING btree ("app_type");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_code_key" ON "menus" USING btree ("app_type","code");--> statement-breakpoint
CREATE INDEX "role_menus_menu_idx" ON "role_menus" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_code_key" ON "organisations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "organisations_parent_idx" ON "organisations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "organisations_path_idx" ON "organisations" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "dictionaries_code_key" ON "dictionaries" USING btree (coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),"code") WHERE "dictionaries"."deleted" = false;--> statement-breakpoint
CREATE INDEX "dictionaries_parent_idx" ON "dictionaries" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "roles_org_idx" ON "roles" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_key" ON "users" USING btree (lower("user_name")) WHERE "users"."deleted" = false;--> statement-breakpoint
CREATE INDEX "users_org_idx" ON "users" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "audit_logs_at_idx" ON "audit_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_logs_user_idx" ON "audit_logs" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_path_key" ON "uploads" USING btree ("path");--> statement-breakpoint
CREATE INDEX "uploads_org_idx" ON "uploads" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "bracelets_kig_idx" ON "bracelets" USING btree ("kig_id");--> statement-breakpoint
CREATE INDEX "classes_kig_idx" ON "classes" USING btree ("kig_id");--> statement-breakpoint
CREATE INDEX "classrooms_kig_idx" ON "classrooms" USING btree ("kig_id");--> statement-breakpoint
CREATE INDEX "drivers_kig_idx" ON "drivers" USING btree ("kig_id");--> statement-breakpoint
CREATE INDEX "enrollments_kig_idx" ON "enrollments" USING btree ("kig_id");--> statement-breakpoint
CREATE INDEX "grades_kig_idx" ON "grades" USING btree ("kig_id");--> statement-breakpoint
CREATE INDEX "parent_students_student_idx" ON "parent_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "parents_kig_idx" ON "parents" USING btree ("kig_id");--> statement-breakpoint
CREATE INDEX "positions_kig_idx" ON "positions" USING btree ("kig_id");--> statement-breakpoint
CREATE INDEX "students_kig_idx" ON "students" USING btree ("kig_id");--> statement-breakpoint
CREATE INDEX "teachers_kig_idx" ON "teachers" USING btree ("kig_id");--> statement-breakpoint
CREATE INDEX "terms_kig_idx" ON "terms" USING btree ("kig_id");--> statement-breakpoint
CREATE INDEX "visitors_kig_idx" ON "visitors" USING btree ("kig_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_serial_key" ON "devices" USING btree (lower("serial_no")) WHERE "devices"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_token_key" ON "devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "devices_kig_idx" ON "devices" USING btree ("kig_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_events_record_key" ON "attendance_events" USING btree ("device_id","device_record_id");--> statement-breakpoint
CREATE INDEX "attendance_events_day_idx" ON "attendance_events" USING btree ("kig_id","school_day","person_kind");--> statement-breakpoint
CREATE INDEX "attendance_events_person_idx" ON "attendance_events" USING btree ("person_id","school_day");