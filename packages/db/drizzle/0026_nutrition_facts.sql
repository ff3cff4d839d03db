CREATE TYPE "public"."nutrition_form" AS ENUM('gel', 'bar', 'drink');--> statement-breakpoint
CREATE TABLE "nutrition_facts" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"form" "nutrition_form" NOT NULL,
	"carbohydrate_g" integer NOT NULL,
	"sodium_mg" integer NOT NULL,
	"caffeine_mg" integer DEFAULT 0 NOT NULL,
	"fluid_ml" integer DEFAULT 0 NOT NULL,
	"servings_per_pack" integer NOT NULL,
	"vegan" boolean NOT NULL,
	"gluten_free" boolean NOT NULL,
	"dual_source" boolean NOT NULL,
	CONSTRAINT "nutrition_facts_amounts" CHECK ("nutrition_facts"."carbohydrate_g" >= 0 and "nutrition_facts"."sodium_mg" >= 0 and "nutrition_facts"."caffeine_mg" >= 0 and "nutrition_facts"."fluid_ml" >= 0 and "nutrition_facts"."servings_per_pack" >= 1),
	CONSTRAINT "nutrition_facts_drink_fluid" CHECK (("nutrition_facts"."form" = 'drink') = ("nutrition_facts"."fluid_ml" > 0))
);
--> statement-breakpoint
ALTER TABLE "nutrition_facts" ADD CONSTRAINT "nutrition_facts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The picker's answers and its cached pages (decision 9) depend on the facts: a change to them is a
-- catalog change, counted and notified like the products' own.
CREATE TRIGGER nutrition_facts_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "nutrition_facts" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();
