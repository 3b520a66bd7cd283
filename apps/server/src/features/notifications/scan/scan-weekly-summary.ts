import { isoWeekday, weekKeyOf, weeklySummaryLines } from '@kollega/domain';
import { and, count, eq, isNull, lt, ne } from 'drizzle-orm';
import { agreements, employees } from '../../../db/schema/index';
import { type KindScan, toAdmins } from './scan-context';

/**
 * The Monday summary (issue 26), to the admins: the week's work anniversaries and round birthdays, and how many
 * open agreements lie in the past. Once per week; nothing to say, no summary.
 */
export const scanWeeklySummary: KindScan = async (scan) => {
  if (isoWeekday(scan.today) !== 1 || scan.admins.length === 0) return [];
  const people = await scan.db
    .select({
      firstName: employees.firstName,
      lastName: employees.lastName,
      dateOfBirth: employees.dateOfBirth,
      startDate: employees.startDate,
    })
    .from(employees)
    .where(
      and(
        eq(employees.companyId, scan.companyId),
        isNull(employees.deletedAt),
        ne(employees.employmentStatus, 'inactive'),
      ),
    );
  const [overdue] = await scan.db
    .select({ value: count() })
    .from(agreements)
    .where(
      and(
        eq(agreements.companyId, scan.companyId),
        eq(agreements.isClosed, false),
        lt(agreements.startsAt, scan.at),
      ),
    );
  const lines = weeklySummaryLines(
    people.map((person) => ({ ...person, name: `${person.firstName} ${person.lastName}`.trim() })),
    scan.today,
  );
  const open = overdue?.value ?? 0;
  if (open > 0)
    lines.push(`${open} ${open === 1 ? 'åben aftale' : 'åbne aftaler'} før i dag er ikke afsluttet.`);
  if (lines.length === 0) return [];
  return toAdmins(scan, {
    kind: 'weekly-summary',
    params: { lines: lines.join('\n') },
    link: '/',
    dedupeKey: `weekly-summary:${weekKeyOf(scan.today)}`,
  });
};
