-- Decision 028: a charge left pending by a crashed runner is resumed with the same provider reference
-- (kind:id:attempt) once claimed_at is 30 minutes old. Rows from before have no kind and stay for the operator.
-- No index for the jobs' look for them: every index starts with company_id (DESIGN.md rule 1), and pending rows
-- are read once a quarter-hour.
ALTER TABLE "billing_transactions" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD COLUMN "claimed_at" timestamp with time zone;