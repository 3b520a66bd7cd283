import { PassThrough, type Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { loadExcelJs } from '../integrations/heavy-libraries';

/**
 * A file to download: its bytes (or a stream of them, sent as they are made), the type to send it as, and the
 * name the browser saves it under.
 */
export interface AttachmentFile {
  data: Buffer | string | Readable;
  contentType: string;
  fileName: string;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** exceljs's streaming writer, which a `WorkbookFile` fills sheet by sheet, committing rows as it goes. */
export type WorkbookWriter = ExcelJS.stream.xlsx.WorkbookWriter;

/**
 * An XLSX export whose data has been read (and its audit row written): the name, and how to write its sheets.
 * The workbook is written while it is sent (`sendWorkbook`), never held whole in memory.
 */
export interface WorkbookFile {
  fileName: string;
  /** The workbook's creation time; now when left out. */
  created?: Date;
  write(workbook: WorkbookWriter): void | Promise<void>;
}

/** `filename*` (RFC 6266/5987) carries the real name with æøå; `filename` an ASCII fallback for old clients. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Answers with a file to save (a document, an invoice, a calendar file, every export): never cached by a shared
 * cache or kept by the browser, since it holds one company's data. A stream is sent as it is read (issue 28:
 * every export streamed): an error before its first bytes becomes the usual error answer, one midway is logged
 * and cuts the download off (Fastify's stream handling), and the server carries on.
 */
export function sendAttachment(reply: FastifyReply, file: AttachmentFile): FastifyReply {
  return reply
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .type(file.contentType)
    .send(file.data);
}

/**
 * The bytes of an XLSX workbook as a stream: exceljs's WorkbookWriter writes the zip into it while `write` adds
 * sheets and rows. A failure while writing (a throwing `write`, exceljs, the zip) destroys the stream with the
 * error instead of becoming an unhandled rejection.
 */
export function workbookStream(file: Omit<WorkbookFile, 'fileName'>): Readable {
  const output = new PassThrough();
  // Written on the next turn, once the reply reads the stream: the handler returns first. exceljs is loaded then,
  // on the first export, not with the server (decision 080).
  setImmediate(() => {
    (async () => {
      const ExcelJSModule = await loadExcelJs();
      const workbook = new ExcelJSModule.stream.xlsx.WorkbookWriter({
        stream: output,
        useStyles: true,
        useSharedStrings: true,
      });
      workbook.creator = 'Kollega';
      workbook.created = file.created ?? new Date();
      await file.write(workbook);
      await workbook.commit();
    })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  });
  return output;
}

/** Sends an XLSX export, written into the response as it is made (`workbookStream`). */
export function sendWorkbook(reply: FastifyReply, file: WorkbookFile): FastifyReply {
  return sendAttachment(reply, {
    data: workbookStream(file),
    fileName: file.fileName,
    contentType: XLSX_CONTENT_TYPE,
  });
}
