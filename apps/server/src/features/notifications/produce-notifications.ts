import {
  DEFAULT_NOTIFICATION_DELIVERY,
  type MissingEntryReminder,
  type NotificationDelivery,
  type NotificationKind,
  type NotificationParams,
  nextDigestMoment,
  nextSendingMoment,
} from '@kollega/domain';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import {
  employees,
  notificationEmails,
  notificationPreferences,
  notifications,
  pushSubscriptions,
} from '../../db/schema/index';
import { type Reader, type Writer, withTransaction } from '../../services/context';
import { loadMissingEntryReminder } from '../timereg/public';

let pushMayBePending = false;

/**
 * Whether a notification was marked for push since the last call (and clears it): the app asks after each
 * request, so the push goes out once that request's transaction has committed (decision 040).
 */
export function takePushPendingFlag(): boolean {
  const was = pushMayBePending;
  pushMayBePending = false;
  return was;
}

/** One notification a feature or the scan wants to exist. */
export interface NotificationDraft {
  companyId: string;
  /** The recipient's employee record; people without a login are skipped. */
  employeeId: string;
  kind: NotificationKind;
  params: NotificationParams;
  /** The web app's path it leads to. */
  link: string | null;
  /** Names the event for this recipient: the same key twice is one notification. */
  dedupeKey: string;
  /** An iTIP calendar file for the e-mail (agreement invitations). */
  calendar?: string | null;
}

/**
 * Each recipient's delivery for each kind: their choice, else the kind's default. The missing-entry reminder's
 * default is the company's 'Påmindelse om manglende registrering' (decision 040), and its 'Fra' turns the kind off
 * for everyone whatever they chose.
 */
export async function deliveriesFor(
  db: Reader,
  companyId: string,
  employeeIds: readonly string[],
): Promise<(employeeId: string, kind: NotificationKind) => NotificationDelivery> {
  const rows = employeeIds.length
    ? await db
        .select({
          employeeId: notificationPreferences.employeeId,
          kind: notificationPreferences.kind,
          delivery: notificationPreferences.delivery,
        })
        .from(notificationPreferences)
        .where(
          and(
            eq(notificationPreferences.companyId, companyId),
            inArray(notificationPreferences.employeeId, [...employeeIds]),
          ),
        )
    : [];
  const chosen = new Map(rows.map((row) => [`${row.employeeId}:${row.kind}`, row.delivery]));
  const reminder = await loadMissingEntryReminder(db, companyId);
  return (employeeId, kind) => {
    if (kind === 'timereg-missing-entry' && reminder === 'off') return 'off';
    const own = chosen.get(`${employeeId}:${kind}`) as NotificationDelivery | undefined;
    if (own) return own;
    return defaultDelivery(kind, reminder);
  };
}

/** A kind's delivery for someone who has not chosen: the domain's default, or the company's reminder setting. */
function defaultDelivery(kind: NotificationKind, reminder: MissingEntryReminder): NotificationDelivery {
  return kind === 'timereg-missing-entry' ? reminder : DEFAULT_NOTIFICATION_DELIVERY[kind];
}

/**
 * Makes the notifications that do not exist yet, and queues the e-mail of those the recipient wants by e-mail
 * (issue 26, decision 040). Idempotent: a (recipient, dedupe key) already there is left alone (`on conflict do
 * nothing`), so a re-run scan, a second server or a retried action produces nothing twice. Joins the caller's
 * transaction, so an event is announced exactly when the action that caused it commits. A recipient with a device
 * subscribed to push gets the row marked 'pending'; `sendPendingPushes` sends it once that transaction committed. One company per call;
 * a constant number of statements whatever the number of drafts. Returns how many were new.
 */
export async function produceNotifications(
  db: Writer,
  drafts: readonly NotificationDraft[],
  at: Date,
): Promise<number> {
  const [first] = drafts;
  if (!first) return 0;
  const companyId = first.companyId;
  if (drafts.some((draft) => draft.companyId !== companyId)) {
    throw new Error('produceNotifications: one company per call');
  }
  return withTransaction(db, async (tx) => {
    const recipientIds = [...new Set(drafts.map((draft) => draft.employeeId))];
    const recipients = await tx
      .select({ id: employees.id, userId: employees.userId })
      .from(employees)
      .where(
        and(
          eq(employees.companyId, companyId),
          inArray(employees.id, recipientIds),
          isNull(employees.deletedAt),
          isNotNull(employees.userId),
        ),
      );
    const userOf = new Map(recipients.map((row) => [row.id, row.userId as string]));
    const deliveryOf = await deliveriesFor(tx, companyId, [...userOf.keys()]);
    const wanted = drafts.filter(
      (draft) => userOf.has(draft.employeeId) && deliveryOf(draft.employeeId, draft.kind) !== 'off',
    );
    if (wanted.length === 0) return 0;
    // Someone with a device subscribed gets a push too (decision 040): marked pending here, sent after the commit.
    const pushUsers = new Set(
      (
        await tx
          .selectDistinct({ userId: pushSubscriptions.userId })
          .from(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.companyId, companyId),
              inArray(pushSubscriptions.userId, [...new Set(userOf.values())]),
            ),
          )
      ).map((row) => row.userId),
    );
    const created = await tx
      .insert(notifications)
      .values(
        wanted.map((draft) => ({
          companyId,
          employeeId: draft.employeeId,
          userId: userOf.get(draft.employeeId) as string,
          kind: draft.kind,
          params: draft.params,
          link: draft.link,
          dedupeKey: draft.dedupeKey,
          createdAt: at,
          pushState: pushUsers.has(userOf.get(draft.employeeId) as string) ? 'pending' : null,
        })),
      )
      .onConflictDoNothing()
      .returning({
        id: notifications.id,
        employeeId: notifications.employeeId,
        kind: notifications.kind,
        dedupeKey: notifications.dedupeKey,
      });
    if (created.length > 0 && pushUsers.size > 0) pushMayBePending = true;
    const calendarOf = new Map(
      wanted.map((draft) => [`${draft.employeeId}:${draft.dedupeKey}`, draft.calendar]),
    );
    const mails = created.flatMap((row) => {
      const delivery = deliveryOf(row.employeeId, row.kind as NotificationKind);
      if (delivery !== 'e-mail' && delivery !== 'daily-digest') return [];
      return [
        {
          companyId,
          notificationId: row.id,
          employeeId: row.employeeId,
          channel: delivery,
          sendAfter: delivery === 'e-mail' ? nextSendingMoment(at) : nextDigestMoment(at),
          calendar: calendarOf.get(`${row.employeeId}:${row.dedupeKey}`) ?? null,
        },
      ];
    });
    if (mails.length > 0) await tx.insert(notificationEmails).values(mails).onConflictDoNothing();
    return created.length;
  });
}

