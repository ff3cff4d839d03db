ALTER TYPE "public"."marketing_event_type" ADD VALUE 'Subscribe';--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"web_instance_id" integer NOT NULL,
	"consent_id" uuid NOT NULL,
	"analytics" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"text_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketing_events" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "marketing_events" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "marketing_events" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "marketing_events" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketing_events" ADD COLUMN "forwarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketing_events" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_web_instance_id_web_instances_id_fk" FOREIGN KEY ("web_instance_id") REFERENCES "public"."web_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_consent_id_idx" ON "consent_records" USING btree ("consent_id","created_at");--> statement-breakpoint
CREATE INDEX "marketing_events_due_idx" ON "marketing_events" USING btree ("next_attempt_at") WHERE "marketing_events"."forwarded_at" is null and "marketing_events"."next_attempt_at" is not null;--> statement-breakpoint
ALTER TABLE "marketing_events" ADD CONSTRAINT "marketing_events_dedupe_key_uq" UNIQUE("dedupe_key");