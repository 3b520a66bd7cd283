CREATE TABLE "holiday_balance_cache" (
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"computed_version" integer,
	"computed_on" date,
	"inputs" text DEFAULT '' NOT NULL,
	"reminders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "holiday_balance_cache_company_id_employee_id_pk" PRIMARY KEY("company_id","employee_id")
);
--> statement-breakpoint
DROP INDEX "agreements_company_closed_starts_idx";--> statement-breakpoint
ALTER TABLE "holiday_balance_cache" ADD CONSTRAINT "holiday_balance_cache_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holiday_balance_cache" ADD CONSTRAINT "holiday_balance_cache_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreements_company_closed_starts_idx" ON "agreements" USING btree ("company_id","is_closed","starts_at","id");--> statement-breakpoint
-- hand-written (coordinator: keep when regenerating)
ALTER TABLE "holiday_balance_cache" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "holiday_balance_cache" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Decision 033: the bypass is the owner's connection's only; the app role never has it.
CREATE POLICY "holiday_balance_cache_company_isolation" ON "holiday_balance_cache"
  USING (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'))
  WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::uuid OR (current_setting('app.bypass_rls', true) = 'on' AND current_user <> 'kollega_app'));--> statement-breakpoint
-- Decision 054: every change of what an employee's holiday balances are computed from raises the employee's cache
-- version, in the writer's own transaction, whichever server and code path writes it. An upsert, not an update: a
-- reader that found no row inserts one before it reads the data, so a writer's row (or its lock) is always seen.
-- Nothing is inserted for an employee already gone (a cascade from deleting the employee).
CREATE FUNCTION "holiday_balance_cache_touch"(company uuid, employee uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO holiday_balance_cache (company_id, employee_id, version)
  SELECT company, employee, 1 WHERE EXISTS (SELECT 1 FROM employees WHERE id = employee)
  ON CONFLICT (company_id, employee_id) DO UPDATE SET version = holiday_balance_cache.version + 1;
$$;--> statement-breakpoint
CREATE FUNCTION "holiday_balance_cache_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM holiday_balance_cache_touch(OLD.company_id, OLD.employee_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM holiday_balance_cache_touch(NEW.company_id, NEW.employee_id); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "holiday_requests_balance_cache" AFTER INSERT OR UPDATE OR DELETE ON "holiday_requests"
  FOR EACH ROW EXECUTE FUNCTION holiday_balance_cache_changed();--> statement-breakpoint
CREATE TRIGGER "holiday_ledger_balance_cache" AFTER INSERT OR UPDATE OR DELETE ON "holiday_ledger"
  FOR EACH ROW EXECUTE FUNCTION holiday_balance_cache_changed();--> statement-breakpoint
-- Only holiday and time-off registrations count (ferie and feriefridage); the rest of time registration is left alone.
CREATE TRIGGER "time_entries_balance_cache_insert" AFTER INSERT ON "time_entries"
  FOR EACH ROW WHEN (NEW.type IN ('holiday', 'timeOff')) EXECUTE FUNCTION holiday_balance_cache_changed();--> statement-breakpoint
CREATE TRIGGER "time_entries_balance_cache_update" AFTER UPDATE ON "time_entries"
  FOR EACH ROW WHEN (OLD.type IN ('holiday', 'timeOff') OR NEW.type IN ('holiday', 'timeOff')) EXECUTE FUNCTION holiday_balance_cache_changed();--> statement-breakpoint
CREATE TRIGGER "time_entries_balance_cache_delete" AFTER DELETE ON "time_entries"
  FOR EACH ROW WHEN (OLD.type IN ('holiday', 'timeOff')) EXECUTE FUNCTION holiday_balance_cache_changed();
