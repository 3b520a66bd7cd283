-- Row-level security the app cannot switch off (decision 033, issue 25).
-- The request path now logs in as kollega_app itself (no SET ROLE back to the owner is possible), and the
-- app.bypass_rls setting counts only for the owner's own connection (cross-company work, migrations): a
-- kollega_app connection that sets it still sees one company at most.
-- Roles belong to the whole server: only add LOGIN (harmless for older app versions that SET ROLE to it).
-- An owner without CREATEROLE cannot; the operator then runs it once (docs/operations.md).
DO $$
BEGIN
  ALTER ROLE kollega_app LOGIN;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'kollega_app needs LOGIN: ALTER ROLE kollega_app LOGIN PASSWORD ''…'' (docs/operations.md)';
END
$$;
--> statement-breakpoint
-- Every company policy (migration 0005 and the feature migrations after it): the bypass no longer applies to
-- kollega_app. Rewritten in place, whatever table it sits on, so none is missed.
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
      '(%I = nullif(current_setting(''app.company_id'', true), '''')::uuid OR (current_setting(''app.bypass_rls'', true) = ''on'' AND current_user <> ''kollega_app''))',
      CASE WHEN policy.tablename = 'companies' THEN 'id' ELSE 'company_id' END
    );
    EXECUTE format('ALTER POLICY %I ON %I USING %s WITH CHECK %s', policy.policyname, policy.tablename, rule, rule);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Sessions, passwords and the mail outbox are not the request path's to read (session tokens, password
-- hashes, reset links in mail). better-auth and the named cross-company paths reach them through the owner's
-- connection. The app keeps what its own transactions need: ending a login's sessions and removing its
-- password (which needs the user id columns in the WHERE), and queueing mail.
REVOKE ALL ON "sessions", "accounts", "mail_outbox" FROM kollega_app;
--> statement-breakpoint
GRANT SELECT ("id", "user_id"), DELETE ON "sessions" TO kollega_app;
--> statement-breakpoint
GRANT SELECT ("id", "user_id", "provider_id"), DELETE ON "accounts" TO kollega_app;
--> statement-breakpoint
GRANT INSERT ON "mail_outbox" TO kollega_app;
--> statement-breakpoint
-- Two narrow questions across companies asked inside a company's transaction (decisions.md 1: a work e-mail
-- is unique in the installation). They run as the owner with the bypass and answer only what they must.
CREATE OR REPLACE FUNCTION kollega_work_email_taken(p_email text) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  SET app.bypass_rls = 'on'
  AS $$ SELECT EXISTS (SELECT 1 FROM employees WHERE lower(email) = p_email) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kollega_login_by_email(p_email text)
  RETURNS TABLE (id uuid, role text, employee_id uuid)
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  SET app.bypass_rls = 'on'
  AS $$
    SELECT u.id, u.role, e.id FROM users u LEFT JOIN employees e ON e.user_id = u.id
    WHERE lower(u.email) = lower(p_email)
    LIMIT 1
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION kollega_work_email_taken(text), kollega_login_by_email(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION kollega_work_email_taken(text), kollega_login_by_email(text) TO kollega_app;
