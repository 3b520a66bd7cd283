import { isoWeekday, weekKeyOf, weeklySummaryLines } from '@kollega/domain';
import { and, count, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import { agreements, employees } from '../../../db/schema/index';
import type { NotificationDraft } from '../produce-notifications';
import { type PageScan, toAdmins } from './scan-context';

/**
 * The Monday summary (issue 26), to the admins: the week's work anniversaries and round birthdays, and how many
 * open agreements lie in the past. Once per week; nothing to say, no summary. Two statements for the page.
 */
export const scanWeeklySummary: PageScan = async (page) => {
  if (isoWeekday(page.today) !== 1) return [];
  const withAdmins = page.companies.filter((company) => company.admins.length > 0).map((c) => c.id);
  if (withAdmins.length === 0) return [];
  const [people, overdue] = await Promise.all([
    page.db
      .select({
        companyId: employees.companyId,
        firstName: employees.firstName,
        lastName: employees.lastName,
        dateOfBirth: employees.dateOfBirth,
        startDate: employees.startDate,
      })
      .from(employees)
      .where(
        and(
          inArray(employees.companyId, withAdmins),
          isNull(employees.deletedAt),
          ne(employees.employmentStatus, 'inactive'),
        ),
      ),
    page.db
      .select({ companyId: agreements.companyId, value: count() })
      .from(agreements)
      .where(
        and(
          inArray(agreements.companyId, withAdmins),
          eq(agreements.isClosed, false),
          lt(agreements.startsAt, page.at),
        ),
      )
      .groupBy(agreements.companyId),
  ]);
  const openOf = new Map(overdue.map((row) => [row.companyId, Number(row.value)]));
  const peopleOf = new Map<string, typeof people>();
  for (const person of people)
    peopleOf.set(person.companyId, [...(peopleOf.get(person.companyId) ?? []), person]);
  const drafts: NotificationDraft[] = [];
  for (const companyId of withAdmins) {
    const lines = weeklySummaryLines(
      (peopleOf.get(companyId) ?? []).map((person) => ({
        ...person,
        name: `${person.firstName} ${person.lastName}`.trim(),
      })),
      page.today,
    );
    const open = openOf.get(companyId) ?? 0;
    if (open > 0)
      lines.push(`${open} ${open === 1 ? 'åben aftale' : 'åbne aftaler'} før i dag er ikke afsluttet.`);
    if (lines.length === 0) continue;
    drafts.push(
      ...toAdmins(page, companyId, {
        kind: 'weekly-summary',
        params: { lines: lines.join('\n') },
        link: '/',
        dedupeKey: `weekly-summary:${weekKeyOf(page.today)}`,
      }),
    );
  }
  return drafts;
};
