ALTER TABLE "billing_parked_events" ADD COLUMN "plan_level" text;--> statement-breakpoint
ALTER TABLE "billing_parked_events" ADD COLUMN "cancel_at_period_end" boolean;--> statement-breakpoint
ALTER TABLE "billing_parked_events" ADD COLUMN "current_period_end" timestamp with time zone;