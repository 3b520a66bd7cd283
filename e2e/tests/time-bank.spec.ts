import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInByApi } from './accounts';

/** The demo seed's owner, and its employee: app access, registrations on the weekdays only (npm run seed:demo). */
const OWNER = { email: 'demo@kollega.dk', password: 'Demo-kode-2024' };
const MADS = { email: 'demo-medarbejder@kollega.dk', password: 'Demo-kode-2024' };

/** Decision 044: Afspadsering is registered only while the company has chosen it under 'Fraværstyper'. */
async function chooseAfspadsering(page: Page, enabled: boolean) {
  const current = await (await page.request.get('/api/timereg/absence-types')).json();
  const response = await page.request.put('/api/timereg/absence-types', {
    data: { ...current, timeOffInLieu: { ...current.timeOffInLieu, enabled } },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The ISO date `days` before today, in the browser's (the server's) calendar. */
function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Opens a day of the week shown (0 Monday … 6 Sunday) and its 'Ny registrering' form. */
async function newEntryOn(page: Page, weeksBack: number, weekday: number): Promise<Locator> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Uge \d+$/ })).toBeVisible();
  for (let week = 0; week < weeksBack; week += 1) {
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('link', { name: 'Forrige uge' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading ?? '');
  }
  await page.getByRole('list', { name: 'Ugens dage' }).getByRole('link').nth(weekday).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Registreringer' })).toBeVisible();
  await page.getByRole('button', { name: 'Ny registrering' }).click();
  return page.getByRole('dialog', { name: 'Ny registrering' });
}

async function afspadsering(page: Page, weeksBack: number, weekday: number, hours: string) {
  const form = await newEntryOn(page, weeksBack, weekday);
  await form.getByLabel('Type').selectOption({ label: 'Afspadsering' });
  await form.getByRole('textbox', { name: /^Timer/ }).fill(hours);
  await form.getByRole('button', { name: 'Gem' }).click();
  return form;
}

test.describe('the afspadsering bank in the employee app (decision 052)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('banks 2 hours of overtime, spends 1,5, sees 0,50 left, and is refused a spend past it', async ({
    page,
    browser,
  }) => {
    const admin = await browser.newPage();
    const owner = await signInByApi(admin.request, OWNER);
    expect(owner.ok(), await owner.text()).toBe(true);
    await chooseAfspadsering(admin, true);
    const signedIn = await signInByApi(page.request, MADS);
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    try {
      // The Saturday two weeks ago (no seeded registrations at weekends): 2 hours of overtime, banked.
      const overtime = await newEntryOn(page, 2, 5);
      await overtime.getByLabel('Type').selectOption({ label: 'Overarbejde' });
      await overtime.getByLabel('Slut').selectOption('12:00');
      await overtime.getByLabel('Start').selectOption('10:00');
      await expect(overtime.getByRole('textbox', { name: 'Timer' })).toHaveValue('2,00 timer');
      await overtime.getByLabel('Til afspadsering').check();
      await overtime.getByRole('button', { name: 'Gem' }).click();
      await expect(overtime).toHaveCount(0);

      // The Sunday after: 1,5 hours of Afspadsering.
      const spent = await afspadsering(page, 2, 6, '1,5');
      await expect(spent).toHaveCount(0);

      await page.goto('/');
      const bank = page.getByRole('region', { name: 'Afspadsering' });
      await expect(bank).toContainText('Optjent2,00 t');
      await expect(bank).toContainText('Brugt1,50 t');
      await expect(bank).toContainText('Saldo0,50 t');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      // Last week's Saturday: 1 hour more than the 0,5 left is refused, in Danish, and nothing is saved.
      const refused = await afspadsering(page, 1, 5, '1');
      await expect(refused.getByRole('alert')).toHaveText(
        /^Der er ikke timer nok til afspadsering\. Saldoen ville blive −0,50 timer d\. \d\d\.\d\d\.\d{4}\.$/,
      );
      await refused.getByRole('button', { name: 'Annuller' }).click();
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Afspadsering' })).toContainText('Saldo0,50 t');
    } finally {
      // The demo company is shared with the other specs (the Lønudtræk's Danløn file among them): leave it as
      // the seed made it.
      const log = await (
        await page.request.get(`/api/me/timereg?from=${daysAgo(21)}&to=${daysAgo(0)}`)
      ).json();
      for (const entry of log.log?.entries ?? []) {
        if (entry.type === 'timeOffInLieu') await page.request.delete(`/api/me/timereg/entries/${entry.id}`);
      }
      for (const entry of log.log?.entries ?? []) {
        if (entry.toTimeBank) await page.request.delete(`/api/me/timereg/entries/${entry.id}`);
      }
      await chooseAfspadsering(admin, false);
      await admin.close();
    }
  });
});
