CREATE TABLE "recipes" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"day" date NOT NULL,
	"breakfast_name" text,
	"breakfast_photo" text,
	"breakfast_description" text,
	"morning_snack_name" text,
	"morning_snack_photo" text,
	"morning_snack_description" text,
	"lunch_name" text,
	"lunch_photo" text,
	"lunch_description" text,
	"afternoon_snack_name" text,
	"afternoon_snack_photo" text,
	"afternoon_snack_description" text,
	"dinner_name" text,
	"dinner_photo" text,
	"dinner_description" text,
	CONSTRAINT "recipes_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
CREATE TABLE "timetable_lessons" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"day" date NOT NULL,
	"period" smallint NOT NULL,
	"subject" text NOT NULL,
	"teacher" text,
	CONSTRAINT "timetable_lessons_kig_id_id_pk" PRIMARY KEY("kig_id","id"),
	CONSTRAINT "timetable_lessons_period_check" CHECK ("timetable_lessons"."period" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "timetable_settings" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"periods" jsonb NOT NULL,
	CONSTRAINT "timetable_settings_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD CONSTRAINT "timetable_lessons_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_lessons" ADD CONSTRAINT "timetable_lessons_class_fk" FOREIGN KEY ("kig_id","class_id") REFERENCES "public"."classes"("kig_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_settings" ADD CONSTRAINT "timetable_settings_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recipes_day_key" ON "recipes" USING btree ("kig_id","day") WHERE "recipes"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_lessons_cell_key" ON "timetable_lessons" USING btree ("kig_id","class_id","day","period");--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_settings_kig_id_key" ON "timetable_settings" USING btree ("kig_id") WHERE "timetable_settings"."deleted" = false;