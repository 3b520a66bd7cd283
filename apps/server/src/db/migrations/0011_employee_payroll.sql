CREATE TABLE "employee_payroll" (
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"employee_number" text DEFAULT '' NOT NULL,
	"balance_start_date" date,
	"opening_balance" numeric(7, 2) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_payroll_company_id_employee_id_pk" PRIMARY KEY("company_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "employee_payroll" ADD CONSTRAINT "employee_payroll_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_payroll" ADD CONSTRAINT "employee_payroll_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_payroll" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "employee_payroll" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "employee_payroll_company_isolation" ON "employee_payroll"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
