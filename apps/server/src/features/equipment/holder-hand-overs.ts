import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import type { Reader } from '../../services/context';

/** No export lists more of one person's hand-overs than this. */
const MAX_HAND_OVERS = 50_000;

/**
 * One row of an item's audit log that names the person as its holder, seen from that person: whether the row
 * handed the item to them, took it from them, or both; never the other holder's name (another person's data).
 */
export interface HolderHandOver {
  equipmentId: string;
  action: string;
  at: string;
  /** The row handed the item to the person ('Tildelt: … → them', a new item created for them). */
  assigned: boolean;
  /** The row took the item from them ('Tildelt: them → …', an assignment 'Marker som inaktiv' ended). */
  unassigned: boolean;
  /** The period's first day saved with the hand-over, 'YYYY-MM-DD', where the row has one. */
  from?: string;
}

interface MarkedRow {
  entity_id: string;
  action: string;
  created_at: string | Date;
  marked: Record<string, unknown>;
}

/**
 * The person's hand-over history from the company's equipment audit log, oldest first: the rows
 * `anonymise_employee_audit` would scrub their name from, chosen by the same SQL (`audit_equipment_rows_naming`,
 * migration 0039, decision 050), so what an export shows and what anonymising removes cannot drift apart. Their
 * name is replaced by a marker made for this call, so reading a row only asks where the marker stands.
 */
export async function holderHandOvers(
  db: Reader,
  companyId: string,
  employeeId: string,
): Promise<HolderHandOver[]> {
  const marker = `kollega-holder-${randomUUID()}`;
  const rows = await queryRows<MarkedRow>(
    db,
    sql`
      with names as (select audit_equipment_holder_names(${companyId}::uuid, ${employeeId}) as names)
      select a.entity_id, a.action, a.created_at,
             audit_equipment_holder_anonymised(a.details, h.previous, ${employeeId}, names.names,
                                               to_jsonb(${marker}::text)) as marked
        from names,
             audit_equipment_rows_naming(${companyId}::uuid, ${employeeId}, names.names) as h
        join audit_log a on a.id = h.id
       where a.company_id = ${companyId}::uuid
       order by a.id
       limit ${MAX_HAND_OVERS}`,
  );
  return rows.map((row) => toHandOver(row, marker));
}

function toHandOver(row: MarkedRow, marker: string): HolderHandOver {
  const details = row.marked;
  const assignedTo = details.assignedTo as { name?: unknown; from?: unknown } | null | undefined;
  const changes = Array.isArray(details.changes) ? (details.changes as Record<string, unknown>[]) : [];
  const holderChange = changes.find((change) => change && change.field === 'assignedTo');
  const handedToThem = assignedTo?.name === marker || holderChange?.to === marker;
  const from = handedToThem && typeof assignedTo?.from === 'string' ? assignedTo.from : undefined;
  return {
    equipmentId: row.entity_id,
    action: row.action,
    at: new Date(row.created_at).toISOString(),
    assigned: handedToThem,
    unassigned: holderChange?.from === marker || details.endedAssignment === marker,
    ...(from ? { from } : {}),
  };
}
