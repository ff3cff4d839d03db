-- A single-use coupon is one with max_uses 1: one column says it, not two.
UPDATE "coupons" SET "max_uses" = 1 WHERE "single_use" AND "max_uses" IS NULL;--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "single_use";
