CREATE TABLE "renewal_reminders" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"end_date" date NOT NULL,
	"threshold" integer NOT NULL,
	"local_day" date NOT NULL,
	"message_id" uuid NOT NULL,
	CONSTRAINT "renewal_reminders_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "renewal_reminders_once_key" ON "renewal_reminders" USING btree ("kig_id","subject","subject_id","end_date","threshold");