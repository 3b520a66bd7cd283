import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/integrations/mail/index';
import { listOutbox } from '../../src/integrations/mail/outbox-mailer';
import { resetPasswordMail } from '../../src/integrations/mail/templates/reset-password';
import { verifyEmailMail } from '../../src/integrations/mail/templates/verify-email';
import { createTestDatabase } from '../helpers/test-database';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user?: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the mail templates', () => {
  it('are Danish, in HTML and text, with the link in both', () => {
    const url = 'http://localhost:3000/email-action-handler?mode=verifyEmail&oobCode=abc';
    const verify = verifyEmailMail(url);
    expect(verify.subject).toBe('Bekræft din e-mail til Kollega');
    expect(verify.text).toContain(url);
    expect(verify.html).toContain('<html lang="da">');
    expect(verify.html).toContain(
      'href="http://localhost:3000/email-action-handler?mode=verifyEmail&amp;oobCode=abc"',
    );
    expect(resetPasswordMail(url).text).toContain('Linket virker i 1 time');
  });
});

describe('mailers', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('sends through SMTP when SMTP_URL is set', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const mailer = createMailer({
      smtpUrl: `smtp://kollega:hemmelig@127.0.0.1:${smtp.port}`,
      mailFrom: 'Kollega <hr@firma.dk>',
      db: database.db,
    });
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'anne@firma.dk', ...verifyEmailMail('http://localhost:3000/x?oobCode=1') });
    await mailer.send({
      to: 'bogholder@firma.dk',
      subject: 'Faktura nr. 7',
      text: 'Vedhæftet.',
      html: '<p>Vedhæftet.</p>',
      attachments: [
        { filename: 'Faktura-7.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.3 x') },
      ],
    });
    await mailer.close();

    expect(smtp.received).toHaveLength(2);
    const [message, withFile] = smtp.received;
    expect(message).toMatchObject({ from: 'hr@firma.dk', to: ['anne@firma.dk'], user: 'kollega' });
    expect(message?.raw).toContain('Subject: =?UTF-8?');
    expect(message?.raw).toContain('text/html');
    expect(message?.raw).toContain('text/plain');
    expect(message?.raw).not.toContain('Content-Disposition: attachment');
    expect(withFile?.raw).toContain('Content-Type: application/pdf; name=Faktura-7.pdf');
    expect(withFile?.raw).toContain('Content-Disposition: attachment; filename=Faktura-7.pdf');
    expect(withFile?.raw).toContain(Buffer.from('%PDF-1.3 x').toString('base64'));
    expect(await listOutbox(database.db)).toHaveLength(0);
  });

  it('keeps mail in the outbox, newest first, without SMTP_URL', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const mailer = createMailer({ smtpUrl: undefined, db: database.db });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'a@firma.dk', ...verifyEmailMail('http://x/1') });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({ to: 'b@firma.dk', ...resetPasswordMail('http://x/2') });
    const outbox = await listOutbox(database.db);
    expect(outbox.map((mail) => mail.to)).toEqual(['b@firma.dk', 'a@firma.dk']);
    expect(outbox[0]?.attachments).toEqual([]);
  });

  it('keeps the attached files in the outbox, name, size and content', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    const mailer = createMailer({ smtpUrl: undefined, db: database.db });
    const content = Buffer.from('%PDF-1.3 faktura');
    await mailer.send({
      to: 'bogholder@firma.dk',
      subject: 'Faktura nr. 7',
      text: 'Vedhæftet.',
      html: '<p>Vedhæftet.</p>',
      attachments: [{ filename: 'Faktura-7.pdf', contentType: 'application/pdf', content }],
    });
    const [kept] = await listOutbox(database.db);
    expect(kept?.attachments).toEqual([
      {
        filename: 'Faktura-7.pdf',
        contentType: 'application/pdf',
        size: content.length,
        contentBase64: content.toString('base64'),
      },
    ]);
  });
});
