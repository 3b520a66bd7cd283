import { and, count, eq, isNull } from 'drizzle-orm';
import type { App } from '../app';
import { notifications } from '../db/schema/index';
import { withCompany } from '../db/tenant-scope';
import { produceNotifications } from '../features/notifications/public';
import { scanCompany } from '../features/notifications/scan/run-notification-scan';

/**
 * The bell of the demo (issue 26): the scan at this moment over the demo's own data (equipment expiring,
 * overdue tasks, warnings …), and a welcome to the owner so the bell is never empty. Safe to run twice: dedupe
 * keys. Returns the owner's unread count.
 */
export async function seedDemoNotifications(
  app: App,
  companyId: string,
  ownerEmployeeId: string,
): Promise<number> {
  const db = app.database.db;
  const now = new Date();
  await scanCompany({ db }, companyId, now);
  await withCompany(companyId, () =>
    produceNotifications(
      db,
      [
        {
          companyId,
          employeeId: ownerEmployeeId,
          kind: 'weekly-summary',
          params: {
            lines: 'Velkommen til notifikationer i Kollega. Vælg under Profil, hvordan de skal nå dig.',
          },
          link: '/profile',
          dedupeKey: 'demo:welcome',
        },
      ],
      now,
    ),
  );
  const [unread] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.employeeId, ownerEmployeeId), isNull(notifications.readAt)));
  return unread?.value ?? 0;
}
