ALTER TABLE "employees" ADD COLUMN "time_bank_opening_hours" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "time_bank_opening_date" date;