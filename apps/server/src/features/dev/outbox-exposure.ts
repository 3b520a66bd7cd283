import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config/config';
import { isLoopbackHost } from '../../config/loopback';
import type { Mailer } from '../../integrations/mail/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the dev mail outbox is served and why, for the start-up message. */
    devOutbox: DevOutboxExposure;
  }
}

export interface DevOutboxExposure {
  served: boolean;
  /** For the start-up log: operators read why the outbox is or is not there (and, when served, its link). */
  reason: string;
  /** What a request must show (query, header or cookie) to read the outbox; null when it is not served. */
  token: string | null;
}

/**
 * Whether the dev mail outbox (/dev/mail, /api/dev/outbox) is served. It shows live verification and reset
 * links for every company, so it exists only where nobody else can reach it: outside production, when mail
 * is not sent, and when BASE_URL is a loopback address. A public BASE_URL means a reverse proxy in front; one
 * on the same host connects from 127.0.0.1 and (nginx's default) sends a local Host, so the per-request check
 * in routes.ts cannot tell its requests from the developer's own. Even where it is served, a request needs the
 * random token printed at start-up (issue 25): a proxy on the same host that the BASE_URL check cannot see
 * (say, one added for a demo) then still gets 404, since nobody behind it knows the token.
 */
export function devOutboxExposure(
  config: Pick<AppConfig, 'nodeEnv' | 'baseUrl'> & { devOutboxToken?: string | undefined },
  mailerKind: Mailer['kind'],
): DevOutboxExposure {
  if (config.nodeEnv === 'production')
    return { served: false, reason: 'not served (NODE_ENV=production)', token: null };
  if (mailerKind !== 'outbox')
    return { served: false, reason: 'not needed (e-mail is sent through SMTP_URL)', token: null };
  if (!isLoopbackHost(new URL(config.baseUrl).hostname)) {
    return {
      served: false,
      token: null,
      reason:
        `not served: BASE_URL ${config.baseUrl} is not a loopback address, so a proxy could expose it. ` +
        'E-mail is kept in the mail_outbox table; set SMTP_URL to send it.',
    };
  }
  const token = config.devOutboxToken ?? randomBytes(24).toString('base64url');
  return {
    served: true,
    token,
    reason: `${config.baseUrl}/dev/mail?token=${token} (this machine only, with this link's token; no SMTP_URL)`,
  };
}
