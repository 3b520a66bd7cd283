import type ExcelJSModule from 'exceljs';
import type PDFDocumentClass from 'pdfkit';

// pdfkit and exceljs cost ≈0.4 s and ≈0.8 s of CPU to import. Imported statically, every server process and test
// worker paid that at start-up, and every process running the notification scan (which reaches them through
// timereg/public.ts), though few requests draw a PDF or write a workbook. They load on first use instead (decision
// 080); Node keeps the module, so later calls cost a resolved promise.

/** pdfkit's PDFDocument, loaded when the first PDF is drawn. */
export async function loadPdfKit(): Promise<typeof PDFDocumentClass> {
  return (await import('pdfkit')).default;
}

/** exceljs, loaded when the first workbook is read or written. */
export async function loadExcelJs(): Promise<typeof ExcelJSModule> {
  return (await import('exceljs')).default;
}

/**
 * Both, loaded before the server listens (main.ts; the bench starts its server the same way). Importing them holds
 * the main thread for about a second; on a running server's first export that would hold every other request
 * meanwhile (the bench saw a 482 ms block). Tests, the notification scan and other one-off commands skip it.
 */
export async function preloadHeavyLibraries(): Promise<void> {
  await Promise.all([loadPdfKit(), loadExcelJs()]);
}
