import {
  type EmployeeRole,
  ERROR_MESSAGES,
  hasAdminAppAccess,
  isTwoFactorRequired,
  type Plan,
  type SubscriptionStatus,
  sessionHasSecondFactor,
} from '@kollega/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database';
import { companies, employees, subscriptions } from '../../db/schema/index';
import { bindCompanyToRequest, unsafeAcrossCompanies } from '../../db/tenant-scope';
import { AppError } from '../../errors/app-error';
import { attributeRequestToCompany } from '../request-queue';
import { accessOf, type RouteAccess } from '../route-config';
import type { Auth } from './create-auth';
import { toFetchRequest } from './fetch-bridge';
import { lookUpSession, MEMBERSHIP_COLUMNS, type MembershipRow } from './session-lookup';

/** Who is calling, from the verified session only (DESIGN.md rule 1: never from the request body). */
export interface SessionContext {
  userId: string;
  sessionId: string;
  email: string;
  emailVerified: boolean;
  isSuperadmin: boolean;
  /** TOTP two-factor sign-in is set up (decision 034). */
  twoFactorEnabled: boolean;
  /** 'passkey' when a passkey started this session (decision 053); null or absent for a password sign-in. */
  signInMethod?: string | null;
  /** The super admin behind an impersonated session (docs/rules/auth-and-access.md#ruling-7), for the audit log. */
  impersonatedBy: string | null;
  requestId: string;
}

/** A signed-in person with an employee record: the company comes from here and nowhere else. */
export interface MemberContext extends SessionContext {
  companyId: string;
  employeeId: string;
  role: EmployeeRole;
  isOwner: boolean;
  /** The owner's 'Kræv to-trinsbekræftelse for administratorer' (decision 034). */
  companyRequiresAdminTwoFactor: boolean;
  /** 'Luk konto' (decision 051): the company is closed and waiting for deletion; its users may only read. */
  companyClosed?: { closedAt: Date; deleteAfter: Date } | null;
  subscription: { plan: Plan; status: SubscriptionStatus } | null;
}

export type AdminContext = MemberContext & { role: 'admin' };

interface ResolvedContext {
  session: SessionContext | null;
  member: MemberContext | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolves (once per request) who is calling; use the require… guards rather than this directly. */
    resolveContext(): Promise<ResolvedContext>;
  }
  interface FastifyInstance {
    auth: Auth;
  }
}

/**
 * Whose employee is this user, in which company? Asked before any company is known, so across companies on
 * purpose (hence `unsafe`): the user id comes from the verified session, and the answer is the company.
 */
export async function unsafeFindMembership(db: Db, session: SessionContext): Promise<MemberContext | null> {
  const [row] = await unsafeAcrossCompanies(() =>
    db
      .select(MEMBERSHIP_COLUMNS)
      .from(employees)
      .innerJoin(companies, eq(companies.id, employees.companyId))
      .leftJoin(subscriptions, eq(subscriptions.companyId, employees.companyId))
      .where(eq(employees.userId, session.userId))
      .limit(1),
  );
  return row ? memberFrom(session, row) : null;
}

/** The member context of a session and its employee record (the one statement's or `unsafeFindMembership`'s). */
function memberFrom(session: SessionContext, row: MembershipRow): MemberContext {
  const isOwner = row.ownerUserId === session.userId;
  return {
    ...session,
    companyId: row.companyId,
    employeeId: row.employeeId,
    // The owner is always admin (hr-core §6), whatever the record says.
    role: isOwner || row.role === 'admin' ? 'admin' : 'employee',
    isOwner,
    companyRequiresAdminTwoFactor: row.requireAdminTwoFactor,
    companyClosed:
      row.closedAt && row.closureDeleteAfter
        ? { closedAt: row.closedAt, deleteAfter: row.closureDeleteAfter }
        : null,
    subscription:
      row.plan && row.status ? { plan: row.plan as Plan, status: row.status as SubscriptionStatus } : null,
  };
}

type RequestWithRefresh = FastifyRequest & { refreshedCookies?: string[] };

