import type { holidayRequests } from '../../db/schema/index';
import type { Tx } from '../../services/context';
import { adminRecipients, produceNotifications } from '../notifications/public';
import { type HolidayEmployee, nameOf } from './holiday-record';

type RequestRow = typeof holidayRequests.$inferSelect;

/** A new holiday request, to the company's admins (issue 26), inside the request's own transaction. */
export async function announceHolidayRequest(
  tx: Tx,
  row: RequestRow,
  employee: HolidayEmployee,
): Promise<void> {
  const admins = await adminRecipients(tx, row.companyId);
  await produceNotifications(
    tx,
    admins
      .filter((id) => id !== employee.id)
      .map((employeeId) => ({
        companyId: row.companyId,
        employeeId,
        kind: 'holiday-request' as const,
        params: { employee: nameOf(employee), from: row.fromDate, to: row.toDate },
        link: '/fravaer',
        dedupeKey: `holiday-request:${row.id}`,
      })),
    new Date(),
  );
}

/** An admin's decision, to the employee who asked (issue 26), inside the decision's transaction. */
export async function announceHolidayDecision(tx: Tx, row: RequestRow): Promise<void> {
  await produceNotifications(
    tx,
    [
      {
        companyId: row.companyId,
        employeeId: row.employeeId,
        kind: 'holiday-decision',
        params: { approved: row.status === 'approved' ? 1 : 0, from: row.fromDate, to: row.toDate },
        link: '/',
        dedupeKey: `holiday-decision:${row.id}`,
      },
    ],
    new Date(),
  );
}
