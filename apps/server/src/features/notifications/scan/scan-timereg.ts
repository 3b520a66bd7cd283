import { isoWeekday } from '@kollega/domain';
import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import { employees, timeLogWarnings } from '../../../db/schema/index';
import { loadWaitingWeeks } from '../../dashboard/public';
import { registersTimeCondition } from '../../timereg/public';
import type { NotificationDraft } from '../produce-notifications';
import { type PageScan, toAdmins } from './scan-context';

/** A warning is announced if it was made within this many hours (a scan every quarter-hour sees it in time). */
const WARNING_LOOKBACK_HOURS = 48;

/**
 * Time registration (issue 26), to the admins: on Monday 'N uger venter på godkendelse' (the dashboard's
 * count, decision 032), and every new 11- or 48-hour warning once. The warnings are one statement for the page;
 * the Monday count is the dashboard's own one-company loader, run as each company, on Mondays only.
 */
export const scanTimereg: PageScan = async (page) => {
  const drafts: NotificationDraft[] = [];
  if (isoWeekday(page.today) === 1) {
    const counts = await page.eachCompany((company) =>
      loadWaitingWeeks(page.db, company.id, registersTimeCondition, page.at),
    );
    for (const { company, result: weeks } of counts) {
      if (weeks <= 0) continue;
      drafts.push(
        ...toAdmins(page, company.id, {
          kind: 'timereg-weeks-awaiting-approval',
          params: { weeks },
          link: '/tidsregistrering',
          dedupeKey: `timereg-weeks-awaiting-approval:${page.today}`,
        }),
      );
    }
  }
  const warnings = await page.db
    .select({
      id: timeLogWarnings.id,
      companyId: timeLogWarnings.companyId,
      type: timeLogWarnings.type,
      date: timeLogWarnings.toDate,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(timeLogWarnings)
    .innerJoin(
      employees,
      and(eq(employees.id, timeLogWarnings.employeeId), eq(employees.companyId, timeLogWarnings.companyId)),
    )
    .where(
      and(
        inArray(timeLogWarnings.companyId, [...page.companyIds]),
        isNull(employees.deletedAt),
        eq(timeLogWarnings.read, false),
        gte(timeLogWarnings.createdAt, new Date(page.at.getTime() - WARNING_LOOKBACK_HOURS * 3_600_000)),
      ),
    );
  for (const warning of warnings) {
    drafts.push(
      ...toAdmins(page, warning.companyId, {
        kind: 'timereg-warning',
        params: {
          rule: warning.type.startsWith('48') ? '48' : '11',
          employee: `${warning.firstName} ${warning.lastName}`.trim(),
          date: warning.date,
        },
        link: '/tidsregistrering/overskridelser',
        dedupeKey: `timereg-warning:${warning.id}`,
      }),
    );
  }
  return drafts;
};
