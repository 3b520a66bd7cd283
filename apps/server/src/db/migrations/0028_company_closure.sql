ALTER TABLE "companies" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "closure_delete_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "closure_deleted_at" timestamp with time zone;