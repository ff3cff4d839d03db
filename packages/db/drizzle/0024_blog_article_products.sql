CREATE TABLE "blog_article_products" (
	"blog_article_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "blog_article_products_blog_article_id_product_id_pk" PRIMARY KEY("blog_article_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "blog_articles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_article_products" ADD CONSTRAINT "blog_article_products_blog_article_id_blog_articles_id_fk" FOREIGN KEY ("blog_article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_article_products" ADD CONSTRAINT "blog_article_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_article_products_order_idx" ON "blog_article_products" USING btree ("blog_article_id","position");--> statement-breakpoint
CREATE INDEX "blog_article_products_product_idx" ON "blog_article_products" USING btree ("product_id");--> statement-breakpoint
-- Articles written before this column were last changed when they were published, as far as we know.
UPDATE "blog_articles" SET "updated_at" = "published_at";--> statement-breakpoint
-- The products an article mentions show in its cached page: a change to them moves the catalog
-- version like every other catalog table (migration 0009, decision 9).
CREATE TRIGGER blog_article_products_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "blog_article_products" FOR EACH STATEMENT EXECUTE FUNCTION stride_notify_catalog_changed();
