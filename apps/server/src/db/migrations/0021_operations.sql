CREATE TABLE "costs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"month" text NOT NULL,
	"cost_kind" text NOT NULL,
	"amount" integer NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "grow_tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"tag_name" text NOT NULL,
	"age_group" text DEFAULT 'all' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"link" text,
	"audience" text DEFAULT 'all' NOT NULL,
	"priority" integer DEFAULT 5 NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_message_reads" (
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_message_reads_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sys_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"app_types" jsonb DEFAULT '[]'::jsonb,
	"org_kinds" jsonb DEFAULT '[]'::jsonb,
	"area_code" text,
	"org_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_from" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_message_reads" ADD CONSTRAINT "sys_message_reads_message_id_sys_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sys_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "costs_month_kind_key" ON "costs" USING btree ("month","cost_kind") WHERE "costs"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "grow_tags_name_key" ON "grow_tags" USING btree ("age_group",lower("tag_name")) WHERE "grow_tags"."deleted" = false;--> statement-breakpoint
CREATE INDEX "popups_state_idx" ON "popups" USING btree ("state","begin_date");--> statement-breakpoint
CREATE INDEX "sys_message_reads_user_idx" ON "sys_message_reads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sys_messages_shown_idx" ON "sys_messages" USING btree ("state","show_from");