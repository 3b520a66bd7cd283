ALTER TABLE "companies" ADD COLUMN "absence_types" jsonb;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "absence_kind" text;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "with_pay" boolean;