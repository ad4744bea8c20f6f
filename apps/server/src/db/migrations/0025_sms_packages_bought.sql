ALTER TABLE "sms_packages" ADD COLUMN "source" text DEFAULT 'grant' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_packages" ADD COLUMN "bought_for" uuid;--> statement-breakpoint
ALTER TABLE "sms_packages" ADD COLUMN "price" integer;