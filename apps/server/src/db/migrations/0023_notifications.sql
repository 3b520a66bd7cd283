CREATE TABLE "notification_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"notification_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"send_after" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"calendar" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delivery" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "invitation_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_emails" ADD CONSTRAINT "notification_emails_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_emails_company_notification_idx" ON "notification_emails" USING btree ("company_id","notification_id");--> statement-breakpoint
CREATE INDEX "notification_emails_company_status_send_idx" ON "notification_emails" USING btree ("company_id","status","send_after");--> statement-breakpoint
CREATE INDEX "notification_emails_pending_idx" ON "notification_emails" USING btree ("send_after") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "notification_preferences_company_employee_kind_idx" ON "notification_preferences" USING btree ("company_id","employee_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_company_employee_dedupe_idx" ON "notifications" USING btree ("company_id","employee_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "notifications_company_employee_created_idx" ON "notifications" USING btree ("company_id","employee_id","created_at");
--> statement-breakpoint
-- hand-written (coordinator: keep when regenerating)
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notifications" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Decision 033: the bypass is the owner's connection's only; the app role never has it.
CREATE POLICY "notifications_company_isolation" ON "notifications"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'))
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'));
--> statement-breakpoint
ALTER TABLE "notification_preferences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notification_preferences" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Decision 033: the bypass is the owner's connection's only; the app role never has it.
CREATE POLICY "notification_preferences_company_isolation" ON "notification_preferences"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'))
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'));
--> statement-breakpoint
ALTER TABLE "notification_emails" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notification_emails" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Decision 033: the bypass is the owner's connection's only; the app role never has it.
CREATE POLICY "notification_emails_company_isolation" ON "notification_emails"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'))
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'));
