ALTER TABLE "holiday_balance_cache" DROP CONSTRAINT "holiday_balance_cache_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "holiday_balance_cache" ADD CONSTRAINT "holiday_balance_cache_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written (coordinator: keep when regenerating)
-- Decision 050 (update of 2026-12-02): anonymising an employee scrubs the personal values in the audit rows about
-- them, in the anonymisation's transaction. The audit log stays append-only for the app role (0018): the role may
-- only call this function, which takes nothing but the employee's id, acts only once the person is anonymised and
-- only in the caller's own company, and writes nothing but the values the anonymised record itself holds.
-- `value` with each value under a personal key (a field change's `from` and `to`, a key of `before`/`after` or of
-- `changes`, a top-level `email`) replaced by its placeholder; everything else (which field, when, by whom) kept.
CREATE FUNCTION "audit_value_replaced"(value jsonb, placeholder jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result jsonb;
BEGIN
  CASE jsonb_typeof(value)
    WHEN 'null' THEN RETURN value;
    WHEN 'object' THEN
      SELECT coalesce(jsonb_object_agg(k, audit_value_replaced(v, placeholder)), '{}'::jsonb) INTO result
        FROM jsonb_each(value) AS t(k, v);
      RETURN result;
    WHEN 'array' THEN
      SELECT coalesce(jsonb_agg(audit_value_replaced(e, placeholder) ORDER BY p), '[]'::jsonb) INTO result
        FROM jsonb_array_elements(value) WITH ORDINALITY AS t(e, p);
      RETURN result;
    ELSE RETURN placeholder;
  END CASE;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "audit_details_anonymised"(value jsonb, placeholders jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result jsonb;
  side text;
BEGIN
  IF jsonb_typeof(value) = 'array' THEN
    SELECT coalesce(jsonb_agg(audit_details_anonymised(e, placeholders) ORDER BY p), '[]'::jsonb) INTO result
      FROM jsonb_array_elements(value) WITH ORDINALITY AS t(e, p);
    RETURN result;
  END IF;
  IF jsonb_typeof(value) IS DISTINCT FROM 'object' THEN RETURN value; END IF;
  -- A field change as the employee actions write it: { field, from, to } (null stays null: CPR, salary).
  IF jsonb_typeof(value->'field') = 'string' AND placeholders ? (value->>'field') THEN
    result := value;
    FOREACH side IN ARRAY ARRAY['from', 'to'] LOOP
      IF jsonb_typeof(result->side) IN ('string', 'number', 'boolean') THEN
        result := jsonb_set(result, ARRAY[side], placeholders->(value->>'field'));
      END IF;
    END LOOP;
    RETURN result;
  END IF;
  SELECT coalesce(jsonb_object_agg(k, CASE WHEN placeholders ? k THEN audit_value_replaced(v, placeholders->k)
                                           ELSE audit_details_anonymised(v, placeholders) END), '{}'::jsonb)
    INTO result FROM jsonb_each(value) AS t(k, v);
  RETURN result;
END;
$$;--> statement-breakpoint
-- The personal keys are the employee record's personal fields as the audit rows name them (EMPLOYEE_FIELD_LABELS,
-- the own profile's fields, `email` of 'employee.create', the document's and the person's name); the name and the
-- work e-mail become the anonymised record's, the rest '' as on the record. Returns the rows it changed.
CREATE FUNCTION "anonymise_employee_audit"(employee uuid) RETURNS integer LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp AS $$
DECLARE
  person record;
  full_name text;
  placeholders jsonb;
  scrubbed integer;
BEGIN
  SELECT e.company_id, e.first_name, e.last_name, e.email, e.anonymised_at INTO person
    FROM employees e WHERE e.id = employee;
  IF NOT FOUND OR person.anonymised_at IS NULL THEN
    RAISE EXCEPTION 'anonymise_employee_audit: % is not an anonymised employee', employee;
  END IF;
  -- The function runs as its owner. Only the owner's own session (a migration, the CLI) acts across companies;
  -- every other caller (the app role, logged in or set with SET ROLE, or any role a deployment logs in as) acts
  -- for the company its statement is set to only.
  IF NOT (session_user = current_user AND coalesce(nullif(current_setting('role', true), ''), 'none') = 'none')
     AND person.company_id IS DISTINCT FROM nullif(current_setting('app.company_id', true), '')::uuid THEN
    RAISE EXCEPTION 'anonymise_employee_audit: % is not an employee of the caller''s company', employee;
  END IF;
  full_name := trim(person.first_name || ' ' || person.last_name);
  placeholders := jsonb_build_object(
    'firstName', person.first_name, 'lastName', person.last_name, 'email', person.email,
    'name', full_name, 'employeeName', full_name
  ) || (SELECT jsonb_object_agg(field, '') FROM unnest(ARRAY[
    'jobPosition', 'department', 'phone', 'privateEmail', 'privatePhone', 'address', 'zipcode', 'city',
    'cprNumber', 'dateOfBirth', 'note', 'emergencyContactName', 'emergencyContactPhone', 'salary', 'bankAccount',
    'salaryNote', 'documentName'
  ]) AS field);
  UPDATE audit_log a SET details = audit_details_anonymised(a.details, placeholders)
    WHERE a.company_id = person.company_id AND a.entity_type = 'employee' AND a.entity_id = employee::text
      AND a.details IS DISTINCT FROM audit_details_anonymised(a.details, placeholders);
  GET DIAGNOSTICS scrubbed = ROW_COUNT;
  RETURN scrubbed;
END;
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "anonymise_employee_audit"(uuid) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "anonymise_employee_audit"(uuid) TO kollega_app;
--> statement-breakpoint
-- The people anonymised before this migration: their rows are scrubbed now (as the owner, across companies).
SELECT anonymise_employee_audit(id) FROM employees WHERE anonymised_at IS NOT NULL;
