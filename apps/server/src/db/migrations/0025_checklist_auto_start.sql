CREATE TABLE "checklist_auto_starts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"checklist_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_tasks" ADD COLUMN "equipment_id" uuid;--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "auto_start" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checklist_auto_starts" ADD CONSTRAINT "checklist_auto_starts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_auto_starts" ADD CONSTRAINT "checklist_auto_starts_template_id_checklists_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_auto_starts" ADD CONSTRAINT "checklist_auto_starts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_auto_starts" ADD CONSTRAINT "checklist_auto_starts_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checklist_auto_starts_company_template_employee_key" ON "checklist_auto_starts" USING btree ("company_id","template_id","employee_id");--> statement-breakpoint
ALTER TABLE "checklist_tasks" ADD CONSTRAINT "checklist_tasks_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written (coordinator: keep when regenerating)
ALTER TABLE "checklist_auto_starts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "checklist_auto_starts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Decision 033: the bypass is the owner's connection's only; the app role never has it.
CREATE POLICY "checklist_auto_starts_company_isolation" ON "checklist_auto_starts"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'))
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'));
