import { isoWeekday } from '@kollega/domain';
import { and, eq, gte, isNull } from 'drizzle-orm';
import { employees, timeLogWarnings } from '../../../db/schema/index';
import { loadWaitingWeeks } from '../../dashboard/public';
import { registersTimeCondition } from '../../timereg/public';
import type { NotificationDraft } from '../produce-notifications';
import { type KindScan, toAdmins } from './scan-context';

/** A warning is announced if it was made within this many hours (a scan every quarter-hour sees it in time). */
const WARNING_LOOKBACK_HOURS = 48;

/**
 * Time registration (issue 26), to the admins: on Monday 'N uger venter på godkendelse' (the dashboard's
 * count, decision 032), and every new 11- or 48-hour warning once.
 */
export const scanTimereg: KindScan = async (scan) => {
  const drafts: NotificationDraft[] = [];
  if (isoWeekday(scan.today) === 1) {
    const weeks = await loadWaitingWeeks(scan.db, scan.companyId, registersTimeCondition, scan.at);
    if (weeks > 0) {
      drafts.push(
        ...toAdmins(scan, {
          kind: 'timereg-weeks-awaiting-approval',
          params: { weeks },
          link: '/tidsregistrering',
          dedupeKey: `timereg-weeks-awaiting-approval:${scan.today}`,
        }),
      );
    }
  }
  const warnings = await scan.db
    .select({
      id: timeLogWarnings.id,
      type: timeLogWarnings.type,
      date: timeLogWarnings.toDate,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(timeLogWarnings)
    .innerJoin(employees, eq(employees.id, timeLogWarnings.employeeId))
    .where(
      and(
        eq(timeLogWarnings.companyId, scan.companyId),
        eq(employees.companyId, scan.companyId),
        isNull(employees.deletedAt),
        eq(timeLogWarnings.read, false),
        gte(timeLogWarnings.createdAt, new Date(scan.at.getTime() - WARNING_LOOKBACK_HOURS * 3_600_000)),
      ),
    );
  for (const warning of warnings) {
    drafts.push(
      ...toAdmins(scan, {
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
