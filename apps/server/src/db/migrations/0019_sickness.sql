CREATE TABLE "employee_sickness_settings" (
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"rule_120" boolean DEFAULT false NOT NULL,
	"section_56_from" date,
	"section_56_to" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sick_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"expected_return" date,
	"recovered_on" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employee_sickness_settings" ADD CONSTRAINT "employee_sickness_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_sickness_settings" ADD CONSTRAINT "employee_sickness_settings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sick_reports" ADD CONSTRAINT "sick_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sick_reports" ADD CONSTRAINT "sick_reports_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sick_reports" ADD CONSTRAINT "sick_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_sickness_settings_company_employee_idx" ON "employee_sickness_settings" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "sick_reports_company_employee_first_day_idx" ON "sick_reports" USING btree ("company_id","employee_id","first_day");--> statement-breakpoint
ALTER TABLE "sick_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sick_reports" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Decision 033: the bypass is the owner's connection's only; the app role never has it.
CREATE POLICY "sick_reports_company_isolation" ON "sick_reports"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'))
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'));--> statement-breakpoint
ALTER TABLE "employee_sickness_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "employee_sickness_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Decision 033: the bypass is the owner's connection's only; the app role never has it.
CREATE POLICY "employee_sickness_settings_company_isolation" ON "employee_sickness_settings"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'))
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'));
