import { renderActionMail } from './layout';

export function verifyEmailMail(url: string) {
  return renderActionMail({
    subject: 'Bekræft din e-mail til Kollega',
    heading: 'Bekræft din e-mail',
    paragraphs: [
      'Tak fordi du har oprettet en konto hos Kollega.',
      'Klik på knappen for at bekræfte din e-mailadresse og gøre din profil færdig.',
    ],
    buttonLabel: 'Bekræft e-mail',
    url,
    footnote: 'Har du ikke oprettet en konto, kan du se bort fra denne e-mail.',
  });
}
