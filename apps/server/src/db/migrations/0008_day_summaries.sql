CREATE TABLE "attendance_day_summaries" (
	"kig_id" uuid NOT NULL,
	"person_kind" text NOT NULL,
	"class_id" uuid NOT NULL,
	"school_day" date NOT NULL,
	"present" integer NOT NULL,
	"late" integer NOT NULL,
	"left_early" integer NOT NULL,
	"on_leave" integer NOT NULL,
	CONSTRAINT "attendance_day_summaries_pkey" PRIMARY KEY("kig_id","person_kind","school_day","class_id")
);
--> statement-breakpoint
CREATE TABLE "health_day_summaries" (
	"kig_id" uuid NOT NULL,
	"school_day" date NOT NULL,
	"session" text NOT NULL,
	"class_id" uuid NOT NULL,
	"checked" integer NOT NULL,
	"abnormal" integer NOT NULL,
	"fever" integer NOT NULL,
	"pending_review" integer NOT NULL,
	CONSTRAINT "health_day_summaries_pkey" PRIMARY KEY("kig_id","school_day","session","class_id")
);
--> statement-breakpoint
ALTER TABLE "attendance_day_summaries" ADD CONSTRAINT "attendance_day_summaries_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_day_summaries" ADD CONSTRAINT "health_day_summaries_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;