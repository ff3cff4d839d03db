-- Coupon terms (issue 11 §3): how often a coupon may be used in all and by one customer, and
-- whether it leaves goods on sale out; the shop's ISIC discount; the demo register of ISIC cards that
-- verifies a card when no ISIC api is configured.
CREATE TABLE "isic_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_number" text NOT NULL,
	"surname" text NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	CONSTRAINT "isic_cards_card_number_unique" UNIQUE("card_number")
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "max_uses_per_customer" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "skips_discounted_goods" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "web_instances" ADD COLUMN "isic_discount_percent" smallint DEFAULT 0 NOT NULL;
