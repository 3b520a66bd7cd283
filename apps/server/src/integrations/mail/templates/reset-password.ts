import { renderActionMail } from './layout';

export function resetPasswordMail(url: string) {
  return renderActionMail({
    subject: 'Nulstil dit password til Kollega',
    heading: 'Nulstil dit password',
    paragraphs: [
      'Vi har modtaget en anmodning om at nulstille dit password.',
      'Klik på knappen for at vælge et nyt. Linket virker i 1 time og kan kun bruges én gang.',
    ],
    buttonLabel: 'Vælg nyt password',
    url,
    footnote:
      'Har du ikke bedt om et nyt password, kan du se bort fra denne e-mail. Dit password er uændret.',
  });
}
