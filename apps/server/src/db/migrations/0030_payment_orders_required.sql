ALTER TABLE "payment_orders" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "org_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "student_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "package_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "amount" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "channel" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "pay_flag" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "ordered_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "review" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "payment_orders" ALTER COLUMN "review" SET NOT NULL;