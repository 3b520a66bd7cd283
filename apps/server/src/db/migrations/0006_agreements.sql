-- Meetings and agreements (issue 10, decision 022): agreements, attendees, files and calendar feed tokens,
-- each under row-level security like the tables of 0005 (decision 015).
CREATE TABLE "agreement_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"name" text NOT NULL,
	"extension" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreement_attendees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"agreement_id" uuid NOT NULL,
	"employee_id" uuid,
	"employee_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"agreement_type" text NOT NULL,
	"regarding_id" uuid,
	"regarding_name" text NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feed_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_files" ADD CONSTRAINT "agreement_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_files" ADD CONSTRAINT "agreement_files_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_files" ADD CONSTRAINT "agreement_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_attendees" ADD CONSTRAINT "agreement_attendees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_attendees" ADD CONSTRAINT "agreement_attendees_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_attendees" ADD CONSTRAINT "agreement_attendees_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_regarding_id_employees_id_fk" FOREIGN KEY ("regarding_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_files_company_agreement_idx" ON "agreement_files" USING btree ("company_id","agreement_id");--> statement-breakpoint
CREATE INDEX "agreement_attendees_company_agreement_idx" ON "agreement_attendees" USING btree ("company_id","agreement_id");--> statement-breakpoint
CREATE INDEX "agreement_attendees_company_employee_idx" ON "agreement_attendees" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "agreements_company_closed_starts_idx" ON "agreements" USING btree ("company_id","is_closed","starts_at");--> statement-breakpoint
CREATE INDEX "agreements_company_regarding_starts_idx" ON "agreements" USING btree ("company_id","regarding_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_company_user_idx" ON "calendar_feed_tokens" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_company_hash_idx" ON "calendar_feed_tokens" USING btree ("company_id","token_hash");--> statement-breakpoint
ALTER TABLE "agreements" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "agreements" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "agreements_company_isolation" ON "agreements"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
--> statement-breakpoint
ALTER TABLE "agreement_attendees" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "agreement_attendees" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "agreement_attendees_company_isolation" ON "agreement_attendees"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
--> statement-breakpoint
ALTER TABLE "agreement_files" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "agreement_files" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "agreement_files_company_isolation" ON "agreement_files"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "calendar_feed_tokens_company_isolation" ON "calendar_feed_tokens"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
