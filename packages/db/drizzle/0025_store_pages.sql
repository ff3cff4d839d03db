-- Store pages and store positions (issue 15, decision 20). A page of kind `store` now presents one
-- operation unit (operation_unit_id), one page per store and web instance; `kind` stays unique among
-- the other pages only. Stores get a WGS 84 position for the contact page's own map.
ALTER TABLE "pages" DROP CONSTRAINT "pages_instance_kind_uq";--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "operation_unit_id" integer;--> statement-breakpoint
ALTER TABLE "operation_units" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "operation_units" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_operation_unit_id_operation_units_id_fk" FOREIGN KEY ("operation_unit_id") REFERENCES "public"."operation_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The one store page a shop had so far described the flagship, operation unit 4 (spec §9); without
-- that store it stays an ordinary page under another kind, so the check below holds for old rows.
UPDATE "pages" SET "operation_unit_id" = 4 WHERE "kind" = 'store' AND EXISTS (SELECT 1 FROM "operation_units" WHERE "id" = 4);--> statement-breakpoint
UPDATE "pages" SET "kind" = 'store-info' WHERE "kind" = 'store' AND "operation_unit_id" IS NULL;--> statement-breakpoint
-- A store's map link (an OpenStreetMap URL with mlat and mlon) already names its position.
UPDATE "operation_units" AS u SET
  "latitude" = substring(p."value" from 'mlat=(-?[0-9]+(?:\.[0-9]+)?)')::double precision,
  "longitude" = substring(p."value" from 'mlon=(-?[0-9]+(?:\.[0-9]+)?)')::double precision
FROM "operation_unit_parameters" AS p
WHERE p."operation_unit_id" = u."id" AND p."hash" = 'map_link'
  AND substring(p."value" from 'mlat=(-?[0-9]+(?:\.[0-9]+)?)')::double precision BETWEEN -90 AND 90
  AND substring(p."value" from 'mlon=(-?[0-9]+(?:\.[0-9]+)?)')::double precision BETWEEN -180 AND 180;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_instance_kind_uq" ON "pages" USING btree ("web_instance_id","kind") WHERE "pages"."operation_unit_id" is null;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_instance_store_uq" UNIQUE("web_instance_id","operation_unit_id");--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_store_kind_ck" CHECK (("pages"."kind" = 'store') = ("pages"."operation_unit_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "operation_units" ADD CONSTRAINT "operation_units_position_ck" CHECK (("operation_units"."latitude" IS NULL) = ("operation_units"."longitude" IS NULL) AND ("operation_units"."latitude" IS NULL OR ("operation_units"."latitude" BETWEEN -90 AND 90 AND "operation_units"."longitude" BETWEEN -180 AND 180)));
