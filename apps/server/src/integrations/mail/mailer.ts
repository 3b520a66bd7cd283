/** A file sent with an e-mail (an invoice's PDF). */
export interface MailAttachment {
  /** The name the recipient sees, e.g. 'Faktura-12.pdf'. */
  filename: string;
  contentType: string;
  content: Buffer;
}

/** One e-mail, rendered: both an HTML and a plain-text body, in Danish, and any files. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on notification mail. */
  headers?: Record<string, string>;
}

/**
 * Where e-mail goes: SMTP when SMTP_URL is configured, otherwise the outbox table (docs/rules/platform.md#ruling-17). Both
 * behave the same to the caller; sending is awaited outside database transactions (DESIGN.md rule 6).
 */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export const MAIL_FROM_DEFAULT = 'Kollega <no-reply@kollega.local>';
