import { renderActionMail } from './layout';

/** hr-core §9: granting admin or app access e-mails the employee a link to choose a password, valid 24 hours. */
export function passwordSetupMail(input: {
  url: string;
  companyName: string;
  firstName: string;
  validHours: number;
}) {
  return renderActionMail({
    subject: `Du har fået adgang til Kollega hos ${input.companyName}`,
    heading: `Hej ${input.firstName}`,
    paragraphs: [
      `${input.companyName} har givet dig adgang til Kollega.`,
      `Klik på knappen for at vælge din adgangskode. Linket virker i ${input.validHours} timer og kan kun bruges én gang.`,
      'Bagefter logger du ind med din arbejds-e-mail og den adgangskode, du har valgt.',
    ],
    buttonLabel: 'Vælg adgangskode',
    url: input.url,
    footnote:
      'Har du ikke ventet denne e-mail, kan du se bort fra den. Spørg din arbejdsgiver, hvis linket er udløbet.',
  });
}
