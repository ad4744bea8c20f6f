CREATE TABLE "sms_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"code" text NOT NULL,
	"quota" integer NOT NULL,
	"agent_price" integer NOT NULL,
	"shelf_state" text DEFAULT 'offShelf' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sms_offers_code_key" ON "sms_offers" USING btree (lower("code")) WHERE "sms_offers"."deleted" = false;--> statement-breakpoint
-- Hand-written (issue 17): the three SMS offers that were a fixed list in code until now, on the shelf, so a
-- database upgraded keeps selling what it sold; operations keep the catalogue from here on.
INSERT INTO "sms_offers" ("id", "code", "quota", "agent_price", "shelf_state") VALUES
	(gen_random_uuid(), 'SMS1000', 1000, 6000, 'onShelf'),
	(gen_random_uuid(), 'SMS5000', 5000, 27500, 'onShelf'),
	(gen_random_uuid(), 'SMS20000', 20000, 100000, 'onShelf')
ON CONFLICT DO NOTHING;
