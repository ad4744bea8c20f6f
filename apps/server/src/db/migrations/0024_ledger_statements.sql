CREATE TABLE "ledger_statements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"month" text NOT NULL,
	"time_zone" text NOT NULL,
	"opening" bigint NOT NULL,
	"closing" bigint NOT NULL,
	"credits" bigint NOT NULL,
	"debits" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"source" text NOT NULL,
	"generated_by" uuid,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_statements" ADD CONSTRAINT "ledger_statements_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_statements_account_month_key" ON "ledger_statements" USING btree ("account_id","month");--> statement-breakpoint
CREATE INDEX "ledger_statements_month_idx" ON "ledger_statements" USING btree ("month");