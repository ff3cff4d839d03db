-- Social login (issue 13 §3): a provider account is one identity per shop, not one in all three, since
-- each shop keeps its own accounts. The column is filled from the identity's user before it becomes
-- NOT NULL, so a database that already holds identities migrates as well as an empty one.
ALTER TABLE "user_identities" DROP CONSTRAINT "user_identities_provider_subject_uq";--> statement-breakpoint
ALTER TABLE "user_identities" ADD COLUMN "web_instance_id" integer;--> statement-breakpoint
UPDATE "user_identities" SET "web_instance_id" = "users"."web_instance_id" FROM "users" WHERE "users"."id" = "user_identities"."user_id";--> statement-breakpoint
ALTER TABLE "user_identities" ALTER COLUMN "web_instance_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_instance_provider_subject_uq" UNIQUE("web_instance_id","provider","subject");
