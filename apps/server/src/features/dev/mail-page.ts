import { formatDate, formatTimeOfDay } from '@kollega/domain';
import { escapeHtml } from '../../integrations/mail/templates/layout';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  attachments: readonly { filename: string; size: number }[];
  createdAt: Date;
}

/** '3,2 kB' */
function fileSize(bytes: number): string {
  return `${(bytes / 1024).toLocaleString('da-DK', { maximumFractionDigits: 1 })} kB`;
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the address: 'Åbn https://x.dk/a.' links to …/a. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** Plain text as HTML: every character escaped, every http(s) address a link. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

const STYLE = `
body{margin:0;padding:24px;font-family:system-ui,Arial,sans-serif;background:#f4f7f8;color:#1b2b30}
main{max-width:860px;margin:0 auto}
h1{font-size:24px;margin:0 0 8px}
.note{color:#4a5b60;margin:0 0 24px}
article{background:#fff;border-radius:8px;padding:20px 24px;margin:0 0 16px;box-shadow:0 1px 2px rgba(0,0,0,.08)}
h2{font-size:18px;margin:0 0 8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0 0 12px;font-size:14px}
dt{color:#4a5b60}
dd{margin:0}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit;background:#f4f7f8;padding:12px;border-radius:6px;margin:0}
a{color:#0f6b74}
`;

/** GET /dev/mail: the outbox as a page, newest first (docs/rules/platform.md#ruling-17). No script at all (CSP script-src 'self'). */
export function renderMailPage(messages: readonly OutboxMessage[]): string {
  const items =
    messages.length === 0
      ? '<p>Ingen e-mails endnu.</p>'
      : messages
          .map((message) => {
            const time = `${formatDate(message.createdAt)} ${formatTimeOfDay(message.createdAt)}`;
            return `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <dl>
    <dt>Til</dt><dd>${escapeHtml(message.to)}</dd>
    <dt>Tidspunkt</dt><dd><time datetime="${escapeHtml(message.createdAt.toISOString())}">${escapeHtml(time)}</time></dd>${
      message.attachments.length === 0
        ? ''
        : `\n    <dt>Vedhæftet</dt><dd>${message.attachments
            .map((file) => `${escapeHtml(file.filename)} (${fileSize(file.size)})`)
            .join(', ')}</dd>`
    }
  </dl>
  <pre>${linkify(message.text)}</pre>
</article>`;
          })
          .join('\n');
  return `<!doctype html>
<html lang="da">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>Udbakke (kun til udvikling)</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Udbakke (kun til udvikling)</h1>
<p class="note">E-mails, som Kollega ville have sendt. Uden SMTP_URL bliver de gemt her i stedet. Nyeste først.</p>
${items}
</main>
</body>
</html>`;
}
