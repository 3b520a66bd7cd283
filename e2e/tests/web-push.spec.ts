import { expect as baseExpect, test } from '@playwright/test';
import { signInByApi } from './accounts';

// Issue 26, web push (decision 040): the installed employee app offers 'Få notifikationer på telefonen' under
// 'Mig'; a browser that refuses the permission gets a Danish explanation and nothing is subscribed.

/** Pages load their chunks lazily, slowly on a shared machine: waits are generous, never part of a check. */
const expect = baseExpect.configure({ timeout: 60_000 });

/** The demo seed's employee with app access (npm run seed:demo). */
const MADS = { email: 'demo-medarbejder@kollega.dk', password: 'Demo-kode-2024' };

test.describe('web push (issue 26)', () => {
  test.describe.configure({ timeout: 300_000 });

  test("'Mig' offers push on the phone; a refused permission is explained in Danish", async ({ browser }) => {
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await phone.newPage();
    const signedIn = await signInByApi(page.request, MADS);
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    // The embedded server made a VAPID pair at its first start: push is on.
    const key = await page.request.get('/api/notifications/push/public-key');
    expect(((await key.json()) as { publicKey: string | null }).publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    await page.goto('/');
    await page.getByRole('link', { name: 'Mig' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mig' })).toBeVisible();
    const toggle = page.getByRole('switch', { name: /^Få notifikationer på telefonen/ });
    await expect(toggle).toBeEnabled();
    await expect(toggle).not.toBeChecked();
    // Nobody allows notifications in this browser: the permission request is refused.
    await page.evaluate(() => {
      Notification.requestPermission = async () => 'denied';
    });
    await toggle.click();
    await expect(page.getByRole('alert')).toHaveText(/Du har ikke givet lov til notifikationer/);
    await expect(toggle).not.toBeChecked();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await phone.close();
  });
});