/**
 * `produceNotifications` for the scan (decision 040): one company's drafts in ONE statement, run as that company
 * (row-level security: the caller is inside `withCompany`), so a page of companies costs two round trips per company
 * (the tenant's `set_config` and this) instead of a transaction of seven. The same rules, in SQL: a recipient must
 * be this company's own employee with a login, not deleted (read under the company's policies, so another
 * company's employee can never receive it); the delivery is their choice, else `defaultDelivery` with the
 * company's reminder setting, whose 'off' turns the kind off for everyone; a recipient with a push subscription
 * gets `push_state = 'pending'`; `on conflict do nothing` keeps (recipient, dedupe key) once; the e-mail and
 * digest rows are made only for notifications this statement created. One statement is atomic, so a crash leaves
 * all or nothing of it. Returns how many were new.
 */
export async function produceScannedNotifications(
  db: Writer,
  companyId: string,
  drafts: readonly NotificationDraft[],
  at: Date,
  reminder: MissingEntryReminder,
): Promise<number> {
  if (drafts.some((draft) => draft.companyId !== companyId)) {
    throw new Error('produceScannedNotifications: one company per call');
  }
  // The first draft of a (recipient, dedupe key) wins, as in one multi-row insert with `on conflict do nothing`.
  const seen = new Set<string>();
  const rows = [];
  for (const draft of drafts) {
    const key = `${draft.employeeId}:${draft.dedupeKey}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (draft.kind === 'timereg-missing-entry' && reminder === 'off') continue;
    rows.push({
      employee_id: draft.employeeId,
      kind: draft.kind,
      params: draft.params,
      link: draft.link,
      dedupe_key: draft.dedupeKey,
      calendar: draft.calendar ?? null,
      fallback: defaultDelivery(draft.kind, reminder),
    });
  }
  if (rows.length === 0) return 0;
  const [result] = await queryRows<{ created: number; pushed: number }>(
    db,
    sql`
      with draft as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as d(
          employee_id uuid, kind text, params jsonb, link text, dedupe_key text, calendar text, fallback text)
      ), wanted as (
        select draft.*, e.user_id, coalesce(p.delivery, draft.fallback) as delivery,
          exists (select 1 from ${pushSubscriptions} s
                  where s.company_id = ${companyId} and s.user_id = e.user_id) as push
        from draft
        join ${employees} e on e.company_id = ${companyId} and e.id = draft.employee_id
          and e.deleted_at is null and e.user_id is not null
        left join ${notificationPreferences} p on p.company_id = ${companyId}
          and p.employee_id = draft.employee_id and p.kind = draft.kind
      ), made as (
        insert into ${notifications}
          (company_id, employee_id, user_id, kind, params, link, dedupe_key, created_at, push_state)
        select ${companyId}, employee_id, user_id, kind, params, link, dedupe_key, ${at.toISOString()}::timestamptz,
          case when push then 'pending' end
        from wanted where delivery <> 'off'
        on conflict do nothing
        returning id, employee_id, dedupe_key, push_state
      ), mailed as (
        insert into ${notificationEmails} (company_id, notification_id, employee_id, channel, send_after, calendar)
        select ${companyId}, made.id, made.employee_id, wanted.delivery,
          case wanted.delivery when 'e-mail' then ${nextSendingMoment(at).toISOString()}::timestamptz
            else ${nextDigestMoment(at).toISOString()}::timestamptz end,
          wanted.calendar
        from made join wanted on wanted.employee_id = made.employee_id and wanted.dedupe_key = made.dedupe_key
        where wanted.delivery in ('e-mail', 'daily-digest')
        on conflict do nothing
        returning 1
      )
      select (select count(*) from made)::int as created,
        (select count(*) from made where push_state = 'pending')::int as pushed`,
  );
  if ((result?.pushed ?? 0) > 0) pushMayBePending = true;
  return result?.created ?? 0;
}
