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
ALTER TABLE "news" ADD CONSTRAINT "news_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_fk" FOREIGN KEY ("kig_id","notice_id") REFERENCES "public"."notices"("kig_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_parent_fk" FOREIGN KEY ("kig_id","parent_id") REFERENCES "public"."parents"("kig_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_kig_idx" ON "news" USING btree ("kig_id","state","published_at");--> statement-breakpoint
CREATE INDEX "notices_kig_idx" ON "notices" USING btree ("kig_id","state","published_at");