-- hand-written (coordinator: keep when regenerating)
-- Decision 050 (update 'the equipment holder in the person-data export', 2026-12-02): which of a
-- company's equipment audit rows name an employee as the item's holder is now asked in one place, by
-- `anonymise_employee_audit` (which replaces the name) and by 'Eksportér persondata' (which lists the rows: the
-- person's hand-over history, GDPR art. 15). 0038's matching is unchanged, only moved into two functions; both
-- are SECURITY INVOKER, so the app role calling them sees its own company's rows only (row-level security).
--
-- The names the company's equipment rows recorded with the employee's id: what a row from before the ids, whose
-- hand-over the log does not show, is matched by (0038).
CREATE FUNCTION "audit_equipment_holder_names"(company uuid, employee text) RETURNS jsonb
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
  SELECT coalesce(jsonb_agg(DISTINCT holder), '[]'::jsonb) FROM (
    SELECT a.details->'assignedTo'->'name' AS holder FROM audit_log a
      WHERE a.company_id = company AND a.entity_type = 'equipment'
        AND a.details->'assignedTo'->>'id' = employee
    UNION ALL
    SELECT CASE WHEN c->>'fromId' = employee THEN c->'from' ELSE c->'to' END FROM audit_log a,
      jsonb_array_elements(CASE WHEN jsonb_typeof(a.details->'changes') = 'array' THEN a.details->'changes'
                                ELSE '[]'::jsonb END) AS c
      WHERE a.company_id = company AND a.entity_type = 'equipment'
        AND employee IN (c->>'fromId', c->>'toId')
    UNION ALL
    SELECT a.details->'endedAssignment' FROM audit_log a
      WHERE a.company_id = company AND a.entity_type = 'equipment'
        AND a.details->>'endedAssignmentId' = employee
  ) AS recorded WHERE jsonb_typeof(holder) = 'string' AND holder <> '""'::jsonb
$$;--> statement-breakpoint
-- The company's equipment audit rows that name the employee as a holder, each with `previous`: the `assignedTo` of
-- the item's row before it that handed it out (null: none the log shows). A row names them exactly when replacing
-- their name changes it (`audit_equipment_holder_anonymised` with a JSON null, which equals no name). Every row
-- that names a holder hands the item out or takes it back, and has the `assignedTo` key; rows are in the item's
-- order by id (the item's row is locked while its audit row is written).
CREATE FUNCTION "audit_equipment_rows_naming"(company uuid, employee text, names jsonb)
RETURNS TABLE (id bigint, previous jsonb)
LANGUAGE sql STABLE SET search_path = public, pg_temp AS $$
  SELECT h.id, h.previous FROM (
    SELECT e.id, e.details, lag(e.details->'assignedTo') OVER (PARTITION BY e.entity_id ORDER BY e.id) AS previous
      FROM audit_log e
      WHERE e.company_id = company AND e.entity_type = 'equipment' AND e.details ? 'assignedTo'
  ) AS h
  -- A cheap text test first, so a company's whole equipment log is not walked for every person: their id in the
  -- row or in the hand-over before it, or, with no hand-over the log shows, one of their names.
  WHERE (strpos(h.details::text, employee) > 0 OR h.previous->>'id' = employee
         OR (jsonb_typeof(h.previous->'id') IS DISTINCT FROM 'string'
             AND EXISTS (SELECT 1 FROM jsonb_array_elements(names) AS n(holder)
                         WHERE strpos(h.details::text, n.holder::text) > 0)))
    AND h.details IS DISTINCT FROM audit_equipment_holder_anonymised(h.details, h.previous, employee, names, 'null'::jsonb)
$$;--> statement-breakpoint
-- 0038's function with its matching read from the two functions above; what it changes is the same.
CREATE OR REPLACE FUNCTION "anonymise_employee_audit"(employee uuid) RETURNS integer LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp AS $$
DECLARE
  person record;
  full_name text;
  placeholders jsonb;
  names jsonb;
  scrubbed integer;
  equipment_rows integer;
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

  -- Read before the rows are replaced: the names are what old rows are matched by.
  names := audit_equipment_holder_names(person.company_id, employee::text);
  UPDATE audit_log a
    SET details = audit_equipment_holder_anonymised(a.details, h.previous, employee::text, names, to_jsonb(full_name))
    FROM audit_equipment_rows_naming(person.company_id, employee::text, names) AS h
    WHERE a.id = h.id AND a.company_id = person.company_id
      AND a.details IS DISTINCT FROM
        audit_equipment_holder_anonymised(a.details, h.previous, employee::text, names, to_jsonb(full_name));
  GET DIAGNOSTICS equipment_rows = ROW_COUNT;
  RETURN scrubbed + equipment_rows;
END;
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "anonymise_employee_audit"(uuid) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "anonymise_employee_audit"(uuid) TO kollega_app;
