/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface ActionMail {
  subject: string;
  heading: string;
  paragraphs: string[];
  buttonLabel: string;
  url: string;
  footnote: string;
}

/** One layout for every action e-mail: a heading, a few lines, one button, the link in plain text too. */
export function renderActionMail(mail: ActionMail): { subject: string; text: string; html: string } {
  const text = [
    mail.heading,
    '',
    ...mail.paragraphs,
    '',
    `${mail.buttonLabel}: ${mail.url}`,
    '',
    mail.footnote,
    '',
    'Venlig hilsen',
    'Kollega',
  ].join('\n');
  const html = `<!doctype html>
<html lang="da">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f7f8;font-family:Arial,Helvetica,sans-serif;color:#1b2b30">
  <table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <tr><td>
      <p style="margin:0 0 24px;font-weight:bold;color:#0f6b74;font-size:18px">Kollega</p>
      <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(mail.heading)}</h1>
      ${mail.paragraphs.map((paragraph) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(paragraph)}</p>`).join('\n      ')}
      <p style="margin:24px 0"><a href="${escapeHtml(mail.url)}" style="display:inline-block;background:#0f6b74;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(mail.buttonLabel)}</a></p>
      <p style="margin:0 0 12px;font-size:13px;color:#4a5b60;line-height:1.5">Virker knappen ikke? Kopiér dette link ind i din browser:<br><a href="${escapeHtml(mail.url)}" style="color:#0f6b74;word-break:break-all">${escapeHtml(mail.url)}</a></p>
      <p style="margin:24px 0 0;font-size:13px;color:#4a5b60">${escapeHtml(mail.footnote)}</p>
    </td></tr>
  </table>
</body>
</html>`;
  return { subject: mail.subject, text, html };
}
