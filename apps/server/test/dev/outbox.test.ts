import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app';
import { mailOutbox } from '../../src/db/schema/index';
import { buildTestApp, DEV_OUTBOX_AUTH, testConfig } from '../helpers/test-app';

// Two apps with the test configuration instead of one per test (decision 078), built in a hook (whose time limit
// allows for a busy machine): one never written to, for the tests of a fresh installation, and one for the tests
// that add mails, its outbox emptied before each of them (the outbox is the only table they write or read).
let freshApp: App;
let mailsApp: App;
beforeAll(async () => {
  ({ app: freshApp } = await buildTestApp());
  ({ app: mailsApp } = await buildTestApp());
});

function appOfAFreshInstallation(): App {
  return freshApp;
}

async function appWithAnEmptyOutbox(): Promise<App> {
  await mailsApp.database.db.delete(mailOutbox);
  return mailsApp;
}

async function addMail(
  app: App,
  values: {
    to: string;
    subject: string;
    text: string;
    html?: string;
    createdAt: Date;
    attachments?: (typeof mailOutbox.$inferInsert)['attachments'];
  },
) {
  await app.database.db.insert(mailOutbox).values({ html: '<p>html</p>', ...values });
}

describe('GET /api/dev/outbox', () => {
  it('lists the kept e-mails newest first, without signing in', async () => {
    const app = await appWithAnEmptyOutbox();
    await addMail(app, {
      to: 'a@example.dk',
      subject: 'Første',
      text: 'en',
      createdAt: new Date('2026-03-01T08:00:00Z'),
    });
    await addMail(app, {
      to: 'b@example.dk',
      subject: 'Anden',
      text: 'to',
      createdAt: new Date('2026-03-02T08:00:00Z'),
      attachments: [
        { filename: 'Faktura-3.pdf', contentType: 'application/pdf', size: 3277, contentBase64: 'JVBERi0=' },
      ],
    });
    const response = await app.inject({ method: 'GET', url: '/api/dev/outbox', headers: DEV_OUTBOX_AUTH });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json();
    expect(messages.map((message: { subject: string }) => message.subject)).toEqual(['Anden', 'Første']);
    expect(messages[0]).toEqual({
      id: expect.any(String),
      to: 'b@example.dk',
      subject: 'Anden',
      text: 'to',
      html: '<p>html</p>',
      // Names and sizes only: the files stay in the table.
      attachments: [{ filename: 'Faktura-3.pdf', contentType: 'application/pdf', size: 3277 }],
      createdAt: '2026-03-02T08:00:00.000Z',
    });
    expect(messages[1].attachments).toEqual([]);
  });

  it('is empty on a fresh installation', async () => {
    const app = appOfAFreshInstallation();
    const response = await app.inject({ method: 'GET', url: '/api/dev/outbox', headers: DEV_OUTBOX_AUTH });
    expect(response.json()).toEqual({ messages: [] });
  });
});

describe('GET /dev/mail', () => {
  it('shows each e-mail in Danish, newest first, with its links clickable and everything escaped', async () => {
    const app = await appWithAnEmptyOutbox();
    await addMail(app, {
      to: 'gammel@example.dk',
      subject: 'Gammel',
      text: 'Ældre besked',
      createdAt: new Date('2026-01-15T07:05:00Z'),
      attachments: [
        {
          filename: 'Faktura-<3>.pdf',
          contentType: 'application/pdf',
          size: 3277,
          contentBase64: 'JVBERi0=',
        },
      ],
    });
    await addMail(app, {
      to: 'anne@example.dk',
      subject: 'Bekræft <din> e-mail',
      text: 'Hej & velkommen.\nÅbn http://localhost:3000/email-action-handler?mode=verifyEmail&oobCode=abc123.\n<script>alert(1)</script>',
      createdAt: new Date('2026-07-01T22:30:00Z'),
    });

    const response = await app.inject({ method: 'GET', url: '/dev/mail', headers: DEV_OUTBOX_AUTH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const page = response.body;
    expect(page).toContain('<html lang="da">');
    expect(page).toContain('<title>Udbakke (kun til udvikling)</title>');
    expect(page).toContain('anne@example.dk');
    // Escaped, never markup.
    expect(page).toContain('Bekræft &lt;din&gt; e-mail');
    expect(page).toContain('Hej &amp; velkommen.');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toMatch(/<script/i);
    // The link is clickable, without the full stop that ends the sentence.
    expect(page).toContain(
      '<a href="http://localhost:3000/email-action-handler?mode=verifyEmail&amp;oobCode=abc123">http://localhost:3000/email-action-handler?mode=verifyEmail&amp;oobCode=abc123</a>.',
    );
    // Danish time: 22:30 UTC on 1 July is 00:30 on 2 July in Copenhagen (summer time); 07:05 UTC in January is 08:05.
    expect(page).toContain('02.07.2026 00:30');
    expect(page).toContain('15.01.2026 08:05');
    expect(page).toContain('<dt>Vedhæftet</dt><dd>Faktura-&lt;3&gt;.pdf (3,2 kB)</dd>');
    expect(page.indexOf('anne@example.dk')).toBeLessThan(page.indexOf('gammel@example.dk'));
  });

  it('says so when there are no e-mails', async () => {
    const app = appOfAFreshInstallation();
    const response = await app.inject({ method: 'GET', url: '/dev/mail', headers: DEV_OUTBOX_AUTH });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Ingen e-mails endnu.');
  });
});

describe('in production', () => {
  it('has no outbox routes, not even with the token', async () => {
    const { app } = await buildTestApp({ config: testConfig({ NODE_ENV: 'production' }), logger: false });
    const api = await app.inject({ method: 'GET', url: '/api/dev/outbox', headers: DEV_OUTBOX_AUTH });
    expect(api.statusCode).toBe(404);
    const page = await app.inject({ method: 'GET', url: '/dev/mail', headers: DEV_OUTBOX_AUTH });
    expect(page.body).not.toContain('Udbakke');
  });
});
