import type { FastifyReply } from 'fastify';

/** A file to download: its bytes, the type to send it as, and the name the browser saves it under. */
export interface AttachmentFile {
  data: Buffer | string;
  contentType: string;
  fileName: string;
}

/** `filename*` (RFC 6266/5987) carries the real name with æøå; `filename` an ASCII fallback for old clients. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Answers with a file to save (a document, an invoice, a calendar file): never cached by a shared cache or
 * kept by the browser, since it holds one company's data.
 */
export function sendAttachment(reply: FastifyReply, file: AttachmentFile): FastifyReply {
  return reply
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .type(file.contentType)
    .send(file.data);
}
