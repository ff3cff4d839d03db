-- The cart's version: every change of a cart locks its row first and counts one more (the cart
-- module's lockOpenCart), so an answer the api kept for a cart is known stale by one indexed read.
ALTER TABLE "carts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;