import { expect, type Locator, type Page, test } from '@playwright/test';
import { signInByApi } from './accounts';

/** The demo seed's employee: app access, registrations on the weekdays only (npm run seed:demo). */
const MADS = { email: 'demo-medarbejder@kollega.dk', password: 'Demo-kode-2024' };

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
  }) => {
    const signedIn = await signInByApi(page.request, MADS);
    expect(signedIn.ok(), await signedIn.text()).toBe(true);

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
  });
});
