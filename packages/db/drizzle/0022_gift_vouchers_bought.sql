CREATE TABLE "cart_gift_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"value" integer NOT NULL,
	"design" text NOT NULL,
	"dedication" text NOT NULL,
	"recipient_email" text,
	"recipient_name" text,
	"send_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_gift_vouchers_value_ck" CHECK ("cart_gift_vouchers"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_gift_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"value" integer NOT NULL,
	"design" text NOT NULL,
	"dedication" text NOT NULL,
	"recipient_email" text,
	"recipient_name" text,
	"send_on" date,
	CONSTRAINT "order_gift_vouchers_value_ck" CHECK ("order_gift_vouchers"."value" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "delivery_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "gift_voucher_id" integer;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD COLUMN "order_gift_voucher_id" integer;--> statement-breakpoint
ALTER TABLE "cart_gift_vouchers" ADD CONSTRAINT "cart_gift_vouchers_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_vouchers" ADD CONSTRAINT "order_gift_vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_gift_vouchers_cart_idx" ON "cart_gift_vouchers" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "order_gift_vouchers_order_idx" ON "order_gift_vouchers" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_gift_voucher_id_gift_vouchers_id_fk" FOREIGN KEY ("gift_voucher_id") REFERENCES "public"."gift_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_order_gift_voucher_id_order_gift_vouchers_id_fk" FOREIGN KEY ("order_gift_voucher_id") REFERENCES "public"."order_gift_vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_gift_voucher_uq" UNIQUE("gift_voucher_id");--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_order_gift_voucher_uq" UNIQUE("order_gift_voucher_id");