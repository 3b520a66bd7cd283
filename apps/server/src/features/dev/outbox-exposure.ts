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
  /** For the start-up log: operators read why the outbox is or is not there. */
  reason: string;
}

/**
 * Whether the dev mail outbox (/dev/mail, /api/dev/outbox) is served. It shows live verification and reset
 * links for every company, so it exists only where nobody else can reach it: outside production, when mail
 * is not sent, and when BASE_URL is a loopback address. A public BASE_URL means a reverse proxy in front; one
 * on the same host connects from 127.0.0.1 and (nginx's default) sends a local Host, so the per-request check
 * in routes.ts cannot tell its requests from the developer's own.
 */
export function devOutboxExposure(
  config: Pick<AppConfig, 'nodeEnv' | 'baseUrl'>,
  mailerKind: Mailer['kind'],
): DevOutboxExposure {
  if (config.nodeEnv === 'production') return { served: false, reason: 'not served (NODE_ENV=production)' };
  if (mailerKind !== 'outbox')
    return { served: false, reason: 'not needed (e-mail is sent through SMTP_URL)' };
  if (!isLoopbackHost(new URL(config.baseUrl).hostname)) {
    return {
      served: false,
      reason:
        `not served: BASE_URL ${config.baseUrl} is not a loopback address, so a proxy could expose it. ` +
        'E-mail is kept in the mail_outbox table; set SMTP_URL to send it.',
    };
  }
  return {
    served: true,
    reason: `served at ${config.baseUrl}/dev/mail, to this machine only (no SMTP_URL, BASE_URL is a loopback address)`,
  };
}
