ALTER TABLE "companies" ADD COLUMN "retention_personal_data_months" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "retention_agreement_texts_months" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "retention_time_registration_months" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "anonymised_number" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "agreement_texts_cleared_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_anonymised_number_unique" ON "employees" USING btree ("company_id","anonymised_number") WHERE "employees"."anonymised_number" is not null;--> statement-breakpoint
-- hand-written (coordinator: keep when regenerating)
-- docs/rules/timereg.md#ruling-14: time registrations are kept at least 5 years; the database refuses less too.
ALTER TABLE "companies" ADD CONSTRAINT "companies_retention_bounds" CHECK ("retention_personal_data_months" BETWEEN 6 AND 120 AND "retention_agreement_texts_months" BETWEEN 6 AND 120 AND "retention_time_registration_months" BETWEEN 60 AND 120);
