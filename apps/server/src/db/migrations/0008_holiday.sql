CREATE TABLE "holiday_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"bucket" text NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"days" numeric(6, 2) NOT NULL,
	"transfer_kind" text,
	"signed_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holiday_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"bucket" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"days" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_comment" text DEFAULT '' NOT NULL,
	"decided_by" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"entry_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holiday_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"allow_advance" boolean DEFAULT false NOT NULL,
	"extra_days" integer DEFAULT 0 NOT NULL,
	"extra_days_period" text DEFAULT 'calendarYear' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "holiday_ledger" ADD CONSTRAINT "holiday_ledger_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_ledger" ADD CONSTRAINT "holiday_ledger_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_ledger" ADD CONSTRAINT "holiday_ledger_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_requests" ADD CONSTRAINT "holiday_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_requests" ADD CONSTRAINT "holiday_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_requests" ADD CONSTRAINT "holiday_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_settings" ADD CONSTRAINT "holiday_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holiday_ledger_company_employee_idx" ON "holiday_ledger" USING btree ("company_id","employee_id","year");--> statement-breakpoint
CREATE INDEX "holiday_requests_company_status_idx" ON "holiday_requests" USING btree ("company_id","status","from_date");--> statement-breakpoint
CREATE INDEX "holiday_requests_company_employee_idx" ON "holiday_requests" USING btree ("company_id","employee_id","from_date");--> statement-breakpoint
ALTER TABLE "holiday_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "holiday_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "holiday_settings_company_isolation" ON "holiday_settings"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
--> statement-breakpoint
ALTER TABLE "holiday_requests" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "holiday_requests" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "holiday_requests_company_isolation" ON "holiday_requests"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
--> statement-breakpoint
ALTER TABLE "holiday_ledger" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "holiday_ledger" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "holiday_ledger_company_isolation" ON "holiday_ledger"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
