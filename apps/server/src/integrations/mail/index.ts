import type { Db } from '../../db/database';
import { MAIL_FROM_DEFAULT, type Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

export type { MailAttachment, Mailer, MailMessage } from './mailer';

/** SMTP when configured, else the outbox. */
export function createMailer(options: { smtpUrl: string | undefined; mailFrom?: string; db: Db }): Mailer {
  return options.smtpUrl
    ? createSmtpMailer(options.smtpUrl, options.mailFrom ?? MAIL_FROM_DEFAULT)
    : createOutboxMailer(options.db);
}
