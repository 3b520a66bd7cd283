import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeedCreated, CalendarFeedStatus } from '@kollega/domain';
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { AuditEntry } from '../../../db/audit';
import { agreements, calendarFeedTokens, employees } from '../../../db/schema/index';
import { unsafeAcrossCompanies, withCompany } from '../../../db/tenant-scope';
import { notFound } from '../../../errors/app-error';
import type { AdminContext } from '../../../plugins/auth/request-context';
import { audited, type Reader } from '../../../services/context';
import type { AgreementDeps } from '../deps';
import { agreementCalendar } from './agreement-calendar';

/** The feed shows open agreements from a year back on, at most this many (a bounded answer). */
const FEED_MAX_EVENTS = 2000;
const FEED_LOOKBACK_DAYS = 365;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function feedAddresses(baseUrl: string, token: string) {
  const https = new URL(`/api/calendar-feed/${token}`, baseUrl).toString();
  return { httpsUrl: https, webcalUrl: https.replace(/^https?:/, 'webcal:') };
}

const feedAudit = (action: string, feedId: string): AuditEntry => ({
  action,
  entityType: 'calendar-feed',
  entityId: feedId,
  details: {},
});

const ownToken = (ctx: AdminContext) =>
  and(eq(calendarFeedTokens.companyId, ctx.companyId), eq(calendarFeedTokens.userId, ctx.userId));

/** GET /api/agreements/calendar-feed: whether the admin's feed is on (the address itself is never kept). */
export async function calendarFeedStatus(
  deps: { db: Reader },
  ctx: AdminContext,
): Promise<CalendarFeedStatus> {
  const [row] = await deps.db.select().from(calendarFeedTokens).where(ownToken(ctx));
  return { enabled: !!row, createdAt: row?.createdAt.toISOString() ?? null };
}

/**
 * POST /api/agreements/calendar-feed: turns the admin's feed on, or gives it a new address (the old one then
 * answers 404). The token (256 random bits) is shown once; only its SHA-256 is stored.
 */
export async function createCalendarFeed(
  deps: Pick<AgreementDeps, 'db' | 'baseUrl'>,
  ctx: AdminContext,
): Promise<CalendarFeedCreated> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = await audited(deps.db, ctx, async (tx) => {
    const replaced = await tx
      .delete(calendarFeedTokens)
      .where(ownToken(ctx))
      .returning({ id: calendarFeedTokens.id });
    const [row] = await tx
      .insert(calendarFeedTokens)
      .values({ companyId: ctx.companyId, userId: ctx.userId, tokenHash: hashToken(token) })
      .returning();
    if (!row) throw new Error('insert into calendar_feed_tokens returned no row');
    return {
      result: row.createdAt,
      audit: feedAudit(replaced.length > 0 ? 'calendar-feed.regenerate' : 'calendar-feed.create', row.id),
    };
  });
  return { ...feedAddresses(deps.baseUrl, token), createdAt: createdAt.toISOString() };
}

/** DELETE /api/agreements/calendar-feed: revokes the feed; its address answers 404 from now on. */
export async function revokeCalendarFeed(deps: Pick<AgreementDeps, 'db'>, ctx: AdminContext): Promise<void> {
  await audited(deps.db, ctx, async (tx) => {
    const removed = await tx
      .delete(calendarFeedTokens)
      .where(ownToken(ctx))
      .returning({ id: calendarFeedTokens.id });
    return { result: undefined, audit: removed.map((row) => feedAudit('calendar-feed.revoke', row.id)) };
  });
}

/**
 * GET /api/calendar-feed/:token: no session, only the token. A wrong, revoked or malformed token, or one whose
 * admin is no longer an admin of the company, is a 404 that says nothing more. The token is found across
 * companies (it is the only thing the request has), then everything else is read in that company's scope.
 */
export async function calendarFeed(
  deps: Pick<AgreementDeps, 'db' | 'baseUrl'>,
  input: { token: string },
): Promise<string> {
  const { token } = input;
  if (!TOKEN.test(token)) throw notFound();
  const [feed] = await unsafeAcrossCompanies(() =>
    deps.db
      .select({ companyId: calendarFeedTokens.companyId, userId: calendarFeedTokens.userId })
      .from(calendarFeedTokens)
      .where(eq(calendarFeedTokens.tokenHash, hashToken(token))),
  );
  if (!feed) throw notFound();
  return withCompany(feed.companyId, async () => {
    const [admin] = await deps.db
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(
          eq(employees.companyId, feed.companyId),
          eq(employees.userId, feed.userId),
          eq(employees.role, 'admin'),
          isNull(employees.deletedAt),
        ),
      );
    if (!admin) throw notFound();
    const since = new Date(Date.now() - FEED_LOOKBACK_DAYS * 86_400_000);
    const rows = await deps.db
      .select({
        id: agreements.id,
        title: agreements.title,
        location: agreements.location,
        startsAt: agreements.startsAt,
      })
      .from(agreements)
      .where(
        and(
          eq(agreements.companyId, feed.companyId),
          eq(agreements.isClosed, false),
          gte(agreements.startsAt, since),
        ),
      )
      .orderBy(asc(agreements.startsAt))
      .limit(FEED_MAX_EVENTS);
    return agreementCalendar(rows, { baseUrl: deps.baseUrl, name: 'Kollega: Møder og aftaler' });
  });
}
