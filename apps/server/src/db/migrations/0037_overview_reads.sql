CREATE INDEX "time_entries_time_bank_idx" ON "time_entries" USING btree ("company_id","employee_id","date") WHERE (type = 'overtime' and to_time_bank) or type = 'timeOffInLieu';--> statement-breakpoint
-- hand-written (coordinator: keep when regenerating)
-- Decision 062: every company policy reads the tenant once per statement instead of once per row. The condition is
-- the same (decision 033); only `nullif(current_setting('app.company_id', true), '')::uuid` is now a scalar
-- sub-select, which PostgreSQL evaluates once (an InitPlan) and compares as a plain uuid, where before it looked
-- up the setting and parsed the uuid for every row it read: half of Overblik's aggregate on PGlite. The
-- owner's bypass arm is left as it was. Rewritten in place, whatever table it sits on, so none is missed (as 0017).
DO $$
DECLARE
  policy record;
  rule text;
BEGIN
  FOR policy IN
    SELECT tablename, policyname FROM pg_policies
    WHERE schemaname = 'public' AND policyname LIKE '%\_company\_isolation'
  LOOP
    rule := format(
      '(%I = (select nullif(current_setting(''app.company_id'', true), '''')::uuid) OR (current_setting(''app.bypass_rls'', true) = ''on'' AND current_user <> ''kollega_app''))',
      CASE WHEN policy.tablename = 'companies' THEN 'id' ELSE 'company_id' END
    );
    EXECUTE format('ALTER POLICY %I ON %I USING %s WITH CHECK %s', policy.policyname, policy.tablename, rule, rule);
  END LOOP;
END
$$;
