CREATE TABLE "terminal_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"login_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kig_openings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_code" text NOT NULL,
	"kig_name" text NOT NULL,
	"kig_type" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"group_id" uuid,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"area_code" text NOT NULL,
	"address" text NOT NULL,
	"kig_open_date" date NOT NULL,
	"website" text,
	"system_type" text DEFAULT 'universal' NOT NULL,
	"admin_user_name" text NOT NULL,
	"admin_password" text,
	"terminal_login_name" text NOT NULL,
	"terminal_password" text,
	"checked_flag" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"checked_by" uuid,
	"checked_at" timestamp with time zone,
	"opened_kig_id" uuid
);
--> statement-breakpoint
ALTER TABLE "terminal_accounts" ADD CONSTRAINT "terminal_accounts_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_accounts_login_name_key" ON "terminal_accounts" USING btree (lower("login_name")) WHERE "terminal_accounts"."deleted" = false;--> statement-breakpoint
CREATE INDEX "terminal_accounts_kig_idx" ON "terminal_accounts" USING btree ("kig_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kig_openings_kig_code_key" ON "kig_openings" USING btree (lower("kig_code")) WHERE "kig_openings"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "kig_openings_admin_user_name_key" ON "kig_openings" USING btree (lower("admin_user_name")) WHERE "kig_openings"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "kig_openings_terminal_login_name_key" ON "kig_openings" USING btree (lower("terminal_login_name")) WHERE "kig_openings"."deleted" = false;--> statement-breakpoint
CREATE INDEX "kig_openings_agent_idx" ON "kig_openings" USING btree ("agent_id");