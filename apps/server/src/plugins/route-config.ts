/**
 * Who may call a route, declared in the route's own config (CONVENTIONS.md: not matched by URL text):
 * - `public`: anyone;
 * - `session`: signed in, even before the e-mail is verified (the verification screen's own calls);
 * - `verified`: signed in with a verified e-mail (account setup: the CVR lookup, creating the company);
 * - `member`: has an employee record in a company, any role (their own profile);
 * - `admin`: an admin of a company whose subscription gives access, or its owner (the default);
 * - `superadmin`: the platform's super admin.
 */
export type RouteAccess = 'public' | 'session' | 'verified' | 'member' | 'admin' | 'superadmin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Defaults to 'admin': a route that forgets to say is closed, not open. */
    access?: RouteAccess;
    /**
     * A request that can hold the embedded server for seconds (a workbook or PDF over a long period): one company
     * or session runs one such request at a time (plugins/request-queue.ts, issue 25).
     */
    heavy?: boolean;
    /**
     * A write a closed company's users may still make (decision 051: reopening the account, starting an export);
     * every other write answers 403 COMPANY_CLOSED while the company is closed.
     */
    whileClosed?: boolean;
  }
}

/**
 * The access rule in force for a route: API routes are closed ('admin') unless they say otherwise; any other
 * route (the SPA's files, the OpenAPI UI, /dev/mail) is guarded only when it declares an access rule.
 */
export function accessOf(url: string, declared: RouteAccess | undefined): RouteAccess {
  const isApi = url.startsWith('/api/') && !url.startsWith('/api/docs');
  return declared ?? (isApi ? 'admin' : 'public');
}
