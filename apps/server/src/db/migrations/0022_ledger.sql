CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"route" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_route_key_pk" PRIMARY KEY("user_id","route","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"org_id" uuid,
	"balance" bigint DEFAULT 0 NOT NULL,
	"may_go_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_balance_check" CHECK ("ledger_accounts"."may_go_negative" or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint DEFAULT 0 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"cause" text NOT NULL,
	"cause_id" uuid,
	"memo" text DEFAULT '' NOT NULL,
	"detail" jsonb,
	"actor_id" uuid,
	"actor_org_id" uuid,
	"reverses_id" uuid
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"code" text,
	"org_id" uuid,
	"purpose" text DEFAULT 'balance' NOT NULL,
	"amount" integer NOT NULL,
	"channel" text DEFAULT 'cash' NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"credential" text NOT NULL,
	"note" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"checked_by" uuid,
	"checked_at" timestamp with time zone,
	"transaction_id" uuid
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"code" text,
	"org_id" uuid,
	"amount" integer NOT NULL,
	"bank_name" text,
	"account_name" text,
	"account_last4" text,
	"state" text DEFAULT 'toWithdraw' NOT NULL,
	"requested_at" timestamp with time zone,
	"reference" text,
	"reason" text,
	"checked_by" uuid,
	"checked_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"hold_transaction_id" uuid,
	"settle_transaction_id" uuid
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_key" ON "ledger_accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ledger_accounts_org_idx" ON "ledger_accounts" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_cause_idx" ON "ledger_transactions" USING btree ("cause","cause_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_at_idx" ON "ledger_transactions" USING btree ("at");--> statement-breakpoint
CREATE INDEX "recharges_org_idx" ON "recharges" USING btree ("org_id","paid_at");--> statement-breakpoint
CREATE INDEX "recharges_state_idx" ON "recharges" USING btree ("state");--> statement-breakpoint
CREATE INDEX "withdrawals_org_idx" ON "withdrawals" USING btree ("org_id","requested_at");--> statement-breakpoint
CREATE INDEX "withdrawals_state_idx" ON "withdrawals" USING btree ("state");