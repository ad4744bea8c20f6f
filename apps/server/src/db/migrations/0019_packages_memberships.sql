CREATE TABLE "kig_fee_settings" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"agent_price" integer NOT NULL,
	CONSTRAINT "kig_fee_settings_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
CREATE TABLE "kig_payment_settings" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"channels" jsonb DEFAULT '["cash"]'::jsonb NOT NULL,
	CONSTRAINT "kig_payment_settings_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
CREATE TABLE "kig_vip_prices" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "kig_vip_prices_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"package_id" uuid NOT NULL,
	"source" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price_paid" integer NOT NULL,
	"renewal" boolean DEFAULT false,
	"sold_on" date NOT NULL,
	CONSTRAINT "memberships_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
CREATE TABLE "monthly_reviews" (
	"id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"kig_id" uuid NOT NULL,
	"month" text NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"sold_amount" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'toConfirm' NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "monthly_reviews_kig_id_id_pk" PRIMARY KEY("kig_id","id")
);
--> statement-breakpoint
CREATE TABLE "recharge_packages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"order_code" text NOT NULL,
	"package_type" text DEFAULT 'platform' NOT NULL,
	"months" integer NOT NULL,
	"monthly_fee" integer NOT NULL,
	"agent_price" integer NOT NULL,
	"kig_price" integer NOT NULL,
	"shelf_state" text DEFAULT 'offShelf' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_packages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"deleted" boolean DEFAULT false NOT NULL,
	"package_name" text NOT NULL,
	"valid_days" integer NOT NULL,
	"charge" integer NOT NULL,
	"android_charge" integer NOT NULL,
	"ios_charge" integer NOT NULL,
	"try_flag" boolean DEFAULT false,
	"shelf_state" text DEFAULT 'offShelf' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kig_fee_settings" ADD CONSTRAINT "kig_fee_settings_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kig_payment_settings" ADD CONSTRAINT "kig_payment_settings_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kig_vip_prices" ADD CONSTRAINT "kig_vip_prices_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_student_fk" FOREIGN KEY ("kig_id","student_id") REFERENCES "public"."students"("kig_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_reviews" ADD CONSTRAINT "monthly_reviews_kig_id_organisations_id_fk" FOREIGN KEY ("kig_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kig_fee_settings_package_id_key" ON "kig_fee_settings" USING btree ("kig_id","package_id") WHERE "kig_fee_settings"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "kig_payment_settings_kig_id_key" ON "kig_payment_settings" USING btree ("kig_id") WHERE "kig_payment_settings"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "kig_vip_prices_package_id_key" ON "kig_vip_prices" USING btree ("kig_id","package_id") WHERE "kig_vip_prices"."deleted" = false;--> statement-breakpoint
CREATE INDEX "memberships_child_idx" ON "memberships" USING btree ("kig_id","student_id","end_date");--> statement-breakpoint
CREATE INDEX "memberships_start_idx" ON "memberships" USING btree ("kig_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_trial_key" ON "memberships" USING btree ("kig_id","student_id") WHERE "memberships"."source" = 'trial' and "memberships"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_reviews_month_key" ON "monthly_reviews" USING btree ("kig_id",lower("month")) WHERE "monthly_reviews"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_packages_order_code_key" ON "recharge_packages" USING btree (lower("order_code")) WHERE "recharge_packages"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_packages_package_name_key" ON "vip_packages" USING btree (lower("package_name")) WHERE "vip_packages"."deleted" = false;