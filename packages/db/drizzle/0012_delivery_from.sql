-- The cheapest delivery of each shop: the cart's delivery estimate until checkout picks a carrier.
ALTER TABLE "web_instances" ADD COLUMN "delivery_from" integer DEFAULT 0 NOT NULL;
