import {
  CLOSURE_GRACE_DAYS,
  formatDate,
  PROCESSING_CATEGORIES,
  type ProcessingTerms,
  SECURITY_MEASURES,
} from '@kollega/domain';
import { loadPdfKit } from '../../../integrations/heavy-libraries';

export interface DpaCompany {
  name: string;
  address: string;
  zipcode: string;
  city: string;
  vat: string;
}

const WIDTH = 495;

/**
 * The Databehandleraftale (GDPR art. 28) between the company (data controller) and the seller (data processor),
 * drawn with pdfkit like the invoices: the parties, the processing from PROCESSING_CATEGORIES (which the records of
 * processing test keeps true), the configured sub-processors, the security measures, duration and deletion.
 */
export async function renderDataProcessingAgreement(
  company: DpaCompany,
  terms: ProcessingTerms,
  options: { filesInS3: boolean; today: string },
): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Databehandleraftale – ${company.name}`, Author: terms.processor.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const heading = (text: string) => {
    doc.moveDown();
    doc.font('Helvetica-Bold').fontSize(12).text(text, { width: WIDTH });
    doc.font('Helvetica').fontSize(10).moveDown(0.3);
  };
  const paragraph = (text: string) => doc.text(text, { width: WIDTH }).moveDown(0.3);
  const bullet = (text: string) => doc.text(`•  ${text}`, { width: WIDTH, indent: 0 });

  doc.font('Helvetica-Bold').fontSize(18).text('Databehandleraftale');
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  paragraph(`Udskrevet ${formatDate(options.today)} i henhold til databeskyttelsesforordningens artikel 28.`);

  heading('1. Parterne');
  paragraph(
    `Dataansvarlig: ${company.name}, ${company.address}, ${company.zipcode} ${company.city}, CVR-nr. ${company.vat || '–'} ("den dataansvarlige").`,
  );
  paragraph(
    `Databehandler: ${terms.processor.name}, ${terms.processor.address}, CVR-nr. ${terms.processor.cvr}, ${terms.processor.email} ("databehandleren"), som leverer HR-systemet Kollega.`,
  );

  heading('2. Formål og instruks');
  paragraph(
    'Databehandleren behandler personoplysninger alene for at levere Kollega til den dataansvarlige: personaleadministration, arbejdstidsregistrering, ferie og fravær, møder, tjeklister, udstyr og de tilhørende eksporter. Databehandleren handler kun efter den dataansvarliges dokumenterede instruks, som er den dataansvarliges brug af systemet og denne aftale.',
  );

  heading('3. Behandlingens art: kategorier af oplysninger og registrerede');
  for (const category of PROCESSING_CATEGORIES) {
    doc.font('Helvetica-Bold').text(category.label, { width: WIDTH });
    doc.font('Helvetica');
    paragraph(
      `Oplysninger: ${category.data}. Registrerede: ${category.subjects}.${category.sensitive ? ` Særlige oplysninger: ${category.sensitive}.` : ''}`,
    );
  }

  heading('4. Underdatabehandlere');
  if (terms.subProcessors.length === 0) {
    paragraph('Databehandleren anvender ingen underdatabehandlere i denne installation.');
  } else {
    paragraph('Den dataansvarlige godkender følgende underdatabehandlere:');
    for (const sub of terms.subProcessors) bullet(`${sub.role}: ${sub.name}`);
    doc.moveDown(0.3);
    paragraph(
      'Databehandleren varsler den dataansvarlige om ændringer i underdatabehandlere, så den dataansvarlige kan gøre indsigelse.',
    );
  }

  heading('5. Sikkerhedsforanstaltninger');
  for (const measure of SECURITY_MEASURES) bullet(measure);
  bullet(
    options.filesInS3
      ? 'Uploadede filer (dokumenter, billeder) opbevares i en S3-bucket adskilt fra databasen.'
      : 'Uploadede filer (dokumenter, billeder) opbevares på serverens disk adskilt fra databasen.',
  );
  doc.moveDown(0.3);

  heading('6. Fortrolighed og bistand');
  paragraph(
    'Personer hos databehandleren med adgang til oplysningerne er underlagt tavshedspligt. Databehandleren bistår den dataansvarlige med at besvare de registreredes anmodninger, bl.a. med funktionen "Eksportér persondata", og underretter uden unødig forsinkelse ved brud på persondatasikkerheden.',
  );

  heading('7. Varighed og ophør');
  paragraph(
    `Aftalen gælder, så længe den dataansvarlige bruger Kollega. Lukker ejeren kontoen ("Luk konto"), slettes alle virksomhedens oplysninger og filer ${CLOSURE_GRACE_DAYS} dage senere; indtil da kan kontoen genåbnes, og data kan eksporteres. Fakturaer, som databehandleren har udstedt til den dataansvarlige, opbevares i 5 år efter bogføringslovens regler.`,
  );

  heading('8. Underskrift');
  paragraph(
    'Aftalen indgås ved den dataansvarliges brug af Kollega. Ønsker den dataansvarlige en underskrevet udgave, kan denne side underskrives af begge parter.',
  );
  doc.moveDown(2);
  doc.text(`For den dataansvarlige: ____________________        For databehandleren: ____________________`, {
    width: WIDTH,
  });
  doc.end();
  return done;
}
