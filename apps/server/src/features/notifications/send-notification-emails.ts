import { isInSendingWindow, type NotificationKind, notificationText } from '@kollega/domain';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { employees, notificationEmails, notifications, users } from '../../db/schema/index';
import { unsafeAcrossCompanies } from '../../db/tenant-scope';
import type { MailMessage } from '../../integrations/mail/index';
import { insertIntoOutbox } from '../../integrations/mail/outbox-mailer';
import type { Tx } from '../../services/context';
import type { NotificationDeps } from './deps';
import { renderNotificationMail } from './notification-mail';
import { deliveriesFor } from './produce-notifications';
import { signUnsubscribeToken } from './unsubscribe-token';

/** Due mails claimed per transaction: small enough that one slow SMTP server holds few rows. */
const BATCH = 100;
/** Batches per run at most; the next run takes the rest. */
const MAX_BATCHES = 50;

export interface NotificationMailReport {
  sent: number;
  skipped: number;
}

interface DueRow {
  id: string;
  companyId: string;
  employeeId: string;
  channel: string;
  calendar: string | null;
  kind: string;
  params: Record<string, string | number | null>;
  link: string | null;
  email: string;
  firstName: string;
}

function absolute(baseUrl: string, link: string | null): string | null {
  return link ? new URL(link, baseUrl).toString() : null;
}

/** The mail of one recipient's due rows: one per event, or their digest as one. */
async function buildMessages(
  deps: NotificationDeps,
  rows: DueRow[],
): Promise<{ ids: string[]; message: MailMessage }[]> {
  const out: { ids: string[]; message: MailMessage }[] = [];
  const preferencesUrl = new URL('/profil#notifikationer', deps.baseUrl).toString();
  const digests = new Map<string, DueRow[]>();
  for (const row of rows) {
    if (row.channel === 'daily-digest') {
      const key = `${row.companyId}:${row.employeeId}`;
      digests.set(key, [...(digests.get(key) ?? []), row]);
      continue;
    }
    const kind = row.kind as NotificationKind;
    const unsubscribeUrl = new URL('/api/notifications/unsubscribe', deps.baseUrl);
    unsubscribeUrl.searchParams.set(
      'token',
      signUnsubscribeToken(deps.unsubscribeSecret, {
        companyId: row.companyId,
        employeeId: row.employeeId,
        kind,
      }),
    );
    const rendered = await renderNotificationMail({
      firstName: row.firstName,
      items: [{ ...notificationText(kind, row.params), url: absolute(deps.baseUrl, row.link) }],
      digest: false,
      kind,
      unsubscribeUrl: unsubscribeUrl.toString(),
      preferencesUrl,
    });
    out.push({
      ids: [row.id],
      message: {
        to: row.email,
        ...rendered,
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl.toString()}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        attachments: row.calendar
          ? [
              {
                filename: 'invitation.ics',
                contentType: `text/calendar; charset=utf-8; method=${row.calendar.includes('METHOD:CANCEL') ? 'CANCEL' : 'REQUEST'}`,
                content: Buffer.from(row.calendar, 'utf8'),
              },
            ]
          : [],
      },
    });
  }
  for (const group of digests.values()) {
    const [first] = group as [DueRow];
    const rendered = await renderNotificationMail({
      firstName: first.firstName,
      items: group.map((row) => ({
        ...notificationText(row.kind as NotificationKind, row.params),
        url: absolute(deps.baseUrl, row.link),
      })),
      digest: true,
      kind: null,
      unsubscribeUrl: null,
      preferencesUrl,
    });
    out.push({
      ids: group.map((row) => row.id),
      message: { to: first.email, ...rendered, headers: { 'List-Unsubscribe': `<${preferencesUrl}>` } },
    });
  }
  return out;
}

/** One batch in one transaction; returns how many rows it claimed. */
async function sendBatch(deps: NotificationDeps, at: Date, report: NotificationMailReport): Promise<number> {
  return unsafeAcrossCompanies(() =>
    deps.db.transaction(async (tx: Tx) => {
      // Claimed rows stay locked until this transaction ends: a second server skips them, never waits for them.
      const claimed = await tx
        .select({
          id: notificationEmails.id,
          companyId: notificationEmails.companyId,
          employeeId: notificationEmails.employeeId,
          channel: notificationEmails.channel,
          calendar: notificationEmails.calendar,
          notificationId: notificationEmails.notificationId,
        })
        .from(notificationEmails)
        .where(and(eq(notificationEmails.status, 'pending'), lte(notificationEmails.sendAfter, at)))
        .orderBy(asc(notificationEmails.sendAfter))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (claimed.length === 0) return 0;
      const details = await tx
        .select({
          id: notifications.id,
          kind: notifications.kind,
          params: notifications.params,
          link: notifications.link,
          email: users.email,
          firstName: employees.firstName,
        })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .innerJoin(employees, eq(employees.id, notifications.employeeId))
        .where(
          inArray(
            notifications.id,
            claimed.map((row) => row.notificationId),
          ),
        );
      const detailOf = new Map(details.map((row) => [row.id, row]));
      const due: DueRow[] = [];
      const skipped: string[] = [];
      // The choice as it is now: a kind turned off (or to in-app) since it was queued is not mailed.
      const byCompany = new Map<string, string[]>();
      for (const row of claimed)
        byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row.employeeId]);
      const deliveryOf = new Map<string, Awaited<ReturnType<typeof deliveriesFor>>>();
      for (const [companyId, employeeIds] of byCompany) {
        deliveryOf.set(companyId, await deliveriesFor(tx, companyId, [...new Set(employeeIds)]));
      }
      for (const row of claimed) {
        const detail = detailOf.get(row.notificationId);
        const delivery = detail
          ? deliveryOf.get(row.companyId)?.(row.employeeId, detail.kind as NotificationKind)
          : undefined;
        if (!detail?.email || (delivery !== 'e-mail' && delivery !== 'daily-digest')) {
          skipped.push(row.id);
          continue;
        }
        due.push({ ...row, ...detail, id: row.id });
      }
      const messages = await buildMessages(deps, due);
      for (const { message } of messages) {
        // The outbox is a table: the mail and its 'sent' mark commit together, exactly once. SMTP is sent while
        // the rows are locked; a crash after the server accepted it and before the commit sends it again.
        if (deps.mailer.kind === 'outbox') await insertIntoOutbox(tx, message);
        else await deps.mailer.send(message);
      }
      const sentIds = messages.flatMap((entry) => entry.ids);
      if (sentIds.length > 0) {
        await tx
          .update(notificationEmails)
          .set({ status: 'sent', sentAt: at })
          .where(inArray(notificationEmails.id, sentIds));
      }
      if (skipped.length > 0) {
        await tx
          .update(notificationEmails)
          .set({ status: 'skipped' })
          .where(inArray(notificationEmails.id, skipped));
      }
      report.sent += messages.length;
      report.skipped += skipped.length;
      return claimed.length;
    }),
  );
}

/**
 * Sends the notification e-mail that is due at `at` (issue 26, decision 040): only between 07:00 and 20:00
 * Copenhagen time; outside it everything waits. Each mail's rows are claimed, mailed and marked sent in one
 * transaction, so a crash mid-run neither loses nor (with the outbox) repeats a mail.
 */
export async function sendNotificationEmails(
  deps: NotificationDeps,
  at: Date,
): Promise<NotificationMailReport> {
  const report: NotificationMailReport = { sent: 0, skipped: 0 };
  if (!isInSendingWindow(at)) return report;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const claimed = await sendBatch(deps, at, report);
    if (claimed < BATCH) break;
  }
  return report;
}
