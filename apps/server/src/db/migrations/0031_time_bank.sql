ALTER TABLE "companies" ADD COLUMN "time_bank_auto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_bank_allow_negative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "to_time_bank" boolean DEFAULT false NOT NULL;