-- hand-written (coordinator: keep when regenerating)
-- Decision 050 (update 'the equipment holder', 2026-12-02): anonymising an employee also replaces their name
-- where the equipment audit rows record them as an item's holder ('Tildelt: Niels Madsen → Lars Kristensen',
-- 'Tildeling til Niels Madsen afsluttet', the history's assignment periods), by 'Tidligere medarbejder N'. Only
-- that name changes; the item, which field, when and by whom stay. The rules of 0036 stay as they were.
--
-- Whether one holder named in a row (`holder_name`) is the employee, by the best account the log has of it:
-- the id beside the name (rows written since this migration); else, for a row from before, the holder the log
-- itself gave the item (`recorded`: the `assignedTo` of the item's row that handed it out; for the new holder,
-- the row's own); else (a hand-over the log does not show, such as seed data) the name, if it is one of the
-- names recorded with the employee's id (`names`): a namesake's name in such a row goes too (decision 050).
CREATE FUNCTION "audit_equipment_holder_is"(holder_name jsonb, holder_id jsonb, recorded jsonb, employee text, names jsonb)
RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_typeof(holder_name) = 'string' AND holder_name <> '""'::jsonb AND CASE
    WHEN jsonb_typeof(holder_id) = 'string' THEN holder_id #>> '{}' = employee
    WHEN jsonb_typeof(recorded) = 'object' AND jsonb_typeof(recorded->'id') = 'string' THEN recorded->>'id' = employee
    ELSE names @> jsonb_build_array(holder_name)
  END, false)
$$;--> statement-breakpoint
-- One equipment audit row (`value`) with the employee's name as a holder replaced by `placeholder`: the holder it
-- was handed to (`assignedTo`, always with the id), each side of an 'assignedTo' change (`fromId`, `toId`), and
-- whose assignment 'Marker som inaktiv' ended (`endedAssignmentId`). `previous` is the `assignedTo` of the item's
-- row before it that handed it out (null: none the log shows). Everything else is kept as it is.
CREATE FUNCTION "audit_equipment_holder_anonymised"(value jsonb, previous jsonb, employee text, names jsonb, placeholder jsonb)
RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result jsonb := value;
  changes jsonb;
BEGIN
  IF jsonb_typeof(value) IS DISTINCT FROM 'object' THEN RETURN value; END IF;
  IF jsonb_typeof(value->'assignedTo') = 'object' AND value->'assignedTo'->>'id' = employee
     AND jsonb_typeof(value->'assignedTo'->'name') = 'string' THEN
    result := jsonb_set(result, '{assignedTo,name}', placeholder);
  END IF;
  IF audit_equipment_holder_is(value->'endedAssignment', value->'endedAssignmentId', previous, employee, names) THEN
    result := jsonb_set(result, '{endedAssignment}', placeholder);
  END IF;
  IF jsonb_typeof(value->'changes') = 'array' THEN
    SELECT jsonb_agg(CASE WHEN jsonb_typeof(c) = 'object' AND c->>'field' = 'assignedTo' THEN c
          || CASE WHEN audit_equipment_holder_is(c->'from', c->'fromId', previous, employee, names)
                  THEN jsonb_build_object('from', placeholder) ELSE '{}'::jsonb END
          || CASE WHEN audit_equipment_holder_is(c->'to', c->'toId', value->'assignedTo', employee, names)
                  THEN jsonb_build_object('to', placeholder) ELSE '{}'::jsonb END
        ELSE c END ORDER BY p) INTO changes
      FROM jsonb_array_elements(value->'changes') WITH ORDINALITY AS t(c, p);
    result := jsonb_set(result, '{changes}', coalesce(changes, '[]'::jsonb));
  END IF;
  RETURN result;
END;
$$;--> statement-breakpoint
-- 0036's function, now also for the equipment rows of the same company. Still SECURITY DEFINER with nothing but
-- the id: the names it matches old rows by are read from the log itself (with the employee's id), never passed in.
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

  -- The names the company's equipment rows recorded with the employee's id, read before they are replaced: what
  -- a row from before the ids, whose hand-over the log does not show, is matched by.
  SELECT coalesce(jsonb_agg(DISTINCT holder), '[]'::jsonb) INTO names FROM (
    SELECT a.details->'assignedTo'->'name' AS holder FROM audit_log a
      WHERE a.company_id = person.company_id AND a.entity_type = 'equipment'
        AND a.details->'assignedTo'->>'id' = employee::text
    UNION ALL
    SELECT CASE WHEN c->>'fromId' = employee::text THEN c->'from' ELSE c->'to' END FROM audit_log a,
      jsonb_array_elements(CASE WHEN jsonb_typeof(a.details->'changes') = 'array' THEN a.details->'changes'
                                ELSE '[]'::jsonb END) AS c
      WHERE a.company_id = person.company_id AND a.entity_type = 'equipment'
        AND employee::text IN (c->>'fromId', c->>'toId')
    UNION ALL
    SELECT a.details->'endedAssignment' FROM audit_log a
      WHERE a.company_id = person.company_id AND a.entity_type = 'equipment'
        AND a.details->>'endedAssignmentId' = employee::text
  ) AS recorded WHERE jsonb_typeof(holder) = 'string' AND holder <> '""'::jsonb;
  -- Every row that names a holder hands the item out or takes it back, and has the `assignedTo` key ('equipment.
  -- create', a reassignment, an ended assignment); `previous` is the item's row before it with that key, by id
  -- (the item's row is locked while its audit row is written, so ids follow the item's order).
  UPDATE audit_log a
    SET details = audit_equipment_holder_anonymised(a.details, h.previous, employee::text, names, to_jsonb(full_name))
    FROM (
      SELECT e.id, lag(e.details->'assignedTo') OVER (PARTITION BY e.entity_id ORDER BY e.id) AS previous
        FROM audit_log e
        WHERE e.company_id = person.company_id AND e.entity_type = 'equipment' AND e.details ? 'assignedTo'
    ) AS h
    WHERE a.id = h.id AND a.company_id = person.company_id AND a.entity_type = 'equipment'
      -- Only rows that can hold them (a cheap text test first, so a company's whole equipment log is not walked
      -- for every person): their id in the row or in the hand-over before it, or, with no hand-over the log
      -- shows, one of their names (a string is written the same way in both texts).
      AND (strpos(a.details::text, employee::text) > 0 OR h.previous->>'id' = employee::text
           OR (jsonb_typeof(h.previous->'id') IS DISTINCT FROM 'string'
               AND EXISTS (SELECT 1 FROM jsonb_array_elements(names) AS n(holder)
                           WHERE strpos(a.details::text, n.holder::text) > 0)))
      AND a.details IS DISTINCT FROM
        audit_equipment_holder_anonymised(a.details, h.previous, employee::text, names, to_jsonb(full_name));
  GET DIAGNOSTICS equipment_rows = ROW_COUNT;
  RETURN scrubbed + equipment_rows;
END;
$$;--> statement-breakpoint
REVOKE ALL ON FUNCTION "anonymise_employee_audit"(uuid) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION "anonymise_employee_audit"(uuid) TO kollega_app;
--> statement-breakpoint
-- The people anonymised before this migration: their name as a holder goes now (as the owner, across companies).
SELECT anonymise_employee_audit(id) FROM employees WHERE anonymised_at IS NOT NULL;
