CREATE TABLE "time_clocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"break_started_at" timestamp with time zone,
	"break_minutes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "clocked_break_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "time_clocks" ADD CONSTRAINT "time_clocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_clocks" ADD CONSTRAINT "time_clocks_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "time_clocks_company_employee_idx" ON "time_clocks" USING btree ("company_id","employee_id");--> statement-breakpoint
ALTER TABLE "time_clocks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "time_clocks" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "time_clocks_company_isolation" ON "time_clocks"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
