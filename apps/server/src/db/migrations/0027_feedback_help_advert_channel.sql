CREATE TABLE "feedbacks" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"feedback_kind" text DEFAULT 'suggestion' NOT NULL,
	"content" text NOT NULL,
	"picture" text,
	"contact" text NOT NULL,
	"source" text DEFAULT 'kindergarten' NOT NULL,
	"filed_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"family_id" uuid,
	CONSTRAINT "feedbacks_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"title" jsonb NOT NULL,
	"category" text DEFAULT 'gettingStarted' NOT NULL,
	"body_zh_c_n" text NOT NULL,
	"body_zh_t_w" text NOT NULL,
	"body_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "adverts" ADD COLUMN "channel" text DEFAULT 'parentApp' NOT NULL;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedbacks_kig_idx" ON "feedbacks" USING btree ("kig_id","filed_at");--> statement-breakpoint
CREATE INDEX "feedbacks_family_idx" ON "feedbacks" USING btree ("kig_id","family_id","filed_at");--> statement-breakpoint
CREATE INDEX "help_articles_shown_idx" ON "help_articles" USING btree ("published","sort");