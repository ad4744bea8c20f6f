ALTER TABLE "organisations" ADD COLUMN "platform_service_end" date;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "video_service_end" date;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "morning_check_service_end" date;--> statement-breakpoint
ALTER TABLE "sms_packages" ADD COLUMN "source" text DEFAULT 'grant' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_packages" ADD COLUMN "bought_for" uuid;--> statement-breakpoint
ALTER TABLE "sms_packages" ADD COLUMN "price" integer;