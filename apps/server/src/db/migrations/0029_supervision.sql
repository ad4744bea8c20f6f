CREATE TABLE "outbreak_alert_events" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"by_name" text,
	"org_name" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "outbreak_alert_events_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
CREATE TABLE "outbreak_alerts" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"finding" text DEFAULT '' NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"children" integer NOT NULL,
	"class_size" integer NOT NULL,
	"student_ids" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "outbreak_alerts_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
CREATE TABLE "supervision_authorities" (
	"org_id" uuid PRIMARY KEY NOT NULL,
	"authority_kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisations" DROP CONSTRAINT "organisations_kind_check";--> statement-breakpoint
ALTER TABLE "outbreak_alert_events" ADD CONSTRAINT "outbreak_alert_events_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbreak_alerts" ADD CONSTRAINT "outbreak_alerts_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supervision_authorities" ADD CONSTRAINT "supervision_authorities_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbreak_alert_events_alert_idx" ON "outbreak_alert_events" USING btree ("kig_id","alert_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbreak_alerts_open_key" ON "outbreak_alerts" USING btree ("kig_id","class_id","rule","finding") WHERE "outbreak_alerts"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "outbreak_alerts_raised_idx" ON "outbreak_alerts" USING btree ("kig_id","raised_at");--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_kind_check" CHECK ("organisations"."kind" in ('platform','agent','group','kindergarten','institution','expert','supervision'));