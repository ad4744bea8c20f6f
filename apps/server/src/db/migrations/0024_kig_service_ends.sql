ALTER TABLE "organisations" ADD COLUMN "platform_service_end" date;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "video_service_end" date;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "morning_check_service_end" date;