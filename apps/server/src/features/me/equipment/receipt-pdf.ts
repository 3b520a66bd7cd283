import { EQUIPMENT_RECEIPT_MESSAGES, formatDate, formatTimeOfDay } from '@kollega/domain';
import { loadPdfKit } from '../../../integrations/heavy-libraries';
import type { ReceiptRow } from './receipt-record';

export interface ReceiptPdfInput {
  companyName: string;
  employeeName: string;
  receipt: ReceiptRow;
  /** The assignment's Startdato on the item, when it has one (YYYY-MM-DD). */
  handedOverOn: string | null;
}

const at = (value: Date) => `${formatDate(value)} kl. ${formatTimeOfDay(value)}`;

/**
 * 'Kvittering for udlevering' (issue 27) as a Danish A4 PDF, drawn with pdfkit as the invoices and the persondata
 * summary are: the company, the employee, the item and its serial number, when it was handed over and asked for,
 * and the acknowledgement (who, when, from which address, confirmed with their password) or that it is awaited;
 * and 'Afleveret' with its date once the item is back.
 */
export async function renderEquipmentReceipt(input: ReceiptPdfInput): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const { receipt } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: {
      Title: `${EQUIPMENT_RECEIPT_MESSAGES.title}: ${receipt.itemDescription}`,
      Author: input.companyName,
      CreationDate: receipt.acknowledgedAt ?? receipt.requestedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const line = (label: string, value: string) => {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true, width: 495 });
    doc.font('Helvetica').text(value === '' ? '–' : value, { width: 495 });
  };

  doc.font('Helvetica-Bold').fontSize(18).text(EQUIPMENT_RECEIPT_MESSAGES.title);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  line('Virksomhed', input.companyName);
  line('Medarbejder', input.employeeName);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(13).text('Udstyr');
  doc.fontSize(10);
  line('Udstyr', receipt.itemDescription);
  line('Serienummer', receipt.serialNumber);
  line('Udleveret', input.handedOverOn ? formatDate(input.handedOverOn) : '');
  line('Kvittering anmodet', at(receipt.requestedAt));
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(13).text('Kvittering');
  doc.fontSize(10);
  if (receipt.acknowledgedAt) {
    line('Kvitteret af', input.employeeName);
    line('Tidspunkt', at(receipt.acknowledgedAt));
    line('IP-adresse', receipt.acknowledgedIp ?? '');
    doc
      .font('Helvetica')
      .text(
        `${input.employeeName} har bekræftet modtagelsen af udstyret ovenfor med sin adgangskode til Kollega.`,
        { width: 495 },
      );
  } else {
    line('Status', 'Afventer medarbejderens kvittering');
  }
  doc.moveDown();
  line(EQUIPMENT_RECEIPT_MESSAGES.returned, receipt.returnedAt ? at(receipt.returnedAt) : 'Nej');
  doc.end();
  return done;
}
