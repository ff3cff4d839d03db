-- Checkout and orders (issue 12): what each shop offers for delivery and payment, pickup points from
-- Packeta's feed, the cart's choices, the order's snapshot (thank-you token, Idempotency-Key, VAT,
-- payment deadline), card payments and the local test gateway, the mail outbox, withdrawals.
-- The database itself guards what must not be lost or doubled: stock never below 0, a coupon never
-- used past max_uses, a gift voucher's balance never below 0 (spent in parts, debited per order).
CREATE TYPE "public"."delivery_kind" AS ENUM('courier', 'pickup_point', 'store');--> statement-breakpoint
CREATE TYPE "public"."payment_kind" AS ENUM('card', 'bank_transfer', 'cash_on_delivery', 'in_store');--> statement-breakpoint
CREATE TABLE "voucher_debits" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_debits_voucher_order_uq" UNIQUE("voucher_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "order_stock_moves" (
	"order_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"operation_unit_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"web_instance_id" integer NOT NULL,
	"kind" "delivery_kind" NOT NULL,
	"price" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_methods_instance_kind_uq" UNIQUE("web_instance_id","kind"),
	CONSTRAINT "delivery_methods_price_ck" CHECK ("delivery_methods"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"withdrawal_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"web_instance_id" integer NOT NULL,
	"kind" "payment_kind" NOT NULL,
	"price" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_methods_instance_kind_uq" UNIQUE("web_instance_id","kind"),
	CONSTRAINT "payment_methods_price_ck" CHECK ("payment_methods"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "pickup_points" (
	"id" integer PRIMARY KEY NOT NULL,
	"country" "locale" NOT NULL,
	"name" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"search_text" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_transactions" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"merchant" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"label" text NOT NULL,
	"ref_id" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
ALTER TABLE "gift_vouchers" DROP CONSTRAINT "gift_vouchers_redeemed_order_id_unique";--> statement-breakpoint
ALTER TABLE "gift_vouchers" DROP CONSTRAINT "gift_vouchers_redeemed_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "delivery_method_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "payment_method_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "pickup_point_id" integer;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "pickup_store_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "uses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "coupons" SET "uses" = (SELECT count(*) FROM "coupon_redemptions" WHERE "coupon_redemptions"."coupon_id" = "coupons"."id");--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD COLUMN "balance" integer;--> statement-breakpoint
UPDATE "gift_vouchers" SET "balance" = CASE WHEN "redeemed_order_id" IS NULL THEN "value" ELSE 0 END;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ALTER COLUMN "balance" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "vat_rate" numeric(5, 2) NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "access_token_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_point_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_store_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_accepted_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "isic_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "to_pay" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "web_instances" ADD COLUMN "bank_iban" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "web_instances" ADD COLUMN "bank_bic" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "web_instances" ADD COLUMN "bank_account_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "web_instances" ADD COLUMN "bank_account_local" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher_debits" ADD CONSTRAINT "voucher_debits_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_debits" ADD CONSTRAINT "voucher_debits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock_moves" ADD CONSTRAINT "order_stock_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock_moves" ADD CONSTRAINT "order_stock_moves_size_id_product_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."product_sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_stock_moves" ADD CONSTRAINT "order_stock_moves_operation_unit_id_operation_units_id_fk" FOREIGN KEY ("operation_unit_id") REFERENCES "public"."operation_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD CONSTRAINT "delivery_methods_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_stock_moves_order_idx" ON "order_stock_moves" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pickup_points_country_city_idx" ON "pickup_points" USING btree ("country","city");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_delivery_method_id_delivery_methods_id_fk" FOREIGN KEY ("delivery_method_id") REFERENCES "public"."delivery_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_pickup_point_id_pickup_points_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."pickup_points"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_pickup_store_id_operation_units_id_fk" FOREIGN KEY ("pickup_store_id") REFERENCES "public"."operation_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_payment_deadline_idx" ON "orders" USING btree ("payment_deadline") WHERE "orders"."status" = 'new' and "orders"."payment_deadline" is not null;--> statement-breakpoint
ALTER TABLE "gift_vouchers" DROP COLUMN "redeemed_order_id";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_access_token_hash_unique" UNIQUE("access_token_hash");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_instance_idempotency_key_uq" UNIQUE("web_instance_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_quantity_not_negative_ck" CHECK ("stock"."quantity" >= 0);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_uses_within_max_ck" CHECK ("coupons"."max_uses" is null or "coupons"."uses" <= "coupons"."max_uses");--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_balance_ck" CHECK ("gift_vouchers"."balance" >= 0 and "gift_vouchers"."balance" <= "gift_vouchers"."value");;--> statement-breakpoint
-- Order numbers run per web instance, from a sequence of each: a number handed out is never handed
-- out again, even when its transaction rolls back. A new web instance gets its sequence on insert.
CREATE FUNCTION "create_order_number_sequence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I', 'order_number_' || NEW.id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "web_instances_order_number_sequence" AFTER INSERT ON "web_instances"
  FOR EACH ROW EXECUTE FUNCTION "create_order_number_sequence"();--> statement-breakpoint
DO $$
DECLARE instance_id integer;
BEGIN
  FOR instance_id IN SELECT "id" FROM "web_instances" LOOP
    EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I', 'order_number_' || instance_id);
  END LOOP;
END
$$;
