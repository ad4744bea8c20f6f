CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"code" text NOT NULL,
	"order_code" text,
	"org_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text,
	"state" text DEFAULT 'requested' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"checked_by" uuid,
	"checked_at" timestamp with time zone,
	"refusal" text,
	"channel_refund_no" text,
	"order_id" uuid NOT NULL,
	"transaction_id" uuid
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "refunded" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "membership_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "membership_days" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_code_key" ON "payment_refunds" USING btree ("code");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_state_idx" ON "payment_refunds" USING btree ("state","requested_at");