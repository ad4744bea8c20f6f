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
ALTER TABLE "health_checks" ADD COLUMN "photos_withheld" text;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_student_fk" FOREIGN KEY ("kig_id","student_id") REFERENCES "public"."students"("kig_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_parent_fk" FOREIGN KEY ("kig_id","parent_id") REFERENCES "public"."parents"("kig_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_state_idx" ON "consents" USING btree ("kig_id","student_id","purpose","decided_at" DESC NULLS LAST);