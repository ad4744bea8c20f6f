-- Hand-written (before the generated indexes): recharges or withdrawals of one millisecond that drew the same
-- three digits before codes were unique keep the first one's code (by creation, then id); each later one gets
-- it with "-2", "-3"... so that the unique indexes can be built. The ledger's memos keep the code as it was.
UPDATE "recharges" AS r SET "code" = d."code" || '-' || d."n"
FROM (SELECT "id", "code", row_number() OVER (PARTITION BY "code" ORDER BY "created_at", "id") AS "n" FROM "recharges" WHERE "code" IS NOT NULL) AS d
WHERE r."id" = d."id" AND d."n" > 1;--> statement-breakpoint
UPDATE "withdrawals" AS w SET "code" = d."code" || '-' || d."n"
FROM (SELECT "id", "code", row_number() OVER (PARTITION BY "code" ORDER BY "created_at", "id") AS "n" FROM "withdrawals" WHERE "code" IS NOT NULL) AS d
WHERE w."id" = d."id" AND d."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_code_key" ON "recharges" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_code_key" ON "withdrawals" USING btree ("code");