CREATE TABLE "kig_group_memberships" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone,
	"ended_by" uuid,
	CONSTRAINT "kig_group_memberships_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
ALTER TABLE "kig_group_memberships" ADD CONSTRAINT "kig_group_memberships_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kig_group_memberships_current_key" ON "kig_group_memberships" USING btree ("kig_id") WHERE "kig_group_memberships"."to_at" is null and "kig_group_memberships"."deleted" = false;--> statement-breakpoint
CREATE INDEX "kig_group_memberships_group_idx" ON "kig_group_memberships" USING btree ("group_id");