async function resolve(
  request: FastifyRequest,
  auth: Auth,
  billingEnabled: boolean,
): Promise<ResolvedContext> {
  const cookie = request.headers.cookie;
  const bearer = request.headers.authorization;
  if (!cookie && !bearer) return { session: null, member: null };
  const database = request.server.database;
  // The plain case in one statement (session-lookup.ts, decision 060); better-auth for everything else.
  const row = await lookUpSession(database.privilegedDb, auth, cookie);
  if (row) {
    const session: SessionContext = {
      userId: row.userId,
      sessionId: row.sessionId,
      email: row.email,
      emailVerified: row.emailVerified,
      isSuperadmin: row.role === 'superadmin',
      twoFactorEnabled: row.twoFactorEnabled,
      impersonatedBy: row.impersonatedBy,
      signInMethod: row.signInMethod,
      requestId: request.id,
    };
    return bindMember(
      request,
      session,
      row.membership && memberFrom(session, row.membership),
      billingEnabled,
    );
  }
  const { response: result, headers } = await auth.api.getSession({
    headers: toFetchRequest(request, 'http://localhost').headers,
    returnHeaders: true,
  });
  // better-auth extends a session in use (once a day) and sends its cookie again with the new expiry; the
  // onSend hook below passes it on, so an active user is not signed out 30 days after signing in.
  (request as RequestWithRefresh).refreshedCookies = headers.getSetCookie();
  if (!result) return { session: null, member: null };
  const session: SessionContext = {
    userId: result.user.id,
    sessionId: result.session.id,
    email: result.user.email,
    emailVerified: result.user.emailVerified,
    isSuperadmin: (result.user as { role?: string | null }).role === 'superadmin',
    twoFactorEnabled: (result.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true,
    impersonatedBy: (result.session as { impersonatedBy?: string | null }).impersonatedBy ?? null,
    signInMethod: (result.session as { signInMethod?: string | null }).signInMethod ?? null,
    requestId: request.id,
  };
  const found = await unsafeFindMembership(database.db, session);
  return bindMember(request, session, found, billingEnabled);
}

/** The request's company from here on, and the subscription BILLING=off gives everyone. */
function bindMember(
  request: FastifyRequest,
  session: SessionContext,
  found: MemberContext | null,
  billingEnabled: boolean,
): ResolvedContext {
  // BILLING=off (docs/rules/billing.md#ruling-27): every company has premiumplus, whatever its subscription row says.
  const member =
    found && !billingEnabled
      ? { ...found, subscription: { plan: 'premiumplus' as const, status: 'active' as const } }
      : found;
  // From here on this request's queries see only its company's rows (row-level security, decision 015).
  if (member) bindCompanyToRequest(member.companyId);
  // The embedded request queue counts this request, and the session's next ones, against the company (issue 25).
  if (member) attributeRequestToCompany(request, member.companyId);
  return { session, member };
}

const DENIED = {
  unauthenticated: () => new AppError('UNAUTHENTICATED'),
  unverified: () => new AppError('EMAIL_NOT_VERIFIED'),
  noProfile: () => new AppError('PROFILE_MISSING'),
  notAdmin: () => new AppError('FORBIDDEN', ERROR_MESSAGES.FORBIDDEN),
  noSubscription: () => new AppError('SUBSCRIPTION_REQUIRED'),
  noTwoFactor: () => new AppError('TWO_FACTOR_REQUIRED'),
};

/**
 * Decision 034: a super admin, and an admin of a company that requires it, must have two-factor sign-in before
 * the admin routes answer; until then they get 403 TWO_FACTOR_REQUIRED and the web shows the setup screen. An
 * impersonated session is exempt: the super admin behind it passed their own second factor (requireSuperadmin).
 * Decision 053: so is a session a user-verifying passkey started (two factors in one); a password session of the
 * same person is not, until TOTP is set up.
 */
function lacksRequiredTwoFactor(session: SessionContext, member: MemberContext | null): boolean {
  if (
    sessionHasSecondFactor({
      twoFactorEnabled: session.twoFactorEnabled,
      signInMethod: session.signInMethod ?? null,
    }) ||
    session.impersonatedBy
  )
    return false;
  return isTwoFactorRequired({
    isSuperadmin: session.isSuperadmin,
    companyRole: member?.role ?? null,
    companyRequiresAdminTwoFactor: member?.companyRequiresAdminTwoFactor ?? false,
  });
}

export async function requireSession(request: FastifyRequest): Promise<SessionContext> {
  const { session } = await request.resolveContext();
  if (!session) throw DENIED.unauthenticated();
  return session;
}

export async function requireVerified(request: FastifyRequest): Promise<SessionContext> {
  const session = await requireSession(request);
  if (!session.emailVerified) throw DENIED.unverified();
  return session;
}

export async function requireMember(request: FastifyRequest): Promise<MemberContext> {
  await requireVerified(request);
  const { member } = await request.resolveContext();
  if (!member) throw DENIED.noProfile();
  return member;
}

/** An admin of their company, with the subscription the admin app needs (the owner always gets in). */
export async function requireAdmin(request: FastifyRequest): Promise<AdminContext> {
  const member = await requireMember(request);
  if (member.role !== 'admin') throw DENIED.notAdmin();
  if (
    !hasAdminAppAccess({ isOwner: member.isOwner, subscriptionStatus: member.subscription?.status ?? null })
  ) {
    throw DENIED.noSubscription();
  }
  if (lacksRequiredTwoFactor(member, member)) throw DENIED.noTwoFactor();
  return member as AdminContext;
}

export async function requireSuperadmin(request: FastifyRequest): Promise<SessionContext> {
  const session = await requireVerified(request);
  if (!session.isSuperadmin) throw DENIED.notAdmin();
  if (lacksRequiredTwoFactor(session, null)) throw DENIED.noTwoFactor();
  return session;
}

const GUARDS: Record<Exclude<RouteAccess, 'public'>, (request: FastifyRequest) => Promise<unknown>> = {
  session: requireSession,
  verified: requireVerified,
  member: requireMember,
  admin: requireAdmin,
  superadmin: requireSuperadmin,
};

const READING_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Decision 051: while a company is closed (waiting for deletion), its users may read and export but change
 * nothing: every other method answers 403 COMPANY_CLOSED, except the routes that say `whileClosed` (reopening,
 * starting an export). Checked here, once, so no feature can forget it.
 */
async function refuseChangesWhileClosed(request: FastifyRequest): Promise<void> {
  if (READING_METHODS.has(request.method) || request.routeOptions.config.whileClosed) return;
  const { member } = await request.resolveContext();
  if (member?.companyClosed) throw new AppError('COMPANY_CLOSED');
}

/**
 * Gives every request a lazily resolved context and enforces each route's `config.access` as soon as the
 * route is known (onRequest): before the body is read, parsed or validated, so a stranger gets 401 (and the
 * wrong role 403) without learning which fields a route wants. Handlers then call the matching require… guard
 * to get the typed context (it is already resolved).
 */
export const requestContextPlugin = fp<{ auth: Auth; billingEnabled?: boolean }>(
  async function requestContext(app: FastifyInstance, options) {
    app.decorate('auth', options.auth);
    app.decorateRequest('resolveContext', function resolveContext(this: FastifyRequest) {
      const self = this as FastifyRequest & { contextPromise?: Promise<ResolvedContext> };
      self.contextPromise ??= resolve(this, options.auth, options.billingEnabled ?? true);
      return self.contextPromise;
    });
    app.addHook('onSend', async (request, reply) => {
      const refreshed = (request as RequestWithRefresh).refreshedCookies;
      // A response that sets cookies itself (sign-in, sign-out, impersonation) knows better.
      if (refreshed?.length && !reply.hasHeader('set-cookie')) reply.header('set-cookie', refreshed);
    });
    app.addHook('onRequest', async (request) => {
      const access = accessOf(request.routeOptions.url ?? '', request.routeOptions.config.access);
      if (access === 'public') return;
      await GUARDS[access](request);
      await refuseChangesWhileClosed(request);
    });
  },
);
