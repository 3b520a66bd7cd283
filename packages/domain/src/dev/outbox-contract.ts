import { z } from 'zod';

/** GET /api/dev/outbox (outside production): the e-mails kept instead of sent, newest first. */
export const outboxResponseSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      /** The files sent with it, by name and size (bytes). */
      attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number() })),
      /** ISO instant. */
      createdAt: z.string(),
    }),
  ),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
