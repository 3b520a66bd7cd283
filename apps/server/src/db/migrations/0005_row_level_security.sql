-- Row-level security: DESIGN.md rule 1's second wall (decision 015).
-- The app runs as kollega_app (no superuser, no BYPASSRLS); each pooled connection carries the verified
-- company in app.company_id, or app.bypass_rls = 'on' for code that works across companies on purpose.
-- A connection with neither sees no company row and can write none.
-- Roles belong to the whole server, not one database: create it only when missing.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_catalog.pg_roles WHERE rolname = 'kollega_app') THEN
    CREATE ROLE kollega_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
END
$$;
--> statement-breakpoint
-- The connecting user (the database owner) switches to it on every pooled connection.
GRANT kollega_app TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO kollega_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO kollega_app;
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO kollega_app;
--> statement-breakpoint
-- Tables later migrations create (as this same user) get the same grants.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO kollega_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO kollega_app;
--> statement-breakpoint
ALTER TABLE "companies" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "companies" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "companies_company_isolation" ON "companies"
  USING (id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_log" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "audit_log_company_isolation" ON "audit_log"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
--> statement-breakpoint
ALTER TABLE "subscriptions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "subscriptions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "subscriptions_company_isolation" ON "subscriptions"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
--> statement-breakpoint
ALTER TABLE "employees" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "employees" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "employees_company_isolation" ON "employees"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
--> statement-breakpoint
ALTER TABLE "employee_documents" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "employee_documents" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "employee_documents_company_isolation" ON "employee_documents"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
--> statement-breakpoint
ALTER TABLE "approved_weeks" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "approved_weeks" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "approved_weeks_company_isolation" ON "approved_weeks"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
--> statement-breakpoint
ALTER TABLE "company_days_off" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "company_days_off" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "company_days_off_company_isolation" ON "company_days_off"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
--> statement-breakpoint
ALTER TABLE "time_entries" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "time_entries" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "time_entries_company_isolation" ON "time_entries"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
--> statement-breakpoint
ALTER TABLE "time_entry_changes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "time_entry_changes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "time_entry_changes_company_isolation" ON "time_entry_changes"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
--> statement-breakpoint
ALTER TABLE "time_log_settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "time_log_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "time_log_settings_company_isolation" ON "time_log_settings"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
--> statement-breakpoint
ALTER TABLE "time_log_warnings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "time_log_warnings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "time_log_warnings_company_isolation" ON "time_log_warnings"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on')
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR current_setting('app.bypass_rls', true) = 'on');
