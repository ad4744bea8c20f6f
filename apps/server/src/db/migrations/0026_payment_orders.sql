CREATE TABLE "payment_notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"channel" text NOT NULL,
	"order_code" text,
	"order_id" uuid,
	"verified" boolean NOT NULL,
	"outcome" text NOT NULL,
	"amount" bigint,
	"trade_no" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"code" text,
	"org_id" uuid,
	"student_id" uuid,
	"payer_phone" text,
	"package_id" uuid,
	"amount" integer,
	"channel" text,
	"pay_flag" text,
	"ordered_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"trade_no" text,
	"review" boolean,
	"parent_id" uuid,
	"platform_price" bigint DEFAULT 0 NOT NULL,
	"agent_price" bigint DEFAULT 0 NOT NULL,
	"agent_id" uuid,
	"payment_transaction_id" uuid,
	"share_transaction_id" uuid
);
--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_channel_idx" ON "payment_notifications" USING btree ("channel","outcome");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_code_key" ON "payment_orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "payment_orders_org_idx" ON "payment_orders" USING btree ("org_id","ordered_at");--> statement-breakpoint
CREATE INDEX "payment_orders_flag_idx" ON "payment_orders" USING btree ("pay_flag","expires_at");