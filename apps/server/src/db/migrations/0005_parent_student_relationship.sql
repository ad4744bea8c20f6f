-- A parent's relationship belongs to each child they are linked to (spec section 3): copied from the parent to each link.
ALTER TABLE "parent_students" ADD COLUMN "relationship" text;--> statement-breakpoint
UPDATE "parent_students" SET "relationship" = "parents"."relationship" FROM "parents" WHERE "parents"."id" = "parent_students"."parent_id";--> statement-breakpoint
UPDATE "parent_students" SET "relationship" = 'other' WHERE "relationship" IS NULL;--> statement-breakpoint
ALTER TABLE "parent_students" ALTER COLUMN "relationship" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" DROP COLUMN "relationship";
