-- Issue 28 (the employee import): which of many work e-mails are taken in any company, answered in one statement
-- for up to 1,000 addresses. Like kollega_work_email_taken (0017, decision 033) it crosses companies on purpose and
-- answers only which addresses are taken, never by whom: the app role itself cannot lift row-level security.
CREATE OR REPLACE FUNCTION kollega_work_emails_taken(p_emails text[]) RETURNS SETOF text
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  SET app.bypass_rls = 'on'
  AS $$ SELECT DISTINCT lower(email) FROM employees WHERE lower(email) = ANY (p_emails) $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION kollega_work_emails_taken(text[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION kollega_work_emails_taken(text[]) TO kollega_app;
