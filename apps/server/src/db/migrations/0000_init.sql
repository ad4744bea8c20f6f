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
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "uploads_org_idx" ON "uploads" USING btree ("org_id");