CREATE TABLE "approved_weeks" (
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"week_key" text NOT NULL,
	"week_start" date NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approved_weeks_company_id_employee_id_week_key_pk" PRIMARY KEY("company_id","employee_id","week_key")
);
--> statement-breakpoint
CREATE TABLE "company_days_off" (
	"company_id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	CONSTRAINT "company_days_off_company_id_date_pk" PRIMARY KEY("company_id","date")
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"hours" numeric(5, 2) NOT NULL,
	"start_time" text,
	"end_time" text,
	"break_was_included" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"time_off_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_entry_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"date" date NOT NULL,
	"entry_id" uuid NOT NULL,
	"action" text NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"type" text NOT NULL,
	"hours" numeric(5, 2),
	"previous_hours" numeric(5, 2),
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_log_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid,
	"break_duration" integer NOT NULL,
	"paid_break" boolean NOT NULL,
	"is_paid_hourly" boolean NOT NULL,
	"created_date" date NOT NULL,
	"weekly_schedule" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_log_warnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"type" text NOT NULL,
	"value" numeric(6, 2) NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_registration_lock_date" date;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "individual_time_log_settings" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "approved_weeks" ADD CONSTRAINT "approved_weeks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approved_weeks" ADD CONSTRAINT "approved_weeks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_days_off" ADD CONSTRAINT "company_days_off_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_changes" ADD CONSTRAINT "time_entry_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_changes" ADD CONSTRAINT "time_entry_changes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_log_settings" ADD CONSTRAINT "time_log_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_log_settings" ADD CONSTRAINT "time_log_settings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_log_warnings" ADD CONSTRAINT "time_log_warnings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_log_warnings" ADD CONSTRAINT "time_log_warnings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_entries_company_employee_date_idx" ON "time_entries" USING btree ("company_id","employee_id","date");--> statement-breakpoint
CREATE INDEX "time_entry_changes_company_employee_date_idx" ON "time_entry_changes" USING btree ("company_id","employee_id","date");--> statement-breakpoint
CREATE INDEX "time_log_settings_company_employee_idx" ON "time_log_settings" USING btree ("company_id","employee_id","created_date");--> statement-breakpoint
CREATE UNIQUE INDEX "time_log_warnings_period_unique" ON "time_log_warnings" USING btree ("company_id","employee_id","type","from_date","to_date");--> statement-breakpoint
CREATE INDEX "time_log_warnings_company_to_date_idx" ON "time_log_warnings" USING btree ("company_id","to_date");