import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

/** Sends through the SMTP server in SMTP_URL (smtp:// or smtps://user:password@host:port). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // A slow mail server must not hold a request (and a user) for long. nodemailer reads its options from the
  // URL's query, so the timeouts go there unless the operator set their own.
  const url = new URL(smtpUrl);
  for (const [option, milliseconds] of [
    ['connectionTimeout', 10_000],
    ['greetingTimeout', 10_000],
    ['socketTimeout', 20_000],
  ] as const) {
    if (!url.searchParams.has(option)) url.searchParams.set(option, String(milliseconds));
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers ?? {},
        attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      });
    },
    async close() {
      transport.close();
    },
  };
}
