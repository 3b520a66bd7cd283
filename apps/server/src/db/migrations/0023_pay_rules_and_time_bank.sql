ALTER TABLE "companies" ADD COLUMN "pay_rules" jsonb;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "banked" boolean DEFAULT false NOT NULL;