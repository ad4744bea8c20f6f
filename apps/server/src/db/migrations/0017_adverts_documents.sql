CREATE TABLE "adverts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"ad_name" text NOT NULL,
	"ad_position" text DEFAULT 'homeBanner' NOT NULL,
	"picture" text NOT NULL,
	"ad_weight" integer DEFAULT 5 NOT NULL,
	"link" text,
	"begin_date" date NOT NULL,
	"end_date" date NOT NULL,
	"kig_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"org_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"doc_name" text NOT NULL,
	"doc_type" text NOT NULL,
	"file" text,
	"address" text,
	"remark" text,
	"org_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE INDEX "adverts_org_idx" ON "adverts" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "documents_org_idx" ON "documents" USING btree ("org_id");