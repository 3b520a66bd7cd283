CREATE TABLE "agreement_sharing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"share_summary" boolean DEFAULT false NOT NULL,
	"preparation" jsonb,
	"prepared_at" timestamp with time zone,
	"prepared_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"shared" boolean NOT NULL,
	"acknowledgement_requested_at" timestamp with time zone,
	"acknowledgement_requested_by" uuid,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"acknowledged_ip" text,
	"acknowledged_sha256" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"equipment_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"item_description" text NOT NULL,
	"serial_number" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" uuid,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"acknowledged_ip" text,
	"returned_at" timestamp with time zone,
	"returned_by" uuid
);
--> statement-breakpoint
ALTER TABLE "agreement_sharing" ADD CONSTRAINT "agreement_sharing_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_sharing" ADD CONSTRAINT "agreement_sharing_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_sharing" ADD CONSTRAINT "agreement_sharing_prepared_by_users_id_fk" FOREIGN KEY ("prepared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_document_id_employee_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."employee_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_acknowledgement_requested_by_users_id_fk" FOREIGN KEY ("acknowledgement_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_receipts" ADD CONSTRAINT "equipment_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_receipts" ADD CONSTRAINT "equipment_receipts_equipment_id_equipment_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."equipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_receipts" ADD CONSTRAINT "equipment_receipts_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_receipts" ADD CONSTRAINT "equipment_receipts_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_receipts" ADD CONSTRAINT "equipment_receipts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_receipts" ADD CONSTRAINT "equipment_receipts_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_sharing_company_agreement_idx" ON "agreement_sharing" USING btree ("company_id","agreement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_shares_company_document_idx" ON "document_shares" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE INDEX "document_shares_company_employee_idx" ON "document_shares" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "equipment_receipts_company_equipment_idx" ON "equipment_receipts" USING btree ("company_id","equipment_id","requested_at");--> statement-breakpoint
CREATE INDEX "equipment_receipts_company_employee_idx" ON "equipment_receipts" USING btree ("company_id","employee_id");--> statement-breakpoint
-- hand-written (coordinator: keep when regenerating)
ALTER TABLE "document_shares" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "document_shares" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Decision 033: the bypass is the owner's connection's only; the app role never has it.
CREATE POLICY "document_shares_company_isolation" ON "document_shares"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'))
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'));--> statement-breakpoint
ALTER TABLE "equipment_receipts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "equipment_receipts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Decision 033: the bypass is the owner's connection's only; the app role never has it.
CREATE POLICY "equipment_receipts_company_isolation" ON "equipment_receipts"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'))
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'));--> statement-breakpoint
ALTER TABLE "agreement_sharing" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "agreement_sharing" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Decision 033: the bypass is the owner's connection's only; the app role never has it.
CREATE POLICY "agreement_sharing_company_isolation" ON "agreement_sharing"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'))
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'));
