import { loadPdfKit } from '../../../integrations/heavy-libraries';
import { BUILTIN_TEMPLATES, type BuiltinTemplate } from './builtin-texts';

const TEAL = '#0b6e69';
const INK = '#1f2933';
const MUTED = '#52606d';

/**
 * A seeded template as an A4 PDF, drawn with pdfkit (DESIGN.md: documents by a library, decision 031): the
 * title, an introduction, numbered sections with fill-in lines, and two signature blocks. Null for an unknown key.
 */
export function renderBuiltinTemplate(key: string): Promise<Buffer | null> {
  const template = Object.hasOwn(BUILTIN_TEMPLATES, key) ? BUILTIN_TEMPLATES[key] : undefined;
  if (!template) return Promise.resolve(null);
  return render(template);
}

async function render(template: BuiltinTemplate): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 64, right: 64 },
    info: { Title: template.title, Author: 'Kollega', Subject: template.title },
    lang: 'da-DK',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font('Helvetica-Bold').fontSize(22).fillColor(TEAL).text(template.title);
  doc.moveDown(0.4);
  doc.font('Helvetica').fontSize(9.5).fillColor(MUTED).text(template.intro, { width, lineGap: 2 });
  doc.moveDown(1);

  for (const section of template.sections) {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(section.heading);
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(10.5).fillColor(INK);
    for (const paragraph of section.paragraphs ?? []) {
      doc.text(paragraph, { width, lineGap: 2.5, align: 'left' });
      doc.moveDown(0.4);
    }
    for (const field of section.fields ?? []) {
      if (doc.y > doc.page.height - 90) doc.addPage();
      doc.fontSize(9).fillColor(MUTED).text(field);
      const y = doc.y + 14;
      doc
        .moveTo(doc.page.margins.left, y)
        .lineTo(doc.page.margins.left + width, y)
        .lineWidth(0.6)
        .strokeColor('#9aa5b1')
        .stroke();
      doc.y = y + 8;
      doc.fontSize(10.5).fillColor(INK);
    }
    doc.moveDown(0.6);
  }

  if (doc.y > doc.page.height - 160) doc.addPage();
  doc.moveDown(1.5);
  const top = doc.y + 40;
  const column = (width - 32) / 2;
  template.signatures.forEach((label, index) => {
    const x = doc.page.margins.left + index * (column + 32);
    doc
      .moveTo(x, top)
      .lineTo(x + column, top)
      .lineWidth(0.8)
      .strokeColor(INK)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text('Dato og underskrift', x, top + 6, { width: column });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(label, x, top + 20, { width: column });
  });

  doc.end();
  return done;
}
