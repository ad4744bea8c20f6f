ALTER TABLE "organisations" ADD COLUMN "agent_id" uuid;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "checked_flag" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "open_date" date;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "system_type" text DEFAULT 'universal' NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "morning_check_service" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "check_in_service" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "online_pay_service" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "video_pay_service" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "check_pay_service" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "app_modules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "organisations_agent_idx" ON "organisations" USING btree ("agent_id");--> statement-breakpoint
-- Existing groups and kindergartens: their agent is the agent among the organisations of their path.
UPDATE "organisations" k SET "agent_id" = a."id" FROM "organisations" a WHERE k."kind" IN ('group', 'kindergarten') AND a."kind" = 'agent' AND k."path" LIKE a."path" || '%';
