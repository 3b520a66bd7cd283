import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { employees } from '../../db/schema/index';
import { isUuid } from '../../db/uuid';
import { notFound } from '../../errors/app-error';

export interface ChosenEmployee {
  id: string;
  name: string;
  employmentStatus: string;
}

/**
 * The employees an agreement names (Vedrørende and Deltagere), all of the caller's company and not deleted.
 * Any other id, another company's included, is a 404 and nothing is linked (issue 10).
 */
export async function loadChosenEmployees(
  db: Pick<Db, 'select'>,
  ctx: { companyId: string },
  ids: string[],
): Promise<Map<string, ChosenEmployee>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  if (!unique.every(isUuid)) throw notFound();
  const rows = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      employmentStatus: employees.employmentStatus,
    })
    .from(employees)
    .where(
      and(eq(employees.companyId, ctx.companyId), inArray(employees.id, unique), isNull(employees.deletedAt)),
    );
  if (rows.length !== unique.length) throw notFound();
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), employmentStatus: row.employmentStatus },
    ]),
  );
}
