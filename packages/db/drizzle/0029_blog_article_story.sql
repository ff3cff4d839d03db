ALTER TABLE "blog_articles" ADD COLUMN "story" text;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_instance_story_uq" UNIQUE("web_instance_id","story");--> statement-breakpoint
-- An older database's articles: the seed gave the copies of one article in the three shops the same
-- photo, so a photo no other article of the same shop uses names the story (decision 24).
UPDATE "blog_articles" AS "article" SET "story" = 'photo-' || "article"."photo_id"
WHERE "article"."photo_id" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "blog_articles" AS "other"
  WHERE "other"."web_instance_id" = "article"."web_instance_id" AND "other"."photo_id" = "article"."photo_id"
    AND "other"."id" <> "article"."id"
);
