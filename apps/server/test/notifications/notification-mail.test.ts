import { describe, expect, it } from 'vitest';
import {
  type NotificationMailInput,
  renderNotificationMail,
} from '../../src/features/notifications/notification-mail';

// The mail's markup is pinned to files: a change of how the components are imported or of their packages
// (decision 080) must not change a byte of what recipients get. Update the files only on purpose
// (`npx vitest run --project server -u <this file>`) and read the diff.
const single: NotificationMailInput = {
  firstName: 'Åse',
  items: [
    {
      title: 'Ny ferieanmodning',
      body: 'Bo <Ø> har søgt om ferie 14.–18. december & venter på svar.',
      url: 'https://kollega.example/fravaer?id=1&x="y"',
    },
  ],
  digest: false,
  kind: 'holiday-request',
  unsubscribeUrl: 'https://kollega.example/afmeld?token=abc',
  preferencesUrl: 'https://kollega.example/profil#notifikationer',
};

const digest: NotificationMailInput = {
  firstName: '',
  items: [
    { title: 'Kontrakt udløber', body: 'Kontrakten med Leverandør A/S udløber om 30 dage.', url: null },
    {
      title: 'Tjekliste forfalden',
      body: 'Opgaven "Udlever nøgler" er forfalden.',
      url: 'https://kollega.example/t',
    },
  ],
  digest: true,
  kind: null,
  unsubscribeUrl: null,
  preferencesUrl: 'https://kollega.example/profil',
};

describe('notification mail', () => {
  it('renders a single mail exactly as before', async () => {
    const mail = await renderNotificationMail(single);
    expect(mail.subject).toBe('Ny ferieanmodning');
    await expect(mail.html).toMatchFileSnapshot('__snapshots__/notification-mail.single.html');
    await expect(mail.text).toMatchFileSnapshot('__snapshots__/notification-mail.single.txt');
  });

  it('renders the digest exactly as before', async () => {
    const mail = await renderNotificationMail(digest);
    expect(mail.subject).toBe('Dagens notifikationer fra Kollega (2)');
    await expect(mail.html).toMatchFileSnapshot('__snapshots__/notification-mail.digest.html');
    await expect(mail.text).toMatchFileSnapshot('__snapshots__/notification-mail.digest.txt');
  });
});
