CREATE TABLE "salesman_kigs" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"salesman_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "salesman_kigs_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
CREATE TABLE "salesmen" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"org_id" uuid NOT NULL,
	"state" text DEFAULT 'onDuty' NOT NULL,
	"remark" text
);
--> statement-breakpoint
ALTER TABLE "salesman_kigs" ADD CONSTRAINT "salesman_kigs_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesmen" ADD CONSTRAINT "salesmen_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salesman_kigs_current_key" ON "salesman_kigs" USING btree ("kig_id") WHERE "salesman_kigs"."ended_at" is null and "salesman_kigs"."deleted" = false;--> statement-breakpoint
CREATE INDEX "salesman_kigs_salesman_idx" ON "salesman_kigs" USING btree ("salesman_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salesmen_phone_key" ON "salesmen" USING btree ("org_id",lower("phone")) WHERE "salesmen"."deleted" = false;--> statement-breakpoint
CREATE INDEX "salesmen_org_idx" ON "salesmen" USING btree ("org_id");