CREATE TABLE "checklist_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"checklist_id" uuid NOT NULL,
	"title" text NOT NULL,
	"position" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_sub_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"checklist_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"title" text NOT NULL,
	"checked" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"position" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"checklist_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_date" date,
	"due_offset_days" integer,
	"assigned_to_id" uuid,
	"checked" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"position" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"date" date,
	"regarding_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checklist_groups" ADD CONSTRAINT "checklist_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_groups" ADD CONSTRAINT "checklist_groups_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_sub_tasks" ADD CONSTRAINT "checklist_sub_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_sub_tasks" ADD CONSTRAINT "checklist_sub_tasks_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_sub_tasks" ADD CONSTRAINT "checklist_sub_tasks_task_id_checklist_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."checklist_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_tasks" ADD CONSTRAINT "checklist_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_tasks" ADD CONSTRAINT "checklist_tasks_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_tasks" ADD CONSTRAINT "checklist_tasks_group_id_checklist_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."checklist_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_tasks" ADD CONSTRAINT "checklist_tasks_assigned_to_id_employees_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_regarding_id_employees_id_fk" FOREIGN KEY ("regarding_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_groups_company_checklist_idx" ON "checklist_groups" USING btree ("company_id","checklist_id");--> statement-breakpoint
CREATE INDEX "checklist_sub_tasks_company_checklist_task_idx" ON "checklist_sub_tasks" USING btree ("company_id","checklist_id","task_id");--> statement-breakpoint
CREATE INDEX "checklist_tasks_company_checklist_group_idx" ON "checklist_tasks" USING btree ("company_id","checklist_id","group_id");--> statement-breakpoint
CREATE INDEX "checklist_tasks_company_assigned_idx" ON "checklist_tasks" USING btree ("company_id","assigned_to_id");--> statement-breakpoint
CREATE INDEX "checklists_company_tab_idx" ON "checklists" USING btree ("company_id","is_template","kind","date");--> statement-breakpoint
CREATE INDEX "checklists_company_regarding_idx" ON "checklists" USING btree ("company_id","regarding_id");--> statement-breakpoint
ALTER TABLE "checklists" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "checklists" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "checklists_company_isolation" ON "checklists"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
--> statement-breakpoint
ALTER TABLE "checklist_groups" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "checklist_groups" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "checklist_groups_company_isolation" ON "checklist_groups"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
--> statement-breakpoint
ALTER TABLE "checklist_tasks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "checklist_tasks" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "checklist_tasks_company_isolation" ON "checklist_tasks"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
--> statement-breakpoint
ALTER TABLE "checklist_sub_tasks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "checklist_sub_tasks" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "checklist_sub_tasks_company_isolation" ON "checklist_sub_tasks"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
