CREATE TABLE "family_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"password_changed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "family_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "mailbox_letters" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	"student_id" uuid,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'unread' NOT NULL,
	"reply" text,
	"replied_by" uuid,
	"replied_at" timestamp with time zone,
	"closed_by" uuid,
	"closed_at" timestamp with time zone,
	CONSTRAINT "mailbox_letters_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
ALTER TABLE "family_sessions" ADD CONSTRAINT "family_sessions_account_id_family_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."family_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_letters" ADD CONSTRAINT "mailbox_letters_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_letters" ADD CONSTRAINT "mailbox_letters_parent_fk" FOREIGN KEY ("kig_id","parent_id") REFERENCES "public"."parents"("kig_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_accounts_phone_key" ON "family_accounts" USING btree ("phone") WHERE "family_accounts"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "family_sessions_token_hash_key" ON "family_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "family_sessions_account_idx" ON "family_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "mailbox_letters_kig_idx" ON "mailbox_letters" USING btree ("kig_id","sent_at");--> statement-breakpoint
CREATE INDEX "mailbox_letters_parent_idx" ON "mailbox_letters" USING btree ("kig_id","parent_id","sent_at");--> statement-breakpoint
CREATE INDEX "parents_phone_idx" ON "parents" USING btree ("phone") WHERE "parents"."deleted" = false;