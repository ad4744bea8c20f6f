CREATE TABLE "agent_bank_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"agent_id" uuid NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_sealed" text NOT NULL,
	"account_last4" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid NOT NULL,
	"org_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"agent_id" uuid,
	"org_id" uuid NOT NULL,
	"user_id" uuid,
	"phone" text NOT NULL,
	"template_code" text NOT NULL,
	"purpose" text,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"provider_id" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"phone" text NOT NULL,
	"template_code" text NOT NULL,
	"params" jsonb NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_packages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"quota" integer NOT NULL,
	"granted_on" date NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_bank_accounts_agent_idx" ON "agent_bank_accounts" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE INDEX "sms_codes_user_idx" ON "sms_codes" USING btree ("user_id","purpose","sent_at");--> statement-breakpoint
CREATE INDEX "sms_messages_agent_idx" ON "sms_messages" USING btree ("agent_id","org_id");--> statement-breakpoint
CREATE INDEX "sms_messages_at_idx" ON "sms_messages" USING btree ("at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","at");--> statement-breakpoint
CREATE INDEX "sms_packages_agent_idx" ON "sms_packages" USING btree ("agent_id");