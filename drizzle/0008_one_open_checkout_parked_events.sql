CREATE TABLE "billing_parked_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"status" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "billing_parked_events_subscription_idx" ON "billing_parked_events" USING btree ("provider_subscription_id");--> statement-breakpoint
-- Of several open checkouts of one user and plan, the newest stays open: the unique index below allows one.
UPDATE "checkout_sessions" SET "status" = 'expired' WHERE "status" = 'open' AND "id" NOT IN (SELECT DISTINCT ON ("user_id", "plan_level") "id" FROM "checkout_sessions" WHERE "status" = 'open' ORDER BY "user_id", "plan_level", "created_at" DESC);--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_one_open_idx" ON "checkout_sessions" USING btree ("user_id","plan_level") WHERE "checkout_sessions"."status" = 'open